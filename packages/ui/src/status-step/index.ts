export * from './status-step';
