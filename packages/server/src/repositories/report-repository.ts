/**
 * The report dashboards' SQL (0025, 0028, 0029): the learners a report counts, their numbers summed by region,
 * district, store or learner, the completion series, and the hierarchy's lookups and filter lists.
 *
 * Numbers come from the learner stats' own sources: score from the running totals of the ledger
 * (`learner_score`, or `segment_score` with a segment), medals and badges from user_medal and user_badge
 * (through their per-learner counts, `learner_award_count`, kept by triggers; with a segment, counted directly
 * for that segment's medals and badges). Learners are `isRankedLearner` (enabled, role 1).
 */
import { emptyReportSums, type ReportQuery, type ReportSort, type ReportSums } from '@segno/domain';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { rowsOf } from '../db/rows-of';
import { appUser, reportDistrict, reportRegion, reportStore } from '../db/schema';
import { isRankedLearner } from './learner-scores';

/** Which learners: the hierarchy below a place (inner join to stores), or a manager's direct team. */
export type LearnerScope =
  | { kind: 'all' }
  | { kind: 'region'; regionId: number }
  | { kind: 'district'; districtId: number }
  | { kind: 'store'; storeId: number }
  | { kind: 'team'; managerId: number };

export type ReportFilters = Pick<
  ReportQuery,
  'filter_region' | 'filter_district' | 'filter_store' | 'filter_subscription' | 'seg'
>;

/** The places (store `s`, district `d`) of a hierarchy scope and the place filters. */
function placeConditions(scope: LearnerScope, filters: ReportFilters): SQL[] {
  const conditions: SQL[] = [];
  if (scope.kind === 'region') conditions.push(sql`d.region_id = ${scope.regionId}`);
  if (scope.kind === 'district') conditions.push(sql`s.district_id = ${scope.districtId}`);
  if (scope.kind === 'store') conditions.push(sql`s.id = ${scope.storeId}`);
  if (filters.filter_region !== undefined) conditions.push(sql`d.region_id = ${filters.filter_region}`);
  if (filters.filter_district !== undefined) conditions.push(sql`s.district_id = ${filters.filter_district}`);
  if (filters.filter_store !== undefined) conditions.push(sql`s.id = ${filters.filter_store}`);
  return conditions;
}

/** The scope's learners after the filters, with their store, district and region (null outside the hierarchy). */
function learnersCte(scope: LearnerScope, filters: ReportFilters): SQL {
  const conditions: SQL[] = [isRankedLearner, ...placeConditions(scope, filters)];
  if (scope.kind === 'team') conditions.push(sql`app_user.manager_id = ${scope.managerId}`);
  if (filters.filter_subscription !== undefined) {
    const link = filters.filter_subscription === 'self' ? sql`us.is_subscribed` : sql`us.is_assigned`;
    const segment = filters.seg === undefined ? sql`` : sql` and us.segment_id = ${filters.seg}`;
    conditions.push(
      sql`exists (select 1 from user_segment us where us.user_id = app_user.id and ${link}${segment})`,
    );
  }
  // A team counts learners outside the hierarchy too; every other report only those in a known store.
  const join = scope.kind === 'team' ? sql`left join` : sql`join`;
  return sql`learners as (
    select app_user.id, app_user.first_name, app_user.last_name, app_user.report_name_key as name_key,
      app_user.manager_id, s.id as store_id, s.district_id, d.region_id
    from app_user
    ${join} report_store s on s.code = app_user.location
    ${join} report_district d on d.id = s.district_id
    where ${and(...conditions)}
  )`;
}

/** Each learner's score, medals and badges: overall, or in one segment. */
function numbersCte(filters: ReportFilters): SQL {
  if (filters.seg === undefined) {
    return sql`numbers as (
      select l.*, coalesce(ls.score, 0) as score, coalesce(ac.gold, 0) as gold, coalesce(ac.silver, 0) as silver,
        coalesce(ac.bronze, 0) as bronze, coalesce(ac.badges, 0) as badges
      from learners l
      left join learner_score ls on ls.user_id = l.id
      left join learner_award_count ac on ac.user_id = l.id
    )`;
  }
  const segmentId = filters.seg;
  return sql`numbers as (
    select l.*, coalesce(ss.score, 0) as score, coalesce(md.gold, 0) as gold, coalesce(md.silver, 0) as silver,
      coalesce(md.bronze, 0) as bronze, coalesce(bd.badges, 0) as badges
    from learners l
    left join segment_score ss on ss.user_id = l.id and ss.segment_id = ${segmentId}
    left join (
      select um.user_id, count(*) filter (where m.level = 3) as gold, count(*) filter (where m.level = 2) as silver,
        count(*) filter (where m.level = 1) as bronze
      from medal m join user_medal um on um.medal_id = m.id
      where m.segment_id = ${segmentId} group by um.user_id
    ) md on md.user_id = l.id
    left join (
      select ub.user_id, count(*) as badges
      from badge b join user_badge ub on ub.badge_id = b.id
      where b.segment_id = ${segmentId} group by ub.user_id
    ) bd on bd.user_id = l.id
  )`;
}

const sums = sql`count(n.id)::int as learners, coalesce(sum(n.score), 0)::float8 as score,
  coalesce(sum(n.gold), 0)::float8 as gold, coalesce(sum(n.silver), 0)::float8 as silver,
  coalesce(sum(n.bronze), 0)::float8 as bronze, coalesce(sum(n.badges), 0)::float8 as badges`;

type SumsRow = {
  learners: number;
  score: number;
  gold: number;
  silver: number;
  bronze: number;
  badges: number;
};

const toSums = (row: SumsRow): ReportSums => ({
  learners: Number(row.learners),
  score: Number(row.score),
  gold: Number(row.gold),
  silver: Number(row.silver),
  bronze: Number(row.bronze),
  badges: Number(row.badges),
});

export type PlaceSums = {
  regionId: number;
  districtId: number | null;
  storeId: number | null;
  name: string;
  sums: ReportSums;
};

/** A place is listed when the place filters allow it (a filtered store lists only its district and region). */
function placeFilter(filters: ReportFilters, region: SQL, district: SQL | null, store: SQL | null): SQL[] {
  const conditions: SQL[] = [];
  if (filters.filter_region !== undefined) conditions.push(sql`${region} = ${filters.filter_region}`);
  if (filters.filter_district !== undefined) {
    conditions.push(
      district
        ? sql`${district} = ${filters.filter_district}`
        : sql`exists (select 1 from report_district fd where fd.region_id = ${region} and fd.id = ${filters.filter_district})`,
    );
  }
  if (filters.filter_store !== undefined) {
    conditions.push(
      store
        ? sql`${store} = ${filters.filter_store}`
        : district
          ? sql`exists (select 1 from report_store fs where fs.district_id = ${district} and fs.id = ${filters.filter_store})`
          : sql`exists (select 1 from report_store fs join report_district fd on fd.id = fs.district_id
              where fd.region_id = ${region} and fs.id = ${filters.filter_store})`,
    );
  }
  return conditions;
}

const whereAll = (conditions: SQL[]) => (conditions.length === 0 ? sql`true` : and(...conditions));

/** One row per region (of the filters), every region listed even without learners. */
export async function sumByRegion(db: Orm, filters: ReportFilters): Promise<PlaceSums[]> {
  const rows = await rowsOf<SumsRow & { id: number; name: string }>(
    db,
    sql`with ${learnersCte({ kind: 'all' }, filters)}, ${numbersCte(filters)}
      select r.id, r.name, ${sums}
      from report_region r left join numbers n on n.region_id = r.id
      where ${whereAll(placeFilter(filters, sql`r.id`, null, null))}
      group by r.id, r.name`,
  );
  return rows.map((row) => ({
    regionId: row.id,
    districtId: null,
    storeId: null,
    name: row.name,
    sums: toSums(row),
  }));
}

/** One row per district of the region. */
export async function sumByDistrict(db: Orm, regionId: number, filters: ReportFilters): Promise<PlaceSums[]> {
  const rows = await rowsOf<SumsRow & { id: number; name: string; region_id: number }>(
    db,
    sql`with ${learnersCte({ kind: 'region', regionId }, filters)}, ${numbersCte(filters)}
      select d.id, d.name, d.region_id, ${sums}
      from report_district d left join numbers n on n.district_id = d.id
      where ${whereAll([sql`d.region_id = ${regionId}`, ...placeFilter(filters, sql`d.region_id`, sql`d.id`, null)])}
      group by d.id, d.name, d.region_id`,
  );
  return rows.map((row) => ({
    regionId: row.region_id,
    districtId: row.id,
    storeId: null,
    name: row.name,
    sums: toSums(row),
  }));
}

/** One row per store of the district. */
export async function sumByStore(db: Orm, districtId: number, filters: ReportFilters): Promise<PlaceSums[]> {
  const rows = await rowsOf<SumsRow & { id: number; name: string; district_id: number; region_id: number }>(
    db,
    sql`with ${learnersCte({ kind: 'district', districtId }, filters)}, ${numbersCte(filters)}
      select s.id, s.name, s.district_id, d.region_id, ${sums}
      from report_store s join report_district d on d.id = s.district_id
      left join numbers n on n.store_id = s.id
      where ${whereAll([sql`s.district_id = ${districtId}`, ...placeFilter(filters, sql`d.region_id`, sql`s.district_id`, sql`s.id`)])}
      group by s.id, s.name, s.district_id, d.region_id`,
  );
  return rows.map((row) => ({
    regionId: row.region_id,
    districtId: row.district_id,
    storeId: row.id,
    name: row.name,
    sums: toSums(row),
  }));
}

export type LearnerSums = {
  userId: number;
  name: string;
  regionId: number | null;
  districtId: number | null;
  storeId: number | null;
  managerId: number | null;
  managerName: string | null;
  sums: ReportSums;
};

/** The reports whose rows are learners. */
export type LearnerLevelScope = Extract<LearnerScope, { kind: 'store' | 'team' }>;

/**
 * The learners in `sortReportRows`' order (report-rows.ts): the asked column, then name, then id, whatever the
 * direction; names by their key (0028). A learner row's average is its score (one learner), and level sorts by
 * average; every row counts one learner, so learners sorts by name alone.
 */
function learnerOrder({ column, direction }: ReportSort): SQL {
  const sign = direction === 'asc' ? sql`asc` : sql`desc`;
  if (column === 'name') return sql`n.name_key ${sign}, n.id`;
  if (column === 'learners') return sql`n.name_key, n.id`;
  const value = column === 'average_score' || column === 'level' ? 'score' : column;
  return sql`n.${sql.identifier(value)} ${sign}, n.name_key, n.id`;
}

/** Which learner rows: a page in a sort's order (every row without a limit), or the given learners in order. */
export type LearnerRows = { sort: ReportSort; limit?: number; offset?: number } | { ids: readonly number[] };

/** A store's or a team's learner rows, each with the learner's own numbers. */
export async function listLearnerSums(
  db: Orm,
  scope: LearnerLevelScope,
  filters: ReportFilters,
  which: LearnerRows,
): Promise<LearnerSums[]> {
  const chosen =
    'ids' in which
      ? sql`join unnest(${`{${which.ids.join(',')}}`}::int[]) with ordinality as chosen (id, position)
          on chosen.id = n.id
        order by chosen.position`
      : sql`order by ${learnerOrder(which.sort)}
        ${which.limit === undefined ? sql`` : sql`limit ${which.limit}`} offset ${which.offset ?? 0}`;
  const rows = await rowsOf<
    SumsRow & {
      id: number;
      first_name: string;
      last_name: string;
      region_id: number | null;
      district_id: number | null;
      store_id: number | null;
      manager_id: number | null;
      manager_name: string | null;
    }
  >(
    db,
    sql`with ${learnersCte(scope, filters)}, ${numbersCte(filters)}
      select n.id, n.first_name, n.last_name, n.region_id, n.district_id, n.store_id, n.manager_id,
        m.first_name || ' ' || m.last_name as manager_name, 1 as learners, n.score::float8 as score,
        n.gold::float8 as gold, n.silver::float8 as silver, n.bronze::float8 as bronze, n.badges::float8 as badges
      from numbers n left join app_user m on m.id = n.manager_id
      ${chosen}`,
  );
  return rows.map((row) => ({
    userId: row.id,
    name: `${row.first_name} ${row.last_name}`,
    regionId: row.region_id,
    districtId: row.district_id,
    storeId: row.store_id,
    managerId: row.manager_id,
    managerName: row.manager_name,
    sums: toSums(row),
  }));
}

/** A store's or a team's learners in `sortReportRows`' order, by id only (what an export of them pages by). */
export async function listLearnerIds(
  db: Orm,
  scope: LearnerLevelScope,
  filters: ReportFilters,
  sort: ReportSort,
): Promise<Int32Array> {
  const [row] = await rowsOf<{ ids: number[] | null }>(
    db,
    sql`with ${learnersCte(scope, filters)}, ${numbersCte(filters)}
      select array_agg(n.id order by ${learnerOrder(sort)}) as ids from numbers n`,
  );
  return Int32Array.from(row?.ids ?? []);
}

/** The sums over every learner of a store or a team: the report's totals and its row count. */
export async function sumLearners(
  db: Orm,
  scope: LearnerLevelScope,
  filters: ReportFilters,
): Promise<ReportSums> {
  const [row] = await rowsOf<SumsRow>(
    db,
    sql`with ${learnersCte(scope, filters)}, ${numbersCte(filters)} select ${sums} from numbers n`,
  );
  return row ? toSums(row) : { ...emptyReportSums };
}

/**
 * Completions of the scope's learners per calendar month (UTC) from `fromMonth` (`YYYY-MM-01`): whole stores'
 * learners (the hierarchy, with place filters only) from the per-store months (0029), a row per store and month;
 * a team, or learners picked by their segments (filter_subscription), from each learner's months (0025).
 */
export async function countCompletionsByMonth(
  db: Orm,
  scope: LearnerScope,
  filters: ReportFilters,
  fromMonth: string,
): Promise<Map<string, number>> {
  const isWholeStores = scope.kind !== 'team' && filters.filter_subscription === undefined;
  const rows = await rowsOf<{ month: string; completions: number }>(
    db,
    isWholeStores
      ? sql`select to_char(sc.month, 'YYYY-MM') as month, sum(sc.completions)::float8 as completions
        from store_completion_month sc
        join report_store s on s.id = sc.store_id
        join report_district d on d.id = s.district_id
        where ${and(sql`sc.month >= ${fromMonth}::date`, ...placeConditions(scope, filters))}
        group by sc.month`
      : sql`with ${learnersCte(scope, filters)}
        select to_char(cm.month, 'YYYY-MM') as month, sum(cm.completions)::float8 as completions
        from learner_completion_month cm join learners l on l.id = cm.user_id
        where cm.month >= ${fromMonth}::date
        group by cm.month`,
  );
  return new Map(rows.map((row) => [row.month, Number(row.completions)]));
}

export async function findRegion(db: Orm, regionId: number) {
  const [row] = await db
    .select({ id: reportRegion.id, name: reportRegion.name })
    .from(reportRegion)
    .where(eq(reportRegion.id, regionId));
  return row;
}

/** The district when it is in the region. */
export async function findDistrict(db: Orm, regionId: number, districtId: number) {
  const [row] = await db
    .select({ id: reportDistrict.id, name: reportDistrict.name })
    .from(reportDistrict)
    .where(and(eq(reportDistrict.id, districtId), eq(reportDistrict.regionId, regionId)));
  return row;
}

/** The store when it is in the district. */
export async function findStore(db: Orm, districtId: number, storeId: number) {
  const [row] = await db
    .select({ id: reportStore.id, name: reportStore.name, code: reportStore.code })
    .from(reportStore)
    .where(and(eq(reportStore.id, storeId), eq(reportStore.districtId, districtId)));
  return row;
}

export async function findPerson(db: Orm, userId: number) {
  const [row] = await db
    .select({ id: appUser.id, name: sql<string>`${appUser.firstName} || ' ' || ${appUser.lastName}` })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return row;
}

/** Whether the user manages anyone enabled: a manager as 000 section 6 defines one (total_managees above 0). */
export async function hasTeam(db: Orm, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.managerId, userId), eq(appUser.isDisabled, false)))
    .limit(1);
  return row !== undefined;
}

export type FilterOption = { id: number; name: string; code: string | null; parent_id: number | null };

/** One page of a filter's options by name, and how many there are. */
export async function listFilterOptions(
  db: Orm,
  kind: 'region' | 'district' | 'store',
  within: { regionId?: number; districtId?: number },
  page: { limit: number; offset: number },
): Promise<{ rows: FilterOption[]; total: number }> {
  if (kind === 'region') {
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: reportRegion.id,
          name: reportRegion.name,
          code: sql<null>`null`,
          parent_id: sql<null>`null`,
        })
        .from(reportRegion)
        .orderBy(asc(reportRegion.name), asc(reportRegion.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(reportRegion),
    ]);
    return { rows, total: total?.total ?? 0 };
  }
  if (kind === 'district') {
    const where = within.regionId === undefined ? undefined : eq(reportDistrict.regionId, within.regionId);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: reportDistrict.id,
          name: reportDistrict.name,
          code: sql<null>`null`,
          parent_id: reportDistrict.regionId,
        })
        .from(reportDistrict)
        .where(where)
        .orderBy(asc(reportDistrict.name), asc(reportDistrict.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(reportDistrict).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  }
  const where = and(
    within.regionId === undefined ? undefined : eq(reportDistrict.regionId, within.regionId),
    within.districtId === undefined ? undefined : eq(reportStore.districtId, within.districtId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reportStore.id,
        name: reportStore.name,
        code: reportStore.code,
        parent_id: reportStore.districtId,
      })
      .from(reportStore)
      .innerJoin(reportDistrict, eq(reportDistrict.id, reportStore.districtId))
      .where(where)
      .orderBy(asc(reportStore.name), asc(reportStore.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(reportStore)
      .innerJoin(reportDistrict, eq(reportDistrict.id, reportStore.districtId))
      .where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export type TeamRow = { manager_id: number; manager_name: string; learners: number };

/** Managers with at least one enabled learner reporting to them, by name; or only `onlyManagerId`'s team. */
export async function listTeams(
  db: Orm,
  page: { limit: number; offset: number },
  onlyManagerId?: number,
): Promise<{ rows: TeamRow[]; total: number }> {
  const only = onlyManagerId === undefined ? sql`` : sql` and app_user.manager_id = ${onlyManagerId}`;
  const teams = sql`teams as (
    select app_user.manager_id, count(*)::int as learners from app_user
    where ${isRankedLearner} and app_user.manager_id is not null${only}
    group by app_user.manager_id
  )`;
  const [rows, [total]] = await Promise.all([
    rowsOf<TeamRow>(
      db,
      sql`with ${teams}
        select t.manager_id, m.first_name || ' ' || m.last_name as manager_name, t.learners
        from teams t join app_user m on m.id = t.manager_id
        order by m.last_name, m.first_name, m.id
        limit ${page.limit} offset ${page.offset}`,
    ),
    rowsOf<{ total: number }>(db, sql`with ${teams} select count(*)::int as total from teams`),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, learners: Number(row.learners) })),
    total: Number(total?.total ?? 0),
  };
}
