export * from './content-completion';
export * from './export';
export * from './ilt-registration';
export * from './inactivity';
export * from './redeem';
export * from './roster';
export * from './sign-in';
export * from './wizard';
