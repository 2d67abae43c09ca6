/**
 * The report export (issue 10; 001 sections 3 and 7): every row of one report (overview, region, district, store
 * or a manager's team) with the list's query, in the list's order, page after page, so the file holds what the
 * list shows. The access rule is checked again, as the requester, when the file is written. A place level's
 * rows (a few hundred at most) are read through the report service's list, a page at a time; a store's or a
 * team's learners (up to every learner) are sorted in SQL once and read a page at a time by id, so memory stays
 * flat whatever the team's size.
 */
import {
  canReadReport,
  type ExportCellValue,
  isReportingUser,
  type ReportExportField,
  type ReportExportQuery,
  type ReportQuery,
  type ReportRow,
  reportExportFields,
  reportExportQuerySchema,
  reportMessages,
} from '@segno/domain';
import type { Orm } from '../../db/database';
import {
  findDistrict,
  findPerson,
  findRegion,
  findStore,
  hasTeam,
  type LearnerLevelScope,
  listLearnerIds,
  listLearnerSums,
} from '../../repositories/report-repository';
import { createReportService, learnerRow, type ReportRefusal, reportSortOf } from '../report-service';
import type { ServiceContext } from '../service-context';
import type { SignedInUser } from '../session-service';
import { defineExportKind, type ExportParams } from './export-kind';

/** Which report: a level and the ids of its place, or a manager's team. */
export type ReportExportTarget =
  | { level: 'overview' }
  | { level: 'region'; regionId: number }
  | { level: 'district'; regionId: number; districtId: number }
  | { level: 'store'; regionId: number; districtId: number; storeId: number }
  | { level: 'team'; managerId: number };

const queryKeys = [
  'sort_column',
  'filter_region',
  'filter_district',
  'filter_store',
  'filter_subscription',
  'seg',
] as const satisfies readonly (keyof ReportExportQuery)[];

/** The job's parameters: who asked (the rows are read as them), the report and its query. */
export function reportExportParams(
  requester: Pick<SignedInUser, 'userId' | 'roles'>,
  target: ReportExportTarget,
  query: ReportExportQuery,
): ExportParams {
  const params: ExportParams = { ...target, userId: requester.userId, roles: requester.roles.join(',') };
  for (const key of queryKeys) {
    const value = query[key];
    if (value !== undefined) params[key] = value;
  }
  return params;
}

const idOf = (params: ExportParams, key: string) => Number(params[key]);

/** The export's query (sort and filters) from the job's parameters. */
const queryOf = (params: ExportParams): ReportExportQuery =>
  reportExportQuerySchema.parse(Object.fromEntries(queryKeys.map((key) => [key, params[key]])));

const requesterOf = (params: ExportParams): SignedInUser => ({
  userId: idOf(params, 'userId'),
  username: '',
  roles: String(params.roles ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number),
  tokenHash: '',
});

function targetOf(params: ExportParams): ReportExportTarget {
  const regionId = idOf(params, 'regionId');
  const districtId = idOf(params, 'districtId');
  switch (params.level) {
    case 'region':
      return { level: 'region', regionId };
    case 'district':
      return { level: 'district', regionId, districtId };
    case 'store':
      return { level: 'store', regionId, districtId, storeId: idOf(params, 'storeId') };
    case 'team':
      return { level: 'team', managerId: idOf(params, 'managerId') };
    default:
      return { level: 'overview' };
  }
}

/** The learners of a store's or a team's report, whose rows are learners; undefined for a place level. */
function learnerScopeOf(target: ReportExportTarget): LearnerLevelScope | undefined {
  if (target.level === 'store') return { kind: 'store', storeId: target.storeId };
  if (target.level === 'team') return { kind: 'team', managerId: target.managerId };
  return undefined;
}

/** One page of a place level's list (regions, districts or stores: a few hundred rows at most), as the requester. */
async function placePage(db: Orm, params: ExportParams, pageNumber: number, pageResults: number) {
  const reports = createReportService({ orm: db, now: () => new Date() });
  const query: ReportQuery = {
    ...queryOf(params),
    type: 'list',
    page_number: pageNumber,
    page_results: pageResults,
  };
  const signedIn = requesterOf(params);
  const target = targetOf(params);
  const report =
    target.level === 'region'
      ? await reports.region(signedIn, target.regionId, query)
      : target.level === 'district'
        ? await reports.district(signedIn, target, query)
        : await reports.overview(signedIn, query);
  if ('refusal' in report) throw new Error(refusalMessage(report));
  if (report.type !== 'list') throw new Error('A report export reads the list.');
  return report;
}

const refusalMessage = (refusal: ReportRefusal) =>
  refusal.refusal === 'forbidden' ? reportMessages.notAllowed : refusal.message;

/** A row's cells by field, in the file's order. */
const cellsOf = (row: ReportRow): Record<ReportExportField, ExportCellValue> => ({
  name: row.name,
  manager: row.manager_name,
  learners: row.totals.learners,
  score: row.totals.score,
  average_score: row.totals.average_score,
  level: row.totals.level,
  gold: row.totals.gold,
  silver: row.totals.silver,
  bronze: row.totals.bronze,
  badges: row.totals.badges,
});

/**
 * A learner level's order, read once per job: the learners' ids in the list's order (sorted in SQL as the list
 * sorts, `listLearnerIds`), 4 bytes a learner, so a team of 100,000 keeps 400 kB while its file is written. Each
 * page then reads its learners' numbers by id. Paging the sorted list itself (LIMIT and OFFSET) would sort every
 * learner again for every page: 200 pages of 500 for 100,000 learners, about 35 s on PostgreSQL 15. `run` hands
 * `count` and every page the job's one params object, which keys the ids here (dropped with the job's params).
 * A learner who leaves the report while its file is written is left out; numbers are those of the moment their
 * page is read.
 */
const learnerIdsOfJob = new WeakMap<ExportParams, Promise<Int32Array>>();

function learnerIds(db: Orm, params: ExportParams, learners: LearnerLevelScope): Promise<Int32Array> {
  let ids = learnerIdsOfJob.get(params);
  if (!ids) {
    const query = queryOf(params);
    ids = listLearnerIds(db, learners, query, reportSortOf(query));
    learnerIdsOfJob.set(params, ids);
  }
  return ids;
}

/** Whether the report's place exists (its access and existence were checked as the list checks them). */
async function placeExists(db: Orm, params: ExportParams): Promise<boolean> {
  const regionId = idOf(params, 'regionId');
  const districtId = idOf(params, 'districtId');
  switch (params.level) {
    case 'overview':
      return true;
    case 'region':
      return (await findRegion(db, regionId)) !== undefined;
    case 'district':
      return (await findDistrict(db, regionId, districtId)) !== undefined;
    case 'store':
      return (
        (await findDistrict(db, regionId, districtId)) !== undefined &&
        (await findStore(db, districtId, idOf(params, 'storeId'))) !== undefined
      );
    case 'team':
      return (await findPerson(db, idOf(params, 'managerId'))) !== undefined;
    default:
      return false;
  }
}

export const reportExport = defineExportKind({
  fields: reportExportFields,
  headings: reportMessages.exports.reportColumns,
  fileStem: (params) =>
    params.level === 'team'
      ? `report-team-${params.managerId}`
      : `report-${[params.level, params.regionId, params.districtId, params.storeId].filter((part) => part !== undefined).join('-')}`,
  exists: placeExists,
  async count(db, params) {
    // The file is written later, as the requester: their access is checked again, as the list checks it.
    const refusal = await createReportExportAccess({ orm: db }).refusal(
      requesterOf(params),
      targetOf(params),
    );
    if (refusal) throw new Error(refusalMessage(refusal));
    const learners = learnerScopeOf(targetOf(params));
    if (learners) return (await learnerIds(db, params, learners)).length;
    return (await placePage(db, params, 1, 1)).total;
  },
  async page(db, params, offset, limit) {
    const learners = learnerScopeOf(targetOf(params));
    if (!learners) {
      // The export service asks for pages of one size, one after the other: offset is a multiple of limit.
      return (await placePage(db, params, Math.floor(offset / limit) + 1, limit)).data.map(cellsOf);
    }
    const ids = (await learnerIds(db, params, learners)).subarray(offset, offset + limit);
    const rows = await listLearnerSums(db, learners, queryOf(params), { ids: Array.from(ids) });
    return rows.map((learner) => cellsOf(learnerRow(learner)));
  },
});

/**
 * Whether the user may export the report, answered as the list answers it (the same `canReadReport` and the same
 * 404s, in the same order) but without reading its rows: a request for a 100,000-row report should not read
 * them twice. The job asks again before it writes the file.
 */
export function createReportExportAccess({ orm }: Pick<ServiceContext, 'orm'>) {
  return {
    async refusal(signedIn: SignedInUser, target: ReportExportTarget): Promise<ReportRefusal | undefined> {
      const viewer = {
        userId: signedIn.userId,
        roles: signedIn.roles,
        hasTeam: !isReportingUser(signedIn.roles) && (await hasTeam(orm, signedIn.userId)),
      };
      if (target.level === 'team') {
        if (!canReadReport(viewer, { kind: 'team', managerId: target.managerId }))
          return { refusal: 'forbidden' };
        if (!(await findPerson(orm, target.managerId)))
          return { refusal: 'notFound', message: reportMessages.managerNotFound };
        return undefined;
      }
      if (!canReadReport(viewer, { kind: 'hierarchy' })) return { refusal: 'forbidden' };
      if (target.level === 'overview') return undefined;
      if (!(await findRegion(orm, target.regionId)))
        return { refusal: 'notFound', message: reportMessages.regionNotFound };
      if (target.level === 'region') return undefined;
      if (!(await findDistrict(orm, target.regionId, target.districtId)))
        return { refusal: 'notFound', message: reportMessages.districtNotFound };
      if (target.level === 'district') return undefined;
      if (!(await findStore(orm, target.districtId, target.storeId)))
        return { refusal: 'notFound', message: reportMessages.storeNotFound };
      return undefined;
    },
  };
}
