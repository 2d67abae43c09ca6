export * from './calendar';
export * from './due-dates';
export * from './groups';
export * from './plan-subscription';
export * from './progress-bar';
export * from './unit-prerequisites';
