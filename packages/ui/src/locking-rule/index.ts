export * from './locking-rule';
