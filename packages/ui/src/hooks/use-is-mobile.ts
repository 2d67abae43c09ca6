import { isMobileViewport, mobileMediaQuery } from '@segno/domain';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(mobileMediaQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

// The media query only says when to look again; the answer comes from the one domain rule.
function getSnapshot(): boolean {
  return isMobileViewport(window.innerWidth, window.innerHeight);
}

// Without a window (server rendering, tests in Node) the desktop layout is the safe first guess.
function getServerSnapshot(): boolean {
  return false;
}

/**
 * Whether the mobile layout applies: the viewport's width or height is 600 px or less (000, section 9).
 * One hook for every widget, so they all switch together.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
