export * from './manage-list';
