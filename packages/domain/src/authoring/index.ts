export * from './admin-home';
export * from './field-rules';
export * from './medal-publishing';
export * from './wizard';
