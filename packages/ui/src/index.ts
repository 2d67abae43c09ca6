export * from './alert';
export * from './button';
export { cn } from './lib/cn';
export * from './login-form';
export * from './navigation-menu';
export * from './page-frame';
export * from './search-box';
export * from './stats-popout';
export * from './text-field';
