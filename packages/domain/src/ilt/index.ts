export * from './duration';
export * from './registration';
export * from './roster';
export * from './seats';
export * from './session-days';
