import { isLegalAdmin, isSegmentAdmin } from './roles';

/**
 * The navigation menu (000, section 2, shared chrome). Admin and legal entries are shown by role; help,
 * site feedback and sign out are actions, not destinations, and are added by the menu itself.
 */
export const navigationEntries = [
  { id: 'my-learning', label: 'My learning' },
  { id: 'my-profile', label: 'My profile' },
  { id: 'my-team', label: 'My team' },
  { id: 'browse-learning', label: 'Browse learning' },
  { id: 'reporting-dashboard', label: 'Reporting dashboard' },
  { id: 'segment-admin', label: 'Segment admin', isShownFor: isSegmentAdmin },
  { id: 'legal-reporting', label: 'Legal reporting', isShownFor: isLegalAdmin },
] as const satisfies readonly {
  id: string;
  label: string;
  isShownFor?: (roles: readonly number[]) => boolean;
}[];

export type NavigationEntryId = (typeof navigationEntries)[number]['id'];
export type NavigationEntry = { id: NavigationEntryId; label: string };

export function navigationEntriesFor(roles: readonly number[]): NavigationEntry[] {
  return navigationEntries
    .filter((entry) => !('isShownFor' in entry) || entry.isShownFor(roles))
    .map(({ id, label }) => ({ id, label }));
}
