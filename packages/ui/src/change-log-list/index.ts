export * from './change-log-list';
export type { ChangeLogEntry } from './change-log-text';
