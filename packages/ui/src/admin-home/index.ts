export * from './admin-home';
