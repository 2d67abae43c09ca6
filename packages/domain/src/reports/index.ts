export * from './report-access';
export * from './report-columns';
export * from './report-limits';
export * from './report-rows';
