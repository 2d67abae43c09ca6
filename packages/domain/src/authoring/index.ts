export * from './admin-home';
export * from './admin-paths';
export * from './alert-editing';
export * from './field-rules';
export * from './medal-publishing';
export * from './segnocode-rules';
export * from './tag-rules';
export * from './wizard';
