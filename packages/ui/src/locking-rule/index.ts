export * from './locking-rule';
export { type AutosaveState, useAutosave } from './use-autosave';
