/**
 * The report dashboard calls (issue 10) for page-level stories, answered from the demo data as the server's
 * report service answers them from the seeded database (demo-report-mock.test.ts checks both agree): the
 * hierarchy of demo-hierarchy.ts, each enabled learner (role 1) counted in the store whose code is their
 * location, score from the points ledger, medals and badges earned, completions by month. Saved views live in a
 * world each story starts afresh (`withDemoReportWorld`). Not mocked: the `seg` filter (a segment's own
 * numbers); the stories check only that it is sent (`demoReportRequests`), e2e/reports.spec.ts its numbers.
 */
import {
  apiBasePath,
  canReadReport,
  canUseReports,
  encodeDates,
  isReportingUser,
  parseReportSort,
  type Report,
  type ReportQuery,
  type ReportRow,
  type ReportScope,
  type ReportSums,
  type ReportView,
  type ReportViewer,
  reportFilterQuerySchema,
  reportLimits,
  reportMessages,
  reportMonths,
  reportPage,
  reportQuerySchema,
  reportTeamQuerySchema,
  reportTotals,
  reportViewSaveSchema,
  sortReportRows,
  sumReportTotals,
} from '@segno/domain';
import { type EndpointName, endpoints } from '@segno/domain/contract';
import { type buildDemoData, demoHierarchy, demoWorkplace } from '@segno/server/demo-data';

type Demo = ReturnType<typeof buildDemoData>;

const { regions, districts, stores } = demoHierarchy;

type Learner = {
  id: number;
  name: string;
  managerId: number | null;
  managerName: string | null;
  storeId: number | null;
  districtId: number | null;
  regionId: number | null;
  sums: ReportSums;
};

/** Every enabled learner with their place and numbers. */
function demoLearners(demo: Demo): Learner[] {
  const nameOf = (id: number | null) => {
    const person = demo.users.find((user) => user.id === id);
    return person ? `${person.firstName} ${person.lastName}` : null;
  };
  return demo.users
    .filter((user) => user.roles.includes(1))
    .map((user) => {
      const store = stores.find((one) => one.code === demoWorkplace(user.id).location);
      const district = districts.find((one) => one.id === store?.districtId);
      const levels = demo.userMedals
        .filter((earned) => earned.userId === user.id)
        .map((earned) => demo.medals.find((medal) => medal.id === earned.medalId)?.level);
      return {
        id: user.id,
        name: `${user.firstName} ${user.lastName}`,
        managerId: user.managerId,
        managerName: nameOf(user.managerId),
        storeId: store?.id ?? null,
        districtId: district?.id ?? null,
        regionId: district?.regionId ?? null,
        sums: {
          learners: 1,
          score: demo.pointAwards
            .filter((award) => award.userId === user.id)
            .reduce((sum, award) => sum + award.points, 0),
          gold: levels.filter((level) => level === 3).length,
          silver: levels.filter((level) => level === 2).length,
          bronze: levels.filter((level) => level === 1).length,
          badges: demo.userBadges.filter((earned) => earned.userId === user.id).length,
        },
      };
    });
}

type Scope =
  | { kind: 'all' }
  | { kind: 'region'; regionId: number }
  | { kind: 'district'; districtId: number }
  | { kind: 'store'; storeId: number }
  | { kind: 'team'; managerId: number };

function learnersIn(demo: Demo, scope: Scope, query: ReportQuery): Learner[] {
  return demoLearners(demo).filter((learner) => {
    if (scope.kind !== 'team' && learner.storeId === null) return false;
    if (scope.kind === 'region' && learner.regionId !== scope.regionId) return false;
    if (scope.kind === 'district' && learner.districtId !== scope.districtId) return false;
    if (scope.kind === 'store' && learner.storeId !== scope.storeId) return false;
    if (scope.kind === 'team' && learner.managerId !== scope.managerId) return false;
    if (query.filter_region !== undefined && learner.regionId !== query.filter_region) return false;
    if (query.filter_district !== undefined && learner.districtId !== query.filter_district) return false;
    if (query.filter_store !== undefined && learner.storeId !== query.filter_store) return false;
    if (query.filter_subscription !== undefined) {
      const kind = query.filter_subscription;
      return demo.subscriptions.some(
        (link) =>
          link.userId === learner.id &&
          (kind === 'self' ? link.isSubscribed : link.isAssigned) &&
          (query.seg === undefined || link.segmentId === query.seg),
      );
    }
    return true;
  });
}

const sumsOf = (learners: Learner[]) =>
  sumReportTotals(learners.map((learner) => ({ totals: learner.sums })));

/** A region, district or store is listed when the place filters allow it. */
function placeAllowed(query: ReportQuery, regionId: number, districtId?: number, storeId?: number): boolean {
  const storesOf = stores.filter((store) => {
    const district = districts.find((one) => one.id === store.districtId);
    return district?.regionId === regionId && (districtId === undefined || store.districtId === districtId);
  });
  if (query.filter_region !== undefined && regionId !== query.filter_region) return false;
  if (query.filter_district !== undefined) {
    if (
      districtId !== undefined
        ? districtId !== query.filter_district
        : !districts.some((one) => one.regionId === regionId && one.id === query.filter_district)
    )
      return false;
  }
  if (query.filter_store !== undefined) {
    if (
      storeId !== undefined
        ? storeId !== query.filter_store
        : !storesOf.some((one) => one.id === query.filter_store)
    )
      return false;
  }
  return true;
}

const placeRow = (
  name: string,
  ids: { region: number; district?: number; store?: number },
  learners: Learner[],
): ReportRow => ({
  region_id: ids.region,
  district_id: ids.district ?? null,
  store_id: ids.store ?? null,
  user_id: null,
  manager_id: null,
  manager_name: null,
  name,
  totals: sumsOf(learners),
});

const learnerRow = (learner: Learner): ReportRow => ({
  region_id: learner.regionId,
  district_id: learner.districtId,
  store_id: learner.storeId,
  user_id: learner.id,
  manager_id: learner.managerId,
  manager_name: learner.managerName,
  name: learner.name,
  totals: reportTotals(learner.sums),
});

const rowId = (row: ReportRow) => row.user_id ?? row.store_id ?? row.district_id ?? row.region_id ?? 0;

function answer(
  demo: Demo,
  level: Report['level'],
  scope: ReportScope,
  learners: Learner[],
  rows: ReportRow[],
  query: ReportQuery,
): Report {
  const sorted = sortReportRows(
    rows,
    parseReportSort(query.sort_column) ?? { column: 'name', direction: 'asc' },
  );
  const totals = sumReportTotals(rows);
  if (query.type === 'list')
    return {
      type: 'list',
      level,
      scope,
      totals,
      data: reportPage(sorted, query.page_number, query.page_results),
      total: rows.length,
      page_number: query.page_number,
      page_results: query.page_results,
      sort_column: query.sort_column,
    };
  const months = reportMonths(demo.now, reportLimits.completionMonths);
  const ids = new Set(learners.map((learner) => learner.id));
  const counts = new Map<string, number>();
  for (const completion of demo.completions) {
    if (!ids.has(completion.userId)) continue;
    const month = completion.completedAt.toISOString().slice(0, 7);
    counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  return {
    type: 'graph',
    level,
    scope,
    totals,
    medals: { gold: totals.gold, silver: totals.silver, bronze: totals.bronze },
    scores: sorted.map((row) => ({
      id: rowId(row),
      name: row.name,
      learners: row.totals.learners,
      score: row.totals.score,
      average_score: row.totals.average_score,
    })),
    completions: months.map((month) => ({ month, completions: counts.get(month) ?? 0 })),
  };
}

const noScope: ReportScope = { region: null, district: null, store: null, manager: null };

/** The saved views the stories made, per user; each story starts with none (as the seed). */
let views = new Map<number, ReportView[]>();
let nextViewId = 1;

/** The report calls (lists and graphs) the current story sent, as path and query: stories count them. */
export const demoReportRequests: string[] = [];

/** A story `beforeEach` for report stories: the views they save are forgotten when they end. */
export function withDemoReportWorld() {
  return () => () => {
    views = new Map();
    nextViewId = 1;
    demoReportRequests.length = 0;
  };
}

/** The views a user has saved in the current story, most recent first. */
export function demoReportViews(userId: number): ReportView[] {
  return [...(views.get(userId) ?? [])].sort(
    (a, b) => b.updated_at.getTime() - a.updated_at.getTime() || b.view_id - a.view_id,
  );
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(encodeDates(body)), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const refused = (status: number, message: string) => json({ error: { status, message } }, status);

const reportCalls = [
  'report',
  'reportRegion',
  'reportDistrict',
  'reportStore',
  'reportManager',
  'reportFilters',
  'reportTeams',
  'reportViews',
  'reportViewCreate',
  'reportViewSave',
] as const satisfies readonly EndpointName[];

const routes = reportCalls.map((name) => ({
  name,
  pattern: new RegExp(
    `^${endpoints[name].method} ${apiBasePath}${endpoints[name].path.replace(/:\w+/g, '(\\d+)')}$`,
  ),
}));

const queryOf = (url: URL) => Object.fromEntries(url.searchParams);

/**
 * Answers a report call from the demo, or undefined when the request is not one. As the server: 403 for whoever
 * `canReadReport` refuses, 404 for an unknown place, 409 for a view name the user already has.
 */
export async function demoReportFetch(
  demo: Demo,
  request: Request,
  userId: number,
): Promise<Response | undefined> {
  const url = new URL(request.url);
  const route = routes.find(({ pattern }) => pattern.test(`${request.method} ${url.pathname}`));
  if (!route) return undefined;
  const ids = (`${request.method} ${url.pathname}`.match(route.pattern) ?? []).slice(1).map(Number);
  const user = demo.users.find((candidate) => candidate.id === userId);
  if (!user) return refused(401, 'Sign in to continue: the session is missing, ended or expired.');
  const viewer: ReportViewer = {
    userId,
    roles: user.roles,
    hasTeam: !isReportingUser(user.roles) && demo.users.some((one) => one.managerId === userId),
  };
  const forbidden = refused(403, reportMessages.notAllowed);
  const isHierarchy = ['report', 'reportRegion', 'reportDistrict', 'reportStore'].includes(route.name);
  if (isHierarchy && !canReadReport(viewer, { kind: 'hierarchy' })) return forbidden;
  if (!isHierarchy && route.name !== 'reportManager' && !canUseReports(viewer)) return forbidden;

  if (route.name === 'reportFilters') {
    const query = reportFilterQuerySchema.parse(queryOf(url));
    const all =
      query.kind === 'region'
        ? regions.map((one) => ({ id: one.id, name: one.name, code: null, parent_id: null }))
        : query.kind === 'district'
          ? districts
              .filter((one) => query.filter_region === undefined || one.regionId === query.filter_region)
              .map((one) => ({ id: one.id, name: one.name, code: null, parent_id: one.regionId }))
          : stores
              .filter((one) => {
                const district = districts.find((candidate) => candidate.id === one.districtId);
                return (
                  (query.filter_region === undefined || district?.regionId === query.filter_region) &&
                  (query.filter_district === undefined || one.districtId === query.filter_district)
                );
              })
              .map((one) => ({ id: one.id, name: one.name, code: one.code, parent_id: one.districtId }));
    const sorted = [...all].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    return json({ data: sorted.slice(query._offset, query._offset + query._limit), total: sorted.length });
  }
  if (route.name === 'reportTeams') {
    const query = reportTeamQuerySchema.parse(queryOf(url));
    const learners = demoLearners(demo);
    const teams = demo.users
      .filter((manager) => learners.some((learner) => learner.managerId === manager.id))
      .filter((manager) => isReportingUser(user.roles) || manager.id === userId)
      .sort(
        (a, b) =>
          a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id - b.id,
      )
      .map((manager) => ({
        manager_id: manager.id,
        manager_name: `${manager.firstName} ${manager.lastName}`,
        learners: learners.filter((learner) => learner.managerId === manager.id).length,
      }));
    return json({ data: teams.slice(query._offset, query._offset + query._limit), total: teams.length });
  }
  if (route.name === 'reportViews') return json({ data: demoReportViews(userId) });
  if (route.name === 'reportViewCreate' || route.name === 'reportViewSave') {
    const parsed = reportViewSaveSchema.safeParse(await request.clone().json());
    if (!parsed.success) return undefined;
    const { replace, ...fields } = parsed.data;
    const mine = views.get(userId) ?? [];
    const namesake = mine.find((view) => view.name.toLowerCase() === fields.name.toLowerCase());
    const now = new Date();
    if (route.name === 'reportViewSave') {
      const view = mine.find((one) => one.view_id === ids[0]);
      if (!view) return refused(404, reportMessages.viewNotFound);
      if (namesake && namesake !== view) return refused(409, reportMessages.replaceViewQuestion);
      Object.assign(view, fields, { updated_at: now });
      return json(view);
    }
    if (namesake && !replace) return refused(409, reportMessages.replaceViewQuestion);
    if (namesake) {
      Object.assign(namesake, fields, { updated_at: now });
      return json(namesake);
    }
    const view: ReportView = { view_id: nextViewId++, ...fields, created_at: now, updated_at: now };
    views.set(userId, [...mine, view]);
    return json(view, 201);
  }

  demoReportRequests.push(`${url.pathname.slice(apiBasePath.length)}${url.search}`);
  const query = reportQuerySchema.parse(queryOf(url));
  const [first = 0, second = 0, third = 0] = ids;
  if (route.name === 'report') {
    const rows = regions
      .filter((region) => placeAllowed(query, region.id))
      .map((region) =>
        placeRow(
          region.name,
          { region: region.id },
          learnersIn(demo, { kind: 'region', regionId: region.id }, query),
        ),
      );
    return json(answer(demo, 'overview', noScope, learnersIn(demo, { kind: 'all' }, query), rows, query));
  }
  if (route.name === 'reportManager') {
    if (!canReadReport(viewer, { kind: 'team', managerId: first })) return forbidden;
    const manager = demo.users.find((one) => one.id === first);
    if (!manager) return refused(404, reportMessages.managerNotFound);
    const learners = learnersIn(demo, { kind: 'team', managerId: first }, query);
    const scope = {
      ...noScope,
      manager: { id: manager.id, name: `${manager.firstName} ${manager.lastName}` },
    };
    return json(answer(demo, 'team', scope, learners, learners.map(learnerRow), query));
  }
  const region = regions.find((one) => one.id === first);
  if (!region) return refused(404, reportMessages.regionNotFound);
  if (route.name === 'reportRegion') {
    const rows = districts
      .filter((district) => district.regionId === region.id && placeAllowed(query, region.id, district.id))
      .map((district) =>
        placeRow(
          district.name,
          { region: region.id, district: district.id },
          learnersIn(demo, { kind: 'district', districtId: district.id }, query),
        ),
      );
    const learners = learnersIn(demo, { kind: 'region', regionId: region.id }, query);
    return json(answer(demo, 'region', { ...noScope, region }, learners, rows, query));
  }
  const district = districts.find((one) => one.id === second && one.regionId === region.id);
  if (!district) return refused(404, reportMessages.districtNotFound);
  const place = {
    region: { id: region.id, name: region.name },
    district: { id: district.id, name: district.name },
  };
  if (route.name === 'reportDistrict') {
    const rows = stores
      .filter(
        (store) => store.districtId === district.id && placeAllowed(query, region.id, district.id, store.id),
      )
      .map((store) =>
        placeRow(
          store.name,
          { region: region.id, district: district.id, store: store.id },
          learnersIn(demo, { kind: 'store', storeId: store.id }, query),
        ),
      );
    const learners = learnersIn(demo, { kind: 'district', districtId: district.id }, query);
    return json(answer(demo, 'district', { ...noScope, ...place }, learners, rows, query));
  }
  const store = stores.find((one) => one.id === third && one.districtId === district.id);
  if (!store) return refused(404, reportMessages.storeNotFound);
  const learners = learnersIn(demo, { kind: 'store', storeId: store.id }, query);
  const scope = { ...noScope, ...place, store: { id: store.id, name: store.name, code: store.code } };
  return json(answer(demo, 'store', scope, learners, learners.map(learnerRow), query));
}
