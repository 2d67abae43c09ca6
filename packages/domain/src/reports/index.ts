export * from './report-access';
export * from './report-columns';
export * from './report-limits';
export * from './report-name-key';
export * from './report-rows';
