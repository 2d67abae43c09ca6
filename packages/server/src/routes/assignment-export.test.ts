/**
 * The assignment export over HTTP (001 section 7, "/api/{type}/{id}/assignment/export"): from request to file
 * for a segment, a content, a plan and a course, CSV and XLSX read back, the rows exactly the users the saved rows pick, and who
 * may ask.
 */
import {
  adminMessages,
  assignmentExportFields,
  csvByteOrderMark,
  decodeDates,
  type ExportStatus,
  exportStatusSchema,
} from '@segno/domain';
import { z } from '@segno/domain/zod';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser, exportJob } from '../db/schema';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const headings = adminMessages.assignment.exportColumns;
const location = (value: string, operator = 1) => ({ type: 1, operator, value });
const fieldsQuery = (fields: readonly string[]) => fields.map((field) => `fields[]=${field}`).join('&');

describe('assignment export', () => {
  let server: TestServer;
  let admin: SignedIn;
  let learner: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, learner] = await Promise.all([server.signIn('admin'), server.signIn('learner')]);
  });
  afterAll(() => server.close());

  const send = (method: string, path: string, body: unknown) =>
    server.request(path, {
      method,
      as: admin,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const get = (path: string, as: SignedIn = admin) => server.request(path, { as });

  async function request(path: string) {
    const response = await get(path);
    expect(response.status).toBe(200);
    return z.strictObject(exportStatusSchema.shape).parse(decodeDates(await response.json()));
  }
  async function untilCompleted(file: string): Promise<ExportStatus> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const response = await get(`/export/${file}`);
      const status = z.strictObject(exportStatusSchema.shape).parse(decodeDates(await response.json()));
      if (status.completed || status.error) return status;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`export ${file} did not complete`);
  }
  /** The file's text with its byte order mark kept (Response.text() drops it). */
  const textOf = async (response: Response) =>
    new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  async function fileOf(path: string) {
    const job = await request(path);
    const done = await untilCompleted(job.file);
    expect(done).toMatchObject({ completed: true, error: null });
    const response = await server.request((done.url ?? '').replace(/^\/api/, ''), { as: admin });
    expect(response.status).toBe(200);
    return { job, done, response };
  }

  /** The active users of a store, by id, read straight from the table (not through the export's query). */
  const activeUsersOf = (store: string) =>
    server.db.orm
      .select()
      .from(appUser)
      .where(and(eq(appUser.location, store), eq(appUser.isDisabled, false)))
      .orderBy(asc(appUser.id));

  it('writes a CSV of exactly the users a segment’s saved rows pick, required, by user id', async () => {
    expect((await send('POST', '/segment/3/assignment', { data: [location('S101')] })).status).toBe(201);
    try {
      // A disabled user of the store is not picked (the tally counts active users only).
      const picked = await activeUsersOf('S101');
      const [disabled] = picked.splice(-1, 1);
      await server.db.orm
        .update(appUser)
        .set({ isDisabled: true })
        .where(eq(appUser.id, disabled?.id ?? 0));
      try {
        const { job, done, response } = await fileOf(
          `/segment/3/assignment/export?type=csv&${fieldsQuery(assignmentExportFields)}`,
        );
        expect(job.file).toMatch(/^assignment-[\w-]{22}\.csv$/);
        expect(job.name).toBe('segment-3-assignment.csv');
        expect(done).toMatchObject({ rows: picked.length, total: picked.length });
        expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
        expect(response.headers.get('Content-Disposition')).toBe(
          'attachment; filename="segment-3-assignment.csv"',
        );
        const text = await textOf(response);
        expect(text.startsWith(csvByteOrderMark)).toBe(true);
        const lines = text.slice(1).split('\r\n');
        expect(lines[0]).toBe(assignmentExportFields.map((field) => headings[field]).join(','));
        expect(lines.slice(1)).toEqual([
          ...picked.map((user) =>
            [
              user.id,
              user.username,
              user.firstName,
              user.lastName,
              user.email ?? '',
              user.location,
              user.department ?? '',
              user.jobCode ?? '',
              user.managerId ?? '',
              adminMessages.assignment.required,
            ].join(','),
          ),
          '',
        ]);
        // The tally the step shows counts the same users.
        const saved = await get('/segment/3/assignment');
        expect(((await saved.json()) as { tally_total: number }).tally_total).toBe(picked.length);
      } finally {
        await server.db.orm
          .update(appUser)
          .set({ isDisabled: false })
          .where(eq(appUser.id, disabled?.id ?? 0));
      }
    } finally {
      await server.request('/segment/3/assignment', { method: 'DELETE', as: admin });
    }
  });

  it('writes an XLSX of a content’s users with the chosen fields, optional when not required', async () => {
    const saved = await send('POST', '/content/1/assignment', {
      data: [location('S205'), { type: 2, operator: 1, value: 'Front store' }],
      default_required: false,
    });
    expect(saved.status).toBe(201);
    try {
      const picked = (await activeUsersOf('S205')).filter((user) => user.department === 'Front store');
      expect(picked.length).toBeGreaterThan(0);
      const { job, response } = await fileOf(
        '/content/1/assignment/export?type=xls&fields[]=required&fields[]=username&fields[]=userId',
      );
      expect(job.name).toBe('content-1-assignment.xlsx');
      expect(response.headers.get('Content-Type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const sheet = workbook.worksheets[0];
      if (!sheet) throw new Error('no sheet');
      const values = sheet.getSheetValues().slice(1) as unknown[][];
      // File order is the domain's field order, whatever order fields[] came in.
      expect(values[0]).toEqual([undefined, headings.userId, headings.username, headings.required]);
      expect(values.slice(1)).toEqual(
        picked.map((user) => [undefined, user.id, user.username, adminMessages.assignment.optional]),
      );
    } finally {
      await server.request('/content/1/assignment', { method: 'DELETE', as: admin });
    }
  });

  it.each([
    ['plan/3', {}, adminMessages.assignment.required],
    ['course/2', { default_required: true }, adminMessages.assignment.required],
    ['course/1', { default_required: false }, adminMessages.assignment.optional],
  ])(
    'writes the users a %s’s saved rows pick, with whether it is required of them',
    async (object, extra, required) => {
      expect(
        (await send('POST', `/${object}/assignment`, { data: [location('S102')], ...extra })).status,
      ).toBe(201);
      try {
        const picked = await activeUsersOf('S102');
        const { job, done, response } = await fileOf(
          `/${object}/assignment/export?type=csv&fields[]=userId&fields[]=required`,
        );
        expect(job.name).toBe(`${object.replace('/', '-')}-assignment.csv`);
        expect(done).toMatchObject({ rows: picked.length, total: picked.length });
        expect((await textOf(response)).slice(1).split('\r\n')).toEqual([
          `${headings.userId},${headings.required}`,
          ...picked.map((user) => `${user.id},${required}`),
          '',
        ]);
      } finally {
        await server.request(`/${object}/assignment`, { method: 'DELETE', as: admin });
      }
    },
  );

  it('writes headings only for an object without an assignment (it picks nobody)', async () => {
    const { done, response } = await fileOf('/segment/3/assignment/export?type=csv&fields[]=userId');
    expect(done).toMatchObject({ rows: 0, total: 0 });
    expect((await textOf(response)).slice(1)).toBe(`${headings.userId}\r\n`);
  });

  it('refuses a learner with 403 and records no job', async () => {
    const before = await server.db.orm.select({ id: exportJob.id }).from(exportJob);
    for (const object of ['segment/3', 'content/1', 'plan/3', 'course/2']) {
      const path = `/${object}/assignment/export?type=csv&fields[]=userId`;
      expect((await readErrorResponse(await get(path, learner))).status).toBe(403);
      expect((await server.request(path)).status).toBe(401);
    }
    expect(await server.db.orm.select({ id: exportJob.id }).from(exportJob)).toHaveLength(before.length);
  });

  it.each([
    ['/segment/3/assignment/export?type=csv&fields[]=userId&fields[]=password', 400],
    ['/segment/3/assignment/export?type=csv', 400],
    ['/segment/3/assignment/export?type=pdf&fields[]=userId', 400],
    ['/segment/abc/assignment/export?type=csv&fields[]=userId', 400],
    ['/segment/999999/assignment/export?type=csv&fields[]=userId', 404],
    ['/content/999999/assignment/export?type=csv&fields[]=userId', 404],
    ['/plan/999999/assignment/export?type=csv&fields[]=userId', 404],
    ['/course/999999/assignment/export?type=csv&fields[]=userId', 404],
  ])('answers %s with %i', async (path, status) => {
    const before = await server.db.orm.select({ id: exportJob.id }).from(exportJob);
    expect((await readErrorResponse(await get(path))).status).toBe(status);
    expect(await server.db.orm.select({ id: exportJob.id }).from(exportJob)).toHaveLength(before.length);
  });

  it('names an unknown field in the 400', async () => {
    const { body } = await readErrorResponse(
      await get('/segment/3/assignment/export?type=csv&fields[]=userId&fields[]=password'),
    );
    expect(JSON.stringify(body)).toContain(adminMessages.exports.unknownField);
  });
});
