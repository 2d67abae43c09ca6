import type { Location } from 'react-router-dom';

// Where a page is scrolled after a navigation, as a browser does between documents: a new page opens at its top,
// and Back or Forward returns to where that page was scrolled (the ScrollRestoration in the dashboard layout).
// The focus follows in useFocusAfterNavigation.

/**
 * The navigation options for a change of view in place (a filter, a sort, a tab, a search term): the page keeps
 * its scroll. Another page of a list is a new page, and opens at the top.
 */
export const keepScroll = { preventScrollReset: true } as const;

/**
 * The key a scroll position is kept under: the history entry's. The widgets' links are plain anchors (@segno/ui
 * knows no router), and the hash history gives the entries they make no key of their own ('default'), so those
 * are told apart by their address.
 */
export const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
