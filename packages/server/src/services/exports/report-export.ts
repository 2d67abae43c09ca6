/**
 * The report export (issue 10; 001 sections 3 and 7): every row of one report (overview, region, district, store
 * or a manager's team) with the list's query, in the list's order, page after page. The rows come from the
 * report service itself, as the requester, so the file holds exactly what the list shows (and the access rule is
 * checked again when the file is written).
 */
import {
  canReadReport,
  type ExportCellValue,
  isReportingUser,
  type Report,
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
} from '../../repositories/report-repository';
import type { ReportRefusal } from '../report-service';
import { createReportService } from '../report-service';
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

/** The list's query from the job's parameters: the export's query, every row on page 1. */
function readQuery(params: ExportParams): ReportQuery {
  const query = Object.fromEntries(queryKeys.map((key) => [key, params[key]]));
  return {
    ...reportExportQuerySchema.parse(query),
    type: 'list',
    page_number: 1,
    page_results: Number.MAX_SAFE_INTEGER,
  };
}

/** The report's answer for the job's requester, with every row (the list's own sort, no page limit). */
function readReport(db: Orm, params: ExportParams): Promise<Report | ReportRefusal> {
  const reports = createReportService({ orm: db, now: () => new Date() });
  const signedIn: SignedInUser = {
    userId: idOf(params, 'userId'),
    username: '',
    roles: String(params.roles ?? '')
      .split(',')
      .filter(Boolean)
      .map(Number),
    tokenHash: '',
  };
  const query = readQuery(params);
  const regionId = idOf(params, 'regionId');
  const districtId = idOf(params, 'districtId');
  switch (params.level) {
    case 'overview':
      return reports.overview(signedIn, query);
    case 'region':
      return reports.region(signedIn, regionId, query);
    case 'district':
      return reports.district(signedIn, { regionId, districtId }, query);
    case 'store':
      return reports.store(signedIn, { regionId, districtId, storeId: idOf(params, 'storeId') }, query);
    case 'team':
      return reports.team(signedIn, idOf(params, 'managerId'), query);
    default:
      return Promise.resolve({ refusal: 'notFound', message: reportMessages.regionNotFound });
  }
}

/** A row's cells in `reportExportFields` order: all a job keeps of each row while its file is written. */
type ReportCells = [string, string | null, number, number, number, number, number, number, number, number];

const cellsOf = (row: ReportRow): ReportCells => [
  row.name,
  row.manager_name,
  row.totals.learners,
  row.totals.score,
  row.totals.average_score,
  row.totals.level,
  row.totals.gold,
  row.totals.silver,
  row.totals.bronze,
  row.totals.badges,
];

/**
 * The list's order is the domain's (`sortReportRows`, by name with an English collation), which SQL cannot
 * reproduce, so the rows are read and sorted once per job, kept as bare cells, and paged from memory: `run`
 * hands count and every page the job's one params object, which keys the rows here (dropped with the job's
 * params).
 */
const rowsOfJob = new WeakMap<ExportParams, Promise<ReportCells[]>>();

function jobRows(db: Orm, params: ExportParams): Promise<ReportCells[]> {
  let rows = rowsOfJob.get(params);
  if (!rows) {
    rows = readReport(db, params).then((report) => {
      if ('refusal' in report)
        throw new Error(report.refusal === 'forbidden' ? reportMessages.notAllowed : report.message);
      if (report.type !== 'list') throw new Error('A report export reads the list.');
      return report.data.map(cellsOf);
    });
    rowsOfJob.set(params, rows);
  }
  return rows;
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
  count: async (db, params) => (await jobRows(db, params)).length,
  async page(db, params, offset, limit) {
    const rows = (await jobRows(db, params)).slice(offset, offset + limit);
    return rows.map((cells) =>
      Object.fromEntries(reportExportFields.map((field, index) => [field, cells[index]])),
    ) as Record<ReportExportField, ExportCellValue>[];
  },
});

/**
 * Whether the user may export the report, answered as the list answers it (the same `canReadReport` and the same
 * 404s, in the same order) but without reading its rows: a request for a 100,000-row report should not read
 * them twice. The job reads them through the list itself, which checks again.
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
