export * from './content-completion';
export * from './inactivity';
export * from './redeem';
export * from './sign-in';
