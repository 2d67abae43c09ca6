/**
 * The content and segment exports over HTTP (issue 10; 001 section 7: "GET /api/{type}/{id}/export with type csv
 * or xls and fields[]"): from request to file, CSV and XLSX read back against the tables, and who may ask
 * (segment admins: 401, 403, 404 for an unknown object, 400 for bad fields or type). Units have theirs.
 */
import {
  contentExportFields,
  decodeDates,
  type ExportStatus,
  exportStatusSchema,
  reportMessages,
  segmentExportFields,
} from '@segno/domain';
import { z } from '@segno/domain/zod';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser, completion, exportJob, segmentScore, userSegment } from '../db/schema';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const texts = reportMessages.exports;
const fieldsQuery = (fields: readonly string[]) => fields.map((field) => `fields[]=${field}`).join('&');

describe('content and segment exports', () => {
  let server: TestServer;
  let admin: SignedIn;
  let learner: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, learner] = await Promise.all([server.signIn('admin'), server.signIn('learner')]);
  });
  afterAll(() => server.close());

  const get = (path: string, as: SignedIn = admin) => server.request(path, { as });

  async function untilCompleted(file: string): Promise<ExportStatus> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const status = z
        .strictObject(exportStatusSchema.shape)
        .parse(decodeDates(await (await get(`/export/${file}`)).json()));
      if (status.completed || status.error) return status;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`export ${file} did not complete`);
  }

  async function fileOf(path: string) {
    const requested = await get(path);
    expect(requested.status).toBe(200);
    const job = z.strictObject(exportStatusSchema.shape).parse(decodeDates(await requested.json()));
    const done = await untilCompleted(job.file);
    expect(done).toMatchObject({ completed: true, error: null });
    const response = await get((done.url ?? '').replace(/^\/api/, ''));
    expect(response.status).toBe(200);
    return { job, done, response };
  }
  const csvOf = async (response: Response) =>
    new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()).slice(1);

  /** The segment's linked learners, by user id, straight from the tables. */
  async function segmentLearners(segmentId: number) {
    const links = await server.db.orm
      .select()
      .from(userSegment)
      .innerJoin(appUser, eq(appUser.id, userSegment.userId))
      .where(eq(userSegment.segmentId, segmentId))
      .orderBy(asc(userSegment.userId));
    const scores = await server.db.orm
      .select()
      .from(segmentScore)
      .where(eq(segmentScore.segmentId, segmentId));
    return links.map(({ user_segment: link, app_user: user }) => [
      user.id,
      user.username,
      user.firstName,
      user.lastName,
      link.isSubscribed ? texts.yes : texts.no,
      link.isAssigned ? texts.yes : texts.no,
      scores.find((score) => score.userId === user.id)?.score ?? 0,
    ]);
  }

  /** A segment and a content of the demo that have something to export. */
  async function busiest() {
    const links = await server.db.orm.select({ segmentId: userSegment.segmentId }).from(userSegment);
    const completions = await server.db.orm.select({ contentId: completion.contentId }).from(completion);
    const mostCommon = (ids: number[]) => {
      const counts = new Map<number, number>();
      for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
      return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
    };
    return {
      segmentId: mostCommon(links.map((link) => link.segmentId)),
      contentId: mostCommon(completions.map((one) => one.contentId)),
    };
  }

  it('writes a CSV of the segment’s learners, subscribed or assigned, with their points in it', async () => {
    const { segmentId } = await busiest();
    const expected = await segmentLearners(segmentId);
    expect(expected.length).toBeGreaterThan(1);
    const { job, done, response } = await fileOf(
      `/segment/${segmentId}/export?type=csv&${fieldsQuery(segmentExportFields)}`,
    );
    expect(job.file).toMatch(/^segment-[\w-]{22}\.csv$/);
    expect(job.name).toBe(`segment-${segmentId}.csv`);
    expect(done).toMatchObject({ rows: expected.length, total: expected.length });
    expect(await csvOf(response)).toBe(
      [segmentExportFields.map((field) => texts.segmentColumns[field]), ...expected]
        // No heading or demo value needs quoting (RFC 4180), so a record is its cells, commas between, CRLF after.
        .map((cells) => `${cells.join(',')}\r\n`)
        .join(''),
    );
  });

  it('writes an XLSX of the content’s completions, oldest first, with the chosen fields', async () => {
    const { contentId } = await busiest();
    const completions = await server.db.orm
      .select()
      .from(completion)
      .innerJoin(appUser, eq(appUser.id, completion.userId))
      .where(eq(completion.contentId, contentId))
      .orderBy(asc(completion.completedAt), asc(completion.id));
    expect(completions.length).toBeGreaterThan(0);
    const { job, response } = await fileOf(
      `/content/${contentId}/export?type=xls&fields[]=points&fields[]=username&fields[]=completedAt`,
    );
    expect(job.name).toBe(`content-${contentId}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const values = workbook.worksheets[0]?.getSheetValues().slice(1) as unknown[][];
    const headings = texts.contentColumns;
    expect(values[0]).toEqual([undefined, headings.username, headings.completedAt, headings.points]);
    expect(values.slice(1)).toEqual(
      completions.map(({ completion: done, app_user: user }) => [
        undefined,
        user.username,
        done.completedAt,
        done.pointsAwarded,
      ]),
    );
  });

  it('lists every field a content file may hold', async () => {
    const { contentId } = await busiest();
    const { response } = await fileOf(
      `/content/${contentId}/export?type=csv&${fieldsQuery(contentExportFields)}`,
    );
    const [headingLine] = (await csvOf(response)).split('\r\n');
    expect(headingLine).toBe(contentExportFields.map((field) => texts.contentColumns[field]).join(','));
  });

  it('refuses a learner with 403, asks for a session, and records no job', async () => {
    const before = (await server.db.orm.select({ id: exportJob.id }).from(exportJob)).length;
    for (const path of [
      '/segment/1/export?type=csv&fields[]=userId',
      '/content/1/export?type=csv&fields[]=userId',
    ]) {
      expect((await readErrorResponse(await get(path, learner))).status).toBe(403);
      expect((await server.request(path)).status).toBe(401);
    }
    expect(await server.db.orm.select({ id: exportJob.id }).from(exportJob)).toHaveLength(before);
  });

  it.each([
    ['/segment/999999/export?type=csv&fields[]=userId', 404],
    ['/content/999999/export?type=csv&fields[]=userId', 404],
    ['/segment/1/export?type=csv&fields[]=userId&fields[]=password', 400],
    ['/content/1/export?type=csv&fields[]=score', 400],
    ['/segment/1/export?type=csv', 400],
    ['/content/1/export?type=pdf&fields[]=userId', 400],
    ['/segment/abc/export?type=csv&fields[]=userId', 400],
  ])('answers %s with %i and records no job', async (path, status) => {
    const before = (await server.db.orm.select({ id: exportJob.id }).from(exportJob)).length;
    expect((await readErrorResponse(await get(path))).status).toBe(status);
    expect(await server.db.orm.select({ id: exportJob.id }).from(exportJob)).toHaveLength(before);
  });
});
