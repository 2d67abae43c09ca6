export { type AutosaveOptions, type AutosaveState, useAutosave } from './use-autosave';
export { useControllableState } from './use-controllable-state';
export { useIsMobile } from './use-is-mobile';
