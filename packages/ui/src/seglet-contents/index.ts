export * from './seglet-contents';
