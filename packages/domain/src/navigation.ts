import { canUseReports, type ReportViewer } from './reports/report-access';
import { isLegalAdmin, isSegmentAdmin } from './roles';

/**
 * Who the menu is for: the signed-in user's id and roles, and whether anyone reports to them (000 section 6: a
 * user is a manager when the manager profiles call counts managees).
 */
export type NavigationViewer = ReportViewer;

/**
 * The navigation menu (000, section 2, shared chrome). Admin and legal entries are shown by role; the reporting
 * dashboard to whoever may read a report (`canUseReports`: reporting users, and managers, 000 section 1:
 * "Reporting users see region, district, store and manager report dashboards"), so that no one follows it to a
 * refusal. Help, site feedback and sign out are actions, not destinations, and are added by the menu itself.
 */
export const navigationEntries = [
  { id: 'my-learning', label: 'My learning' },
  { id: 'my-profile', label: 'My profile' },
  { id: 'my-team', label: 'My team' },
  { id: 'browse-learning', label: 'Browse learning' },
  { id: 'reporting-dashboard', label: 'Reporting dashboard', isShownFor: canUseReports },
  { id: 'segment-admin', label: 'Segment admin', isShownFor: ({ roles }) => isSegmentAdmin(roles) },
  { id: 'legal-reporting', label: 'Legal reporting', isShownFor: ({ roles }) => isLegalAdmin(roles) },
] as const satisfies readonly {
  id: string;
  label: string;
  isShownFor?: (viewer: NavigationViewer) => boolean;
}[];

export type NavigationEntryId = (typeof navigationEntries)[number]['id'];
export type NavigationEntry = { id: NavigationEntryId; label: string };

export function navigationEntriesFor(viewer: NavigationViewer): NavigationEntry[] {
  return navigationEntries
    .filter((entry) => !('isShownFor' in entry) || entry.isShownFor(viewer))
    .map(({ id, label }) => ({ id, label }));
}
