import type { ActivityFilter, NavigationEntryId, RecommendationKind } from '@segno/domain';

/** Every URL of the app, built in one place. Paths are hash-route paths (without the `#`). */
export const paths = {
  login: ({ redirectUrl, username }: { redirectUrl?: string; username?: string } = {}) => {
    const query = new URLSearchParams();
    if (username) query.set('username', username);
    if (redirectUrl) query.set('redirecturl', redirectUrl);
    const search = query.toString();
    return search ? `/login?${search}` : '/login';
  },
  termsOfUse: () => '/terms-of-use',
  privacyPolicy: () => '/privacy-policy',
  error: () => '/error',
  dashboardHome: () => '/dashboard/home',
  /** The full activity list; the filter and a page after the first are kept in the query string. */
  allActivity: ({ filter, page }: { filter?: ActivityFilter; page?: number } = {}) => {
    const query = new URLSearchParams();
    if (filter) query.set('filter', filter);
    if (page !== undefined && page > 1) query.set('page', String(page));
    const search = query.toString();
    return search ? `/dashboard/all-activity?${search}` : '/dashboard/all-activity';
  },
  allRecommendations: (tab?: RecommendationKind) =>
    tab === undefined ? '/dashboard/all-recommendations' : `/dashboard/all-recommendations?tab=${tab}`,
  /** The leaderboard of a segment, or the overall one without an id. */
  leaderboard: (segmentId?: number) =>
    segmentId === undefined ? '/dashboard/leaderboard' : `/dashboard/leaderboard?id=${segmentId}`,
  segmentHome: (segmentId: number) => `/dashboard/segments/${segmentId}/home`,
  learningPlan: (planId: number) => `/dashboard/learning-plan/${planId}`,
  search: (term: string) => `/dashboard/search/${encodeURIComponent(term)}`,
  browseLearning: () => '/dashboard/browse-learning',
  teamDashboard: () => '/dashboard/team-dashboard',
  userProfile: () => '/user-profile',
  reportDashboard: () => '/report-dashboard/overview',
  segmentAdmin: () => '/segment-admin/home',
  legalReporting: () => '/legal-reporting',
} as const;

export const navigationPaths: Record<NavigationEntryId, string> = {
  'my-learning': paths.dashboardHome(),
  'my-profile': paths.userProfile(),
  'my-team': paths.teamDashboard(),
  'browse-learning': paths.browseLearning(),
  'reporting-dashboard': paths.reportDashboard(),
  'segment-admin': paths.segmentAdmin(),
  'legal-reporting': paths.legalReporting(),
};

/** An href for a plain anchor under the hash router. */
export function hashHref(path: string): string {
  return `#${path}`;
}

/** Only a path inside this app may be a redirect target; anything else goes to the dashboard home. */
export function safeRedirect(url: string | null | undefined): string {
  return url?.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')
    ? url
    : paths.dashboardHome();
}
