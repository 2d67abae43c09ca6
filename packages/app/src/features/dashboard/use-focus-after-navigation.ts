import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Where the focus was left by what led to the new page: nowhere (it was removed, or disabled), or on a pager. */
function isFocusLeftBehind(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.closest('[data-slot="pagination"]') !== null;
}

/**
 * After each navigation, the page's main content (PageFrame's `main-content`) takes the focus when the focus was
 * left behind: the link or button that led here is gone, or it was a pager's, now out of sight at the foot of a
 * page opened at its top. Keyboard and screen-reader users go on from the new page's start. A focus the page set
 * itself (a field, a dialog) or left in place (a filter, a search box) stays where it is. The scroll is left to
 * the ScrollRestoration.
 */
export function useFocusAfterNavigation(): void {
  // The location itself, not its key: the entries plain anchors make all have the key 'default'.
  const location = useLocation();
  const shown = useRef(location);
  useEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    if (isFocusLeftBehind()) document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [location]);
}
