import {
  type ActivityFilter,
  type AssessmentSort,
  adminHomePath,
  defaultAssessmentSort,
  type MedalLevel,
  manageListPaths,
  type NavigationEntryId,
  type RecommendationKind,
  type WizardKind,
  type WizardStep,
  type WizardSubRoute,
  wizardStepPath,
} from '@segno/domain';
import type { ReportPlace } from './api/report-calls';

/**
 * A manage list's query: its page, search term, status filters, and the filters of further groups as
 * `key:value` (manage-badges: segment and medal).
 */
export type ManageListQuery = {
  page?: number;
  term?: string;
  statuses?: readonly number[];
  filters?: readonly string[];
};

/**
 * Where a content is taken: its segment and seglet when it is taken inside them, or its learning plan and the
 * plan's unit (002, section 2).
 */
export type ContentPlace = {
  contentId: number;
  segmentId?: number;
  segletId?: number;
  planId?: number;
  unitId?: number;
};

/** A unit item's id in the plan screens: the content id, or the dash-prefixed course id ('-7') of an ILT item. */
export type UnitItemId = number | `-${number}`;

/** Manage units' sort options (002 section 9): units' created date (newest first), A-Z, Z-A. */
export const unitListSorts = ['created', 'a-z', 'z-a'] as const;
export type UnitListSort = (typeof unitListSorts)[number];

/** Manage units' query: a manage list's, plus the points slider's value and the sort chosen. */
export type UnitListQuery = ManageListQuery & { maxPoints?: number; sort?: UnitListSort };

/** A manage list's query string: term, statuses, further filters (`key:value`) and a page after the first. */
function manageListSearch({ page, term, statuses = [], filters = [] }: ManageListQuery): URLSearchParams {
  const query = new URLSearchParams();
  if (term) query.set('term', term);
  for (const status of statuses) query.append('status', String(status));
  for (const filter of filters) query.append('filter', filter);
  if (page !== undefined && page > 1) query.set('page', String(page));
  return query;
}

/** Which side the session screens are opened from: the learner dashboard or segment admin (002, section 2). */
export type IltArea = 'dashboard' | 'segment-admin';

const iltBase = (area: IltArea) => (area === 'segment-admin' ? '/segment-admin/ilt' : '/dashboard/ilt');

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
  /** A content taken inside a segment, a seglet of it, a plan or a plan's unit, or on its own (000 and 002, 2). */
  content: ({ contentId, segmentId, segletId, planId, unitId }: ContentPlace): string =>
    planId !== undefined
      ? unitId === undefined
        ? `${paths.learningPlan(planId)}/content/${contentId}`
        : `${paths.planUnit(planId, unitId)}/content/${contentId}`
      : segmentId === undefined
        ? `/dashboard/content/${contentId}`
        : segletId === undefined
          ? `/dashboard/segments/${segmentId}/content/${contentId}`
          : `/dashboard/segments/${segmentId}/seglets/${segletId}/content/${contentId}/home`,
  /** The learner's own copy of a checklist content, filled in item by item. */
  userChecklist: (place: ContentPlace & { userChecklistId: number }): string =>
    `${paths.content(place).replace(/\/home$/, '')}/user-checklist/${place.userChecklistId}`,
  /** The generic item route (`/dashboard/{type}/{id}`). */
  dashboardItem: (type: string, id: number) => `/dashboard/${encodeURIComponent(type)}/${id}`,
  /** A plan: redirects to its compliance list or to the learner's current unit (002, section 2). */
  learningPlan: (planId: number) => `/dashboard/learning-plan/${planId}`,
  /** A compliance plan's list of contents (the spec names the screen, not its path: ours). */
  planCompliance: (planId: number): string => `${paths.learningPlan(planId)}/compliance`,
  /** The base of a plan unit's routes; not a screen of its own. */
  planUnit: (planId: number, unitId: number): string => `${paths.learningPlan(planId)}/unit/${unitId}`,
  /** The plan unit view. */
  planUnitHome: (planId: number, unitId: number): string => `${paths.planUnit(planId, unitId)}/home`,
  /** A unit's reload path; the router rewrites it to the unit home (002, section 2). */
  planUnitReload: (planId: number, unitId: number): string => `${paths.planUnit(planId, unitId)}/reload`,
  /** An ILT course inside a unit. */
  planUnitCourse: (planId: number, unitId: number, courseId: number): string =>
    `${paths.planUnit(planId, unitId)}/course/${courseId}`,
  /**
   * A unit item: the content inside the unit, or for a dash-prefixed id ('-7') the course variant
   * `.../course/7` (002, section 2). Every unit item link is built here.
   */
  planUnitItem: (planId: number, unitId: number, itemId: UnitItemId): string => {
    const id = String(itemId);
    return id.startsWith('-')
      ? paths.planUnitCourse(planId, unitId, Number(id.slice(1)))
      : paths.content({ planId, unitId, contentId: Number(id) });
  },
  /** ILT session registration for a course (002, section 2). */
  course: (courseId: number) => `/dashboard/course/${courseId}`,
  /**
   * The session list for instructors and segment admins; the course chosen and a page after the first. The
   * session screens exist under the learner dashboard and under segment admin (002, section 2): `area` keeps
   * a user on the side they came from.
   */
  manageSessions: ({
    courseId,
    page,
    area = 'dashboard',
  }: {
    courseId?: number;
    page?: number;
    area?: IltArea;
  } = {}) => {
    const query = new URLSearchParams();
    if (courseId !== undefined) query.set('course_id', String(courseId));
    if (page !== undefined && page > 1) query.set('page', String(page));
    const search = query.toString();
    const path = `${iltBase(area)}/manage-sessions`;
    return search ? `${path}?${search}` : path;
  },
  newSession: (area: IltArea = 'dashboard') => `${iltBase(area)}/sessions/new`,
  /** The manager's pending session registrations, approved or denied here (002, section 2). */
  approveSessions: () => '/dashboard/ilt/sessions/approve',
  /**
   * A business unit's manager approval screen (002, section 2). The spec's state parameters business_unit_id
   * and business_unit_name ride in the query string, so a reload or a shared link opens the same screen.
   */
  managerApproval: ({
    businessUnitId,
    businessUnitName,
  }: {
    businessUnitId: number;
    businessUnitName: string;
  }) =>
    `/dashboard/manager-approval?${new URLSearchParams({
      business_unit_id: String(businessUnitId),
      business_unit_name: businessUnitName,
    })}`,
  /** A session's details and roster. */
  sessionView: (sessionId: number, area: IltArea = 'dashboard') =>
    `${iltBase(area)}/sessions/${sessionId}/view`,
  sessionEdit: (sessionId: number, area: IltArea = 'dashboard') =>
    `${iltBase(area)}/sessions/${sessionId}/edit`,
  /** Search results; chosen filters (`key:value`) and a page after the first are kept in the query string. */
  search: (term: string, { filters = [], page }: { filters?: readonly string[]; page?: number } = {}) => {
    const query = new URLSearchParams();
    for (const filter of filters) query.append('filter', filter);
    if (page !== undefined && page > 1) query.set('page', String(page));
    const search = query.toString();
    const path = `/dashboard/search/${encodeURIComponent(term)}`;
    return search ? `${path}?${search}` : path;
  },
  /** Browse learning: the tab (segments first), the order and a page after the first, kept in the query. */
  browseLearning: ({
    tab,
    orderBy,
    page,
  }: {
    tab?: 'segments' | 'plans';
    orderBy?: 'name' | 'created_date';
    page?: number;
  } = {}) => {
    const query = new URLSearchParams();
    if (tab === 'plans') query.set('tab', tab);
    if (orderBy === 'created_date') query.set('order_by', orderBy);
    if (page !== undefined && page > 1) query.set('page', String(page));
    const search = query.toString();
    return search ? `/dashboard/browse-learning?${search}` : '/dashboard/browse-learning';
  },
  /** Redeems a SegnoCode as the screen loads (000, section 2). */
  redeem: (segnocode: string) => `/redeem/${encodeURIComponent(segnocode)}`,
  teamDashboard: () => '/dashboard/team-dashboard',
  /** The assessment list (002 section 2); a sort other than the default and a page after the first. */
  assessmentTool: ({ sort, page }: { sort?: AssessmentSort; page?: number } = {}) => {
    const query = new URLSearchParams();
    if (sort && sort !== defaultAssessmentSort) query.set('sort', sort);
    if (page !== undefined && page > 1) query.set('page', String(page));
    const search = query.toString();
    return search ? `/dashboard/assessment/tool?${search}` : '/dashboard/assessment/tool';
  },
  newAssessment: () => '/dashboard/assessment/new',
  editAssessment: (assessmentId: number) => `/dashboard/assessment/${assessmentId}/edit`,
  /** The admin assessment editor: job roles and their skills (002 section 2). */
  assessmentEditor: () => '/segment-admin/assessment-editor',
  /** The signed-in user's own profile. */
  userProfile: () => '/user-profile',
  /** Anyone's profile; the signed-in user's own id shows their own profile, picture change included. */
  profileOf: (userId: number) => `/user/${userId}/profile`,
  reportDashboard: () => '/report-dashboard/overview',
  /**
   * A report page (001 section 2): the hierarchy down to a store, or a manager's team; `search` is the view's
   * query string (sort, page, filters).
   */
  report: (place: ReportPlace, search: URLSearchParams | string = '') => {
    const text = search.toString();
    const path =
      place.level === 'team'
        ? `/team-reporting/${place.managerId}`
        : place.level === 'overview'
          ? '/report-dashboard/overview'
          : `/report-dashboard/region/${place.regionId}${
              place.level === 'region'
                ? ''
                : `/district/${place.districtId}${place.level === 'store' ? `/store/${place.storeId}` : ''}`
            }`;
    return text ? `${path}?${text}` : path;
  },
  segmentAdmin: () => adminHomePath,
  /** A manage list (001 section 2): its page, search term and status filters live in the query. */
  manageList: (kind: WizardKind, list: ManageListQuery = {}) => {
    const search = manageListSearch(list).toString();
    return search ? `${manageListPaths[kind]}?${search}` : manageListPaths[kind];
  },
  /** /segment-admin/manage-units (002 section 2): a manage list's query, the points slider and the sort. */
  manageUnits: ({ maxPoints, sort, ...list }: UnitListQuery = {}) => {
    const query = manageListSearch(list);
    if (maxPoints !== undefined) query.set('points', String(maxPoints));
    if (sort) query.set('sort', sort);
    const search = query.toString();
    return search ? `/segment-admin/manage-units?${search}` : '/segment-admin/manage-units';
  },
  /** A new badge of a segment's medal (001 section 2: badges/new with medal_type_id and segment_id). */
  newMedalBadge: (segmentId: number, medalTypeId: MedalLevel) =>
    `${wizardStepPath('badge', 'new')}?segment_id=${segmentId}&medal_type_id=${medalTypeId}`,
  /** A wizard step (001 section 2); `exit` is carried in the query for where the wizard closes to. */
  wizardStep: (kind: WizardKind, id: number | 'new', step?: WizardStep | WizardSubRoute, exit?: number) =>
    `${wizardStepPath(kind, id, step)}${exit === undefined ? '' : `?exit=${exit}`}`,
  legalReporting: () => '/legal-reporting',
  /**
   * The unit editor (002 section 2): units/new or units/{unit_id}/edit, each with /plan/{plan_id} when opened
   * inside a plan; `exit` says where it closes to (`unitExitPath`).
   */
  unitEditor: ({ unitId, planId, exit }: { unitId?: number; planId?: number; exit?: number } = {}) =>
    `/segment-admin/units/${unitId === undefined ? 'new' : `${unitId}/edit`}${
      planId === undefined ? '' : `/plan/${planId}`
    }${exit === undefined ? '' : `?exit=${exit}`}`,
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
