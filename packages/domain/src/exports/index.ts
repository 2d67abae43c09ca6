export * from './export-csv';
export * from './export-formats';
export * from './export-limits';
