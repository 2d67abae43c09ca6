export * from './data-table';
