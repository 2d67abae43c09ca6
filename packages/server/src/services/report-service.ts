/**
 * Report dashboards (issue 10; 001 sections 2, 3 and 7): the overview of regions, a region's districts, a
 * district's stores, a store's learners and a manager's team, as a sorted page of rows (type list) or as what
 * the charts draw (type graph); the filter list, the team list and saved views. Who may read what is
 * `canReadReport`; the numbers are summed in SQL from the learner stats' sources and finished by the domain's
 * report rules, in one read-only snapshot.
 */
import {
  canReadReport,
  canUseReports,
  isReportingUser,
  parseReportSort,
  type Report,
  type ReportFilterList,
  type ReportFilterQuery,
  type ReportLevel,
  type ReportQuery,
  type ReportRow,
  type ReportScope,
  type ReportSort,
  type ReportTeamList,
  type ReportTeamQuery,
  type ReportTotals,
  type ReportView,
  type ReportViewer,
  type ReportViewList,
  type ReportViewSave,
  reportLimits,
  reportMessages,
  reportMonths,
  reportPage,
  reportTotals,
  sortReportRows,
  sumReportTotals,
} from '@segno/domain';
import type { Orm } from '../db/database';
import {
  countCompletionsByMonth,
  findDistrict,
  findPerson,
  findRegion,
  findStore,
  hasTeam,
  type LearnerLevelScope,
  type LearnerScope,
  type LearnerSums,
  listFilterOptions,
  listLearnerSums,
  listTeams,
  type PlaceSums,
  sumByDistrict,
  sumByRegion,
  sumByStore,
  sumLearners,
} from '../repositories/report-repository';
import {
  findView,
  findViewByName,
  insertView,
  listViews,
  lockUserViews,
  updateView,
} from '../repositories/report-view-repository';
import type { ServiceContext } from './service-context';
import type { SignedInUser } from './session-service';

const readOnly = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** Why a call is refused: 403, or 404 with the message naming what is missing. */
export type ReportRefusal = { refusal: 'forbidden' } | { refusal: 'notFound'; message: string };

const forbidden: ReportRefusal = { refusal: 'forbidden' };
const notFound = (message: string): ReportRefusal => ({ refusal: 'notFound', message });

const noScope: ReportScope = { region: null, district: null, store: null, manager: null };

const placeRow = (place: PlaceSums): ReportRow => ({
  region_id: place.regionId,
  district_id: place.districtId,
  store_id: place.storeId,
  user_id: null,
  manager_id: null,
  manager_name: null,
  name: place.name,
  totals: reportTotals(place.sums),
});

export const learnerRow = (learner: LearnerSums): ReportRow => ({
  region_id: learner.regionId,
  district_id: learner.districtId,
  store_id: learner.storeId,
  user_id: learner.userId,
  manager_id: learner.managerId,
  manager_name: learner.managerName,
  name: learner.name,
  totals: reportTotals(learner.sums),
});

/** The query's sort (the schema refused sort columns that do not parse). */
export const reportSortOf = (query: Pick<ReportQuery, 'sort_column'>): ReportSort =>
  parseReportSort(query.sort_column) ?? { column: 'name', direction: 'asc' };

/** The id a row stands for in the score chart. */
const rowId = (row: ReportRow) => row.user_id ?? row.store_id ?? row.district_id ?? row.region_id ?? 0;

export function createReportService({ orm, now }: ServiceContext) {
  async function viewerOf(db: Orm, signedIn: SignedInUser): Promise<ReportViewer> {
    return {
      userId: signedIn.userId,
      roles: signedIn.roles,
      hasTeam: !isReportingUser(signedIn.roles) && (await hasTeam(db, signedIn.userId)),
    };
  }

  /** A list answer: one page of rows, with the report's totals and row count. */
  function listAnswer(
    level: ReportLevel,
    scope: ReportScope,
    totals: ReportTotals,
    data: ReportRow[],
    total: number,
    query: ReportQuery,
  ): Report {
    return {
      type: 'list',
      level,
      scope,
      totals,
      data,
      total,
      page_number: query.page_number,
      page_results: query.page_results,
      sort_column: query.sort_column,
    };
  }

  /** A graph answer: the medals, a bar per row (every row, in the list's order) and the completion series. */
  async function graphAnswer(
    db: Orm,
    level: ReportLevel,
    scope: ReportScope,
    learners: LearnerScope,
    sorted: ReportRow[],
    totals: ReportTotals,
    query: ReportQuery,
  ): Promise<Report> {
    const months = reportMonths(now(), reportLimits.completionMonths);
    const completions = await countCompletionsByMonth(db, learners, query, `${months[0]}-01`);
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
      completions: months.map((month) => ({ month, completions: completions.get(month) ?? 0 })),
    };
  }

  /** A report whose rows are places (a few hundred at most): every row read, then sorted and paged here. */
  async function placeAnswer(
    db: Orm,
    level: ReportLevel,
    scope: ReportScope,
    learners: LearnerScope,
    rows: ReportRow[],
    query: ReportQuery,
  ): Promise<Report> {
    const sorted = sortReportRows(rows, reportSortOf(query));
    const totals = sumReportTotals(rows);
    if (query.type === 'list') {
      const page = reportPage(sorted, query.page_number, query.page_results);
      return listAnswer(level, scope, totals, page, rows.length, query);
    }
    return graphAnswer(db, level, scope, learners, sorted, totals, query);
  }

  /**
   * A report whose rows are learners (a store, or a team of up to every learner): the list reads only its page,
   * sorted in SQL as `sortReportRows` sorts, and the totals with one aggregate; the graph draws every learner.
   */
  async function learnerAnswer(
    db: Orm,
    level: ReportLevel,
    scope: ReportScope,
    learners: LearnerLevelScope,
    query: ReportQuery,
  ): Promise<Report> {
    const sort = reportSortOf(query);
    if (query.type === 'list') {
      const sums = await sumLearners(db, learners, query);
      const page = await listLearnerSums(db, learners, query, {
        sort,
        limit: query.page_results,
        offset: (query.page_number - 1) * query.page_results,
      });
      return listAnswer(level, scope, reportTotals(sums), page.map(learnerRow), sums.learners, query);
    }
    const rows = (await listLearnerSums(db, learners, query, { sort })).map(learnerRow);
    return graphAnswer(db, level, scope, learners, rows, sumReportTotals(rows), query);
  }

  /** Runs a hierarchy report for a reporting user or a manager, in one read-only snapshot. */
  function hierarchyReport(
    signedIn: SignedInUser,
    read: (db: Orm) => Promise<Report | ReportRefusal>,
  ): Promise<Report | ReportRefusal> {
    return orm.transaction(async (tx) => {
      if (!canReadReport(await viewerOf(tx, signedIn), { kind: 'hierarchy' })) return forbidden;
      return read(tx);
    }, readOnly);
  }

  return {
    /** GET /report: a row per region. */
    overview(signedIn: SignedInUser, query: ReportQuery): Promise<Report | ReportRefusal> {
      return hierarchyReport(signedIn, async (db) =>
        placeAnswer(
          db,
          'overview',
          noScope,
          { kind: 'all' },
          (await sumByRegion(db, query)).map(placeRow),
          query,
        ),
      );
    },

    /** GET /report/region/{id}: a row per district of the region. */
    region(signedIn: SignedInUser, regionId: number, query: ReportQuery): Promise<Report | ReportRefusal> {
      return hierarchyReport(signedIn, async (db) => {
        const region = await findRegion(db, regionId);
        if (!region) return notFound(reportMessages.regionNotFound);
        const rows = (await sumByDistrict(db, regionId, query)).map(placeRow);
        return placeAnswer(db, 'region', { ...noScope, region }, { kind: 'region', regionId }, rows, query);
      });
    },

    /** GET /report/region/{id}/district/{id}: a row per store of the district. */
    district(
      signedIn: SignedInUser,
      ids: { regionId: number; districtId: number },
      query: ReportQuery,
    ): Promise<Report | ReportRefusal> {
      return hierarchyReport(signedIn, async (db) => {
        const region = await findRegion(db, ids.regionId);
        if (!region) return notFound(reportMessages.regionNotFound);
        const district = await findDistrict(db, ids.regionId, ids.districtId);
        if (!district) return notFound(reportMessages.districtNotFound);
        const rows = (await sumByStore(db, ids.districtId, query)).map(placeRow);
        const scope = { ...noScope, region, district };
        return placeAnswer(
          db,
          'district',
          scope,
          { kind: 'district', districtId: ids.districtId },
          rows,
          query,
        );
      });
    },

    /** GET .../store/{id}: a row per learner of the store. */
    store(
      signedIn: SignedInUser,
      ids: { regionId: number; districtId: number; storeId: number },
      query: ReportQuery,
    ): Promise<Report | ReportRefusal> {
      return hierarchyReport(signedIn, async (db) => {
        const region = await findRegion(db, ids.regionId);
        if (!region) return notFound(reportMessages.regionNotFound);
        const district = await findDistrict(db, ids.regionId, ids.districtId);
        if (!district) return notFound(reportMessages.districtNotFound);
        const store = await findStore(db, ids.districtId, ids.storeId);
        if (!store) return notFound(reportMessages.storeNotFound);
        const learners = { kind: 'store', storeId: ids.storeId } as const;
        return learnerAnswer(db, 'store', { ...noScope, region, district, store }, learners, query);
      });
    },

    /** GET /report/manager/{id}: a row per learner who reports to the manager. */
    team(signedIn: SignedInUser, managerId: number, query: ReportQuery): Promise<Report | ReportRefusal> {
      return orm.transaction(async (tx) => {
        if (!canReadReport(await viewerOf(tx, signedIn), { kind: 'team', managerId })) return forbidden;
        const manager = await findPerson(tx, managerId);
        if (!manager) return notFound(reportMessages.managerNotFound);
        return learnerAnswer(tx, 'team', { ...noScope, manager }, { kind: 'team', managerId }, query);
      }, readOnly);
    },

    /** GET /report/filter: one page of a filter's options. */
    filters(signedIn: SignedInUser, query: ReportFilterQuery): Promise<ReportFilterList | ReportRefusal> {
      return orm.transaction(async (tx) => {
        if (!canUseReports(await viewerOf(tx, signedIn))) return forbidden;
        const { rows, total } = await listFilterOptions(
          tx,
          query.kind,
          { regionId: query.filter_region, districtId: query.filter_district },
          { limit: query._limit, offset: query._offset },
        );
        return { data: rows, total };
      }, readOnly);
    },

    /** GET /report/team: every team for reporting users, a manager's own for a manager. */
    teams(signedIn: SignedInUser, query: ReportTeamQuery): Promise<ReportTeamList | ReportRefusal> {
      return orm.transaction(async (tx) => {
        const viewer = await viewerOf(tx, signedIn);
        if (!canUseReports(viewer)) return forbidden;
        const page = { limit: query._limit, offset: query._offset };
        const { rows, total } = await listTeams(
          tx,
          page,
          isReportingUser(viewer.roles) ? undefined : viewer.userId,
        );
        return { data: rows, total };
      }, readOnly);
    },

    /** GET /report/saved */
    async views(signedIn: SignedInUser): Promise<ReportViewList | ReportRefusal> {
      return orm.transaction(async (tx) => {
        if (!canUseReports(await viewerOf(tx, signedIn))) return forbidden;
        return { data: await listViews(tx, signedIn.userId) };
      }, readOnly);
    },

    /**
     * POST /report/saved: a new view; 'nameTaken' (409) when the user has one of that name, unless `replace`,
     * which overwrites that view (the answer to the spec's "Press OK to replace it").
     */
    createView(
      signedIn: SignedInUser,
      save: ReportViewSave,
    ): Promise<{ view: ReportView; isNew: boolean } | ReportRefusal | 'nameTaken'> {
      return orm.transaction(async (tx) => {
        if (!canUseReports(await viewerOf(tx, signedIn))) return forbidden;
        const { replace, ...fields } = save;
        await lockUserViews(tx, signedIn.userId);
        const existing = await findViewByName(tx, signedIn.userId, fields.name);
        if (existing && !replace) return 'nameTaken';
        const at = now();
        const view = existing
          ? await updateView(tx, existing.id, fields, at)
          : await insertView(tx, signedIn.userId, fields, at);
        if (!view) throw new Error('The saved report was not written.');
        return { view, isNew: !existing };
      });
    },

    /** PUT /report/saved/{id}: the user's own view rewritten; 'nameTaken' when another of theirs has the name. */
    saveView(
      signedIn: SignedInUser,
      viewId: number,
      save: ReportViewSave,
    ): Promise<ReportView | ReportRefusal | 'nameTaken'> {
      return orm.transaction(async (tx) => {
        if (!canUseReports(await viewerOf(tx, signedIn))) return forbidden;
        const { replace: _replace, ...fields } = save;
        await lockUserViews(tx, signedIn.userId);
        if (!(await findView(tx, signedIn.userId, viewId))) return notFound(reportMessages.viewNotFound);
        const namesake = await findViewByName(tx, signedIn.userId, fields.name);
        if (namesake && namesake.id !== viewId) return 'nameTaken';
        const view = await updateView(tx, viewId, fields, now());
        if (!view) throw new Error('The saved report was not written.');
        return view;
      });
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
