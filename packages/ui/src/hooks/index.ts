export { useControllableState } from './use-controllable-state';
export { useIsMobile } from './use-is-mobile';
