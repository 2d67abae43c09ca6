/**
 * Export jobs over HTTP (001 sections 4 and 7): the segnocode report export followed from request to file, for
 * CSV and XLSX, formula injection, owner-only polling, download and dismissal, and who may ask.
 */
import {
  adminMessages,
  csvByteOrderMark,
  decodeDates,
  type ExportStatus,
  exportStatusSchema,
} from '@segno/domain';
import { z } from '@segno/domain/zod';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser, exportFilePart, exportJob, segnocodeRedemption } from '../db/schema';
import { demoCodes } from '../demo/demo-data';
import { createExportService } from '../services/export-service';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const allFields = ['externalId', 'firstName', 'lastName', 'location', 'locDesc', 'managerId', 'createdDate'];
const headings = adminMessages.segnocodes.columns;

describe('export jobs', () => {
  let server: TestServer;
  let admin: SignedIn;
  let otherAdmin: SignedIn;
  let learner: SignedIn;
  const code = demoCodes.redeemable;
  const redeemedAt = (index: number) => new Date(Date.UTC(2026, 0, 1 + index, 9, 30));

  beforeAll(async () => {
    server = await startTestServer();
    [admin, learner] = await Promise.all([server.signIn('admin'), server.signIn('learner')]);
    // A second segment admin, with the demo password (copied from admin's row).
    const [adminRow] = await server.db.orm
      .select({ passwordHash: appUser.passwordHash })
      .from(appUser)
      .where(eq(appUser.username, 'admin'));
    await server.db.orm.insert(appUser).values({
      username: 'admin2',
      passwordHash: adminRow?.passwordHash ?? null,
      firstName: 'Other',
      lastName: 'Admin',
      roles: [2],
      userPrefs: { show_redesign_splash: false },
    });
    otherAdmin = await server.signIn('admin2');
    // Names a spreadsheet would run as formulas, and ones RFC 4180 must quote.
    const hostile = await server.db.orm
      .insert(appUser)
      .values(
        [
          ['zz1', '=HYPERLINK("http://evil.example","x")', 'Díaz, Jr.'],
          ['zz2', '+1+1', 'line\nbreak'],
          ['zz3', '-2', '@SUM(A1)'],
          ['zz4', '\tTab', '\rReturn'],
        ].map(([username = '', firstName = '', lastName = '']) => ({
          username,
          firstName,
          lastName,
          roles: [1],
          userPrefs: { show_redesign_splash: false },
        })),
      )
      .returning({ id: appUser.id });
    const learners = ['kmensah', 'salvarez'].map((name) =>
      server.demo.users.find((user) => user.username === name),
    );
    const ids = [...learners.map((user) => user?.id ?? 0), ...hostile.map((row) => row.id)];
    await server.db.orm
      .insert(segnocodeRedemption)
      .values(ids.map((userId, index) => ({ code, userId, redeemedAt: redeemedAt(index) })));
  });
  afterAll(() => server.close());

  const get = (path: string, as: SignedIn | undefined = admin) => server.request(path, { as });
  const request = async (query: string, as: SignedIn = admin) => {
    const response = await get(`/segnocode/${code}/export?${query}`, as);
    expect(response.status).toBe(200);
    return z.strictObject(exportStatusSchema.shape).parse(decodeDates(await response.json()));
  };
  const poll = async (file: string, as: SignedIn = admin) => {
    const response = await get(`/export/${file}`, as);
    expect(response.status).toBe(200);
    return z.strictObject(exportStatusSchema.shape).parse(decodeDates(await response.json()));
  };
  /** Polls as the client does until the job completes (the job runs after the request's answer). */
  const untilCompleted = async (file: string): Promise<ExportStatus> => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const status = await poll(file);
      if (status.completed || status.error) return status;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`export ${file} did not complete`);
  };
  const download = async (url: string, as: SignedIn = admin) => {
    const response = await server.request(url.replace(/^\/api/, ''), { as });
    return response;
  };
  const fieldsQuery = (fields: string[]) => fields.map((field) => `fields[]=${field}`).join('&');

  it('writes a CSV from request to file: BOM, headings, rows in report order, injection neutralised', async () => {
    const job = await request(`type=csv&${fieldsQuery(allFields)}`);
    expect(job).toMatchObject({ completed: false, dismissed: false, url: null, rows: 0, error: null });
    expect(job.file).toMatch(/^segnocode-[\w-]{22}\.csv$/);
    expect(job.name).toBe(`segnocode-${code}.csv`);

    const done = await untilCompleted(job.file);
    expect(done).toMatchObject({ id: job.id, completed: true, rows: 6, total: 6, error: null });
    expect(done.url).toBe(`/api/export/${job.file}/download`);
    expect(done.time).toBeGreaterThanOrEqual(0);

    const response = await download(done.url ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="segnocode-${code}.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(csvByteOrderMark)).toBe(true);
    const when = (index: number) => redeemedAt(index).toISOString();
    expect(text.slice(1)).toBe(
      [
        `${allFields.map((field) => headings[field as keyof typeof headings]).join(',')}`,
        `kmensah,${person('kmensah')},,,${managerOf('kmensah')},${when(0)}`,
        `salvarez,${person('salvarez')},,,${managerOf('salvarez')},${when(1)}`,
        `zz1,"'=HYPERLINK(""http://evil.example"",""x"")","Díaz, Jr.",,,,${when(2)}`,
        `zz2,'+1+1,"line\nbreak",,,,${when(3)}`,
        `zz3,'-2,'@SUM(A1),,,,${when(4)}`,
        `zz4,'\tTab,"'\rReturn",,,,${when(5)}`,
        '',
      ].join('\r\n'),
    );
  });

  function person(username: string) {
    const user = server.demo.users.find((entry) => entry.username === username);
    return `${user?.firstName},${user?.lastName}`;
  }
  function managerOf(username: string) {
    const user = server.demo.users.find((entry) => entry.username === username);
    return server.demo.users.find((entry) => entry.id === user?.managerId)?.username ?? '';
  }

  it('writes an XLSX workbook with the chosen fields, text kept as text and dates as dates', async () => {
    const job = await request('type=xls&fields[]=createdDate&fields[]=externalId&fields[]=firstName');
    expect(job.file).toMatch(/\.xlsx$/);
    expect(job.name).toBe(`segnocode-${code}.xlsx`);
    const done = await untilCompleted(job.file);
    expect(done).toMatchObject({ completed: true, rows: 6 });
    const response = await download(done.url ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="segnocode-${code}.xlsx"`);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.rowCount).toBe(7);
    // file order is the report's field order, whatever order fields[] came in
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      headings.externalId,
      headings.firstName,
      headings.createdDate,
    ]);
    expect(sheet.getRow(2).values).toEqual([undefined, 'kmensah', personFirst('kmensah'), redeemedAt(0)]);
    const formula = sheet.getRow(4).getCell(2);
    expect(formula.value).toBe('=HYPERLINK("http://evil.example","x")');
    expect(formula.type).toBe(ExcelJS.ValueType.String);
    expect(formula.formula).toBeUndefined();
    expect(sheet.getRow(4).getCell(3).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });

  function personFirst(username: string) {
    return server.demo.users.find((entry) => entry.username === username)?.firstName;
  }

  it('keeps the file in numbered parts in the database, and the job with its fields', async () => {
    const job = await request('type=csv&fields[]=externalId');
    await untilCompleted(job.file);
    const [row] = await server.db.orm.select().from(exportJob).where(eq(exportJob.id, job.id));
    expect(row).toMatchObject({
      kind: 'segnocode',
      params: { code },
      format: 'csv',
      fields: ['externalId'],
      status: 'completed',
      rows: 6,
    });
    const parts = await server.db.orm.select().from(exportFilePart).where(eq(exportFilePart.jobId, job.id));
    expect(parts.map((part) => part.part)).toEqual([0]);
    expect(row?.byteSize).toBe(parts[0]?.bytes.byteLength);
  });

  it('answers the job, the file and the dismissal to its owner only (404 for others)', async () => {
    const job = await request('type=csv&fields[]=externalId');
    const done = await untilCompleted(job.file);
    const url = done.url ?? '';
    for (const other of [otherAdmin, learner]) {
      expect((await readErrorResponse(await get(`/export/${job.file}`, other))).status).toBe(404);
      expect((await readErrorResponse(await download(url, other))).status).toBe(404);
      const dismissal = await server.request(`/export/${job.file}`, { method: 'DELETE', as: other });
      expect((await readErrorResponse(dismissal)).status).toBe(404);
    }
    expect((await server.request(`/export/${job.file}`)).status).toBe(401);
    expect((await poll(job.file)).dismissed).toBe(false);

    const dismissed = await server.request(`/export/${job.file}`, { method: 'DELETE', as: admin });
    expect(dismissed.status).toBe(200);
    expect(exportStatusSchema.parse(decodeDates(await dismissed.json())).dismissed).toBe(true);
    expect(await poll(job.file)).toMatchObject({ dismissed: true, completed: true });
  });

  it('answers 404 for names it never gave out', async () => {
    for (const file of ['nosuch.csv', 'segnocode-AAAAAAAAAAAAAAAAAAAAAA.csv', '..%2F..%2Fetc%2Fpasswd']) {
      expect((await get(`/export/${file}`)).status).toBe(404);
      expect((await get(`/export/${file}/download`)).status).toBe(404);
    }
  });

  it('refuses a learner with 403 and records no job', async () => {
    const before = await server.db.orm.select({ id: exportJob.id }).from(exportJob);
    const response = await get(`/segnocode/${code}/export?type=csv&fields[]=externalId`, learner);
    expect((await readErrorResponse(response)).status).toBe(403);
    expect((await server.request(`/segnocode/${code}/export?type=csv&fields[]=externalId`)).status).toBe(401);
    expect(await server.db.orm.select({ id: exportJob.id }).from(exportJob)).toHaveLength(before.length);
  });

  it.each([
    ['fields[]=externalId', 'type'],
    ['type=pdf&fields[]=externalId', 'type'],
    ['type=csv', adminMessages.exports.fieldsRequired],
    ['type=csv&fields[]=externalId&fields[]=password', adminMessages.exports.unknownField],
  ])('answers 400 for %s', async (query, expected) => {
    const { status, body } = await readErrorResponse(await get(`/segnocode/${code}/export?${query}`));
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(expected);
  });

  it('answers 404 for a code no content has', async () => {
    const response = await get('/segnocode/NOSUCH99/export?type=csv&fields[]=externalId');
    expect((await readErrorResponse(response)).status).toBe(404);
  });

  it('does not serve the file of a job still running, and shows no url for it', async () => {
    const job = await request('type=csv&fields[]=externalId');
    await untilCompleted(job.file);
    await server.db.orm.update(exportJob).set({ status: 'running' }).where(eq(exportJob.id, job.id));
    expect(await poll(job.file)).toMatchObject({ completed: false, url: null, time: null });
    expect((await get(`/export/${job.file}/download`)).status).toBe(404);
  });

  it('records a failed job with its error, never completed', async () => {
    const job = await request('type=csv&fields[]=externalId');
    await untilCompleted(job.file);
    // run a copy of the job whose parameters break the kind's query
    const [row] = await server.db.orm.select().from(exportJob).where(eq(exportJob.id, job.id));
    if (!row) throw new Error('no job');
    const [copy] = await server.db.orm
      .insert(exportJob)
      .values({ ...row, id: undefined, file: `segnocode-${'B'.repeat(22)}.csv`, status: 'queued', rows: 0 })
      .returning();
    await server.db.exec(`UPDATE export_job SET kind = 'nosuch' WHERE id = ${copy?.id}`);
    await createExportService({ orm: server.db.orm, now: server.clock.now }).run(copy?.id ?? 0);
    const failed = await poll(copy?.file ?? '');
    expect(failed.completed).toBe(false);
    expect(failed.error).toEqual(expect.any(String));
    expect((await get(`/export/${copy?.file}/download`)).status).toBe(404);
  });
});
