/**
 * The report export over HTTP (issue 10; 001 sections 3 and 7): from request to file for each level, CSV and
 * XLSX read back, the rows exactly the list's rows in the list's order (read page after page through the list
 * call), the list's query (sort, filters) honoured, and who may ask: 401, 403 by `canReadReport`, 404 for an
 * unknown place, 400 for bad fields, type or query.
 */
import {
  csvByteOrderMark,
  decodeDates,
  type ExportStatus,
  exportStatusSchema,
  type ReportRow,
  reportExportFields,
  reportListSchema,
  reportMessages,
} from '@segno/domain';
import { z } from '@segno/domain/zod';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJob } from '../db/schema';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const headings = reportMessages.exports.reportColumns;
const allFields = reportExportFields.map((field) => `fields[]=${field}`).join('&');

/** A row's cells in `reportExportFields` order. */
const cellsOf = (row: ReportRow) => [
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

describe('report export', () => {
  let server: TestServer;
  let admin: SignedIn;
  let manager: SignedIn;
  let learner: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, manager, learner] = await Promise.all([
      server.signIn('admin'),
      server.signIn('manager'),
      server.signIn('learner'),
    ]);
  });
  afterAll(() => server.close());

  const get = (path: string, as: SignedIn = admin) => server.request(path, { as });

  async function untilCompleted(file: string, as: SignedIn): Promise<ExportStatus> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const status = z
        .strictObject(exportStatusSchema.shape)
        .parse(decodeDates(await (await get(`/export/${file}`, as)).json()));
      if (status.completed || status.error) return status;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`export ${file} did not complete`);
  }

  /** Requests the export, follows the job until ready and downloads the file. */
  async function fileOf(path: string, as: SignedIn = admin) {
    const requested = await get(path, as);
    expect(requested.status).toBe(200);
    const job = z.strictObject(exportStatusSchema.shape).parse(decodeDates(await requested.json()));
    const done = await untilCompleted(job.file, as);
    expect(done).toMatchObject({ completed: true, error: null });
    const response = await server.request((done.url ?? '').replace(/^\/api/, ''), { as });
    expect(response.status).toBe(200);
    return { job, done, response };
  }

  /** The file's lines after the byte order mark (Response.text() would drop it). */
  async function csvLinesOf(response: Response) {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith(csvByteOrderMark)).toBe(true);
    return text.slice(1);
  }

  /** Every row the list shows, read 10 at a time as the screen pages it. */
  async function listedRows(path: string, query: string, as: SignedIn = admin): Promise<ReportRow[]> {
    const rows: ReportRow[] = [];
    for (let page = 1; ; page += 1) {
      const list = await server.readOk(
        `${path}?${query}&page_results=10&page_number=${page}`,
        z.strictObject(reportListSchema.shape),
        as,
      );
      rows.push(...list.data);
      if (rows.length >= list.total || list.data.length === 0) return rows;
    }
  }

  const jobCount = async () => (await server.db.orm.select({ id: exportJob.id }).from(exportJob)).length;

  it.each([
    ['/report', 'sort_column=score-desc', 'report-overview.csv'],
    ['/report/region/1', 'sort_column=name-desc', 'report-region-1.csv'],
    ['/report/region/1/district/1', 'sort_column=learners-desc', 'report-district-1-1.csv'],
    ['/report/region/1/district/1/store/1', 'sort_column=score-desc', 'report-store-1-1-1.csv'],
    [
      '/report/region/1/district/1/store/1',
      'sort_column=name-asc&filter_subscription=self',
      'report-store-1-1-1.csv',
    ],
  ])('writes every row of %s?%s as the list shows them, page after page', async (path, query, name) => {
    const listed = await listedRows(path, query);
    expect(listed.length).toBeGreaterThan(0);
    const { job, done, response } = await fileOf(`${path}/export?type=csv&${allFields}&${query}`);
    expect(job.file).toMatch(/^report-[\w-]{22}\.csv$/);
    expect(job.name).toBe(name);
    expect(done).toMatchObject({ rows: listed.length, total: listed.length });
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(await csvLinesOf(response)).toBe(
      [reportExportFields.map((field) => headings[field]), ...listed.map(cellsOf)]
        // No heading or demo value needs quoting (RFC 4180), so a record is its cells, commas between, CRLF after.
        .map((cells) => `${cells.join(',')}\r\n`)
        .join(''),
    );
  });

  it('holds more than one page of the store’s learners, in score order, highest first', async () => {
    const listed = await listedRows('/report/region/1/district/1/store/1', 'sort_column=score-desc');
    // The file crosses the list's page boundary, so paging is really followed.
    expect(listed.length).toBeGreaterThan(10);
    const scores = listed.map((row) => row.totals.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('narrows the rows with the list’s filters', async () => {
    const listed = await listedRows('/report', 'filter_region=1');
    expect(listed.map((row) => row.region_id)).toEqual([1]);
    const { response } = await fileOf(
      `/report/export?type=csv&fields[]=name&fields[]=learners&filter_region=1`,
    );
    expect(await csvLinesOf(response)).toBe(
      `${headings.name},${headings.learners}\r\n${listed.map((row) => `${row.name},${row.totals.learners}\r\n`).join('')}`,
    );
  });

  it('writes a manager’s own team as XLSX with the chosen fields, in the kind’s order', async () => {
    const listed = await listedRows('/report/manager/4', 'sort_column=score-desc', manager);
    const { job, response } = await fileOf(
      '/report/manager/4/export?type=xls&fields[]=score&fields[]=name&fields[]=manager&sort_column=score-desc',
      manager,
    );
    expect(job.name).toBe('report-team-4.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const values = workbook.worksheets[0]?.getSheetValues().slice(1) as unknown[][];
    expect(values[0]).toEqual([undefined, headings.name, headings.manager, headings.score]);
    expect(values.slice(1)).toEqual(
      listed.map((row) => [undefined, row.name, row.manager_name, row.totals.score]),
    );
  });

  it('follows the list’s rule: a manager exports the overview the list shows them', async () => {
    const listed = await listedRows('/report', 'sort_column=name-asc', manager);
    const { response } = await fileOf('/report/export?type=csv&fields[]=name&sort_column=name-asc', manager);
    expect(await csvLinesOf(response)).toBe(
      `${headings.name}\r\n${listed.map((row) => `${row.name}\r\n`).join('')}`,
    );
  });

  it('asks for a session (401)', async () => {
    expect((await server.request(`/report/export?type=csv&${allFields}`)).status).toBe(401);
  });

  it.each([
    ['/report/export', 'learner'],
    ['/report/region/1/district/1/store/1/export', 'learner'],
    ['/report/manager/4/export', 'learner'],
    ['/report/manager/2/export', 'manager'],
  ] as const)('refuses %s to %s by canReadReport (403) and records no job', async (path, who) => {
    const before = await jobCount();
    const as = who === 'learner' ? learner : manager;
    const { status, body } = await readErrorResponse(await get(`${path}?type=csv&${allFields}`, as));
    expect(status).toBe(403);
    expect(body.error.message).toBe(reportMessages.notAllowed);
    expect(await jobCount()).toBe(before);
  });

  it.each([
    ['/report/region/999/export', reportMessages.regionNotFound],
    ['/report/region/1/district/999/export', reportMessages.districtNotFound],
    ['/report/region/2/district/1/export', reportMessages.districtNotFound],
    ['/report/region/1/district/1/store/999/export', reportMessages.storeNotFound],
    ['/report/manager/999999/export', reportMessages.managerNotFound],
  ])('answers %s with 404 and the list’s message', async (path, message) => {
    const before = await jobCount();
    const { status, body } = await readErrorResponse(await get(`${path}?type=csv&${allFields}`));
    expect(status).toBe(404);
    expect(body.error.message).toBe(message);
    expect(await jobCount()).toBe(before);
  });

  it.each([
    '/report/export?type=csv',
    '/report/export?type=pdf&fields[]=name',
    '/report/export?fields[]=name',
    '/report/export?type=csv&fields[]=name&fields[]=password',
    '/report/export?type=csv&fields[]=name&sort_column=rank-desc',
    '/report/export?type=csv&fields[]=name&filter_subscription=sometimes',
    '/report/region/abc/export?type=csv&fields[]=name',
  ])('answers %s with 400 and records no job', async (path) => {
    const before = await jobCount();
    expect((await readErrorResponse(await get(path))).status).toBe(400);
    expect(await jobCount()).toBe(before);
  });
});
