export * from './badge-contents';
