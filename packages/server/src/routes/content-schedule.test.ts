/**
 * Launch and expiration, and expertise, over HTTP (001 sections 3 to 5; 0016): PUT /content/{id} and PUT
 * /seglet/{id} with their dates (sent in seconds), our rule that the expiration falls after the launch, the
 * change log written in the same transaction, 403 for learners, and what learners then see.
 */
import {
  adminContentSchema,
  adminMessages,
  adminSegletSchema,
  decodeDates,
  messages,
  secondsFromDate,
  segmentDetailSchema,
} from '@segno/domain';
import { z } from '@segno/domain/zod';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, content, seglet, segment } from '../db/schema';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const launch = new Date('2099-01-01T00:00:00Z');
const expiry = new Date('2099-06-01T00:00:00Z');
const past = new Date('2020-01-01T00:00:00Z');

describe('launch and expiration', () => {
  let server: TestServer;
  let admin: SignedIn;
  let learner: SignedIn;
  /** A published content in a published segment's seglet, which learners see. */
  let seen: { contentId: number; segletId: number; segmentId: number };

  beforeAll(async () => {
    server = await startTestServer();
    [admin, learner] = await Promise.all([server.signIn('admin'), server.signIn('learner')]);
    const [row] = await server.db.orm
      .select({ contentId: content.id, segletId: content.segletId, segmentId: content.segmentId })
      .from(content)
      .innerJoin(segment, eq(segment.id, content.segmentId))
      .where(and(eq(content.status, 2), eq(segment.status, 2), isNotNull(content.segletId)))
      .orderBy(asc(content.id))
      .limit(1);
    if (!row?.segletId || !row.segmentId) throw new Error('The demo data has no content learners see');
    seen = { contentId: row.contentId, segletId: row.segletId, segmentId: row.segmentId };
  });
  afterAll(() => server.close());

  const put = (path: string, body: unknown, as: SignedIn = admin) =>
    server.request(path, {
      method: 'PUT',
      as,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  const changesOf = (objectType: 'content' | 'seglet', objectId: number) =>
    server.db.orm
      .select({ action: changeLog.action, detail: changeLog.detail })
      .from(changeLog)
      .where(and(eq(changeLog.objectType, objectType), eq(changeLog.objectId, objectId)))
      .orderBy(asc(changeLog.id));

  /** The content ids the learner sees in the segment's seglets. */
  async function learnerSees(): Promise<number[]> {
    const detail = await server.readOk(
      `/segment/${seen.segmentId}?include[]=seglet_content`,
      segmentDetailSchema,
      learner,
    );
    return (detail.seglets ?? []).flatMap((one) => one.contents.map((item) => item.content_id));
  }

  describe('PUT /content/{id}', () => {
    const path = () => `/content/${seen.contentId}`;

    it('refuses learners (403) and saves nothing', async () => {
      const before = await changesOf('content', seen.contentId);
      const { status } = await readErrorResponse(await put(path(), { start_date: 1_900_000_000 }, learner));
      expect(status).toBe(403);
      expect(await changesOf('content', seen.contentId)).toEqual(before);
    });

    it('saves both dates sent in seconds, with one change-log line, and sends them back', async () => {
      const before = (await changesOf('content', seen.contentId)).length;
      const response = await put(path(), {
        start_date: secondsFromDate(launch),
        expiration_date: secondsFromDate(expiry),
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      // Dates travel as seconds (001 section 3): 2099-01-01T00:00:00Z is 4,070,908,800 s after the epoch.
      expect(body.start_date).toBe(4_070_908_800);
      const saved = z.strictObject(adminContentSchema.shape).parse(decodeDates(body));
      expect(saved.start_date).toEqual(launch);
      expect(saved.expiration_date).toEqual(expiry);
      const changes = await changesOf('content', seen.contentId);
      expect(changes.slice(before)).toEqual([{ action: 'update', detail: 'start_date,expiration_date' }]);
      // The same dates again change nothing, so no new line (dates compare by time).
      expect((await put(path(), { start_date: secondsFromDate(launch) })).status).toBe(200);
      expect(await changesOf('content', seen.contentId)).toHaveLength(changes.length);
    });

    it.each([
      [
        'an expiration before the launch',
        { start_date: secondsFromDate(expiry), expiration_date: secondsFromDate(launch) },
      ],
      [
        'an expiration on the launch',
        { start_date: secondsFromDate(launch), expiration_date: secondsFromDate(launch) },
      ],
      // Only the expiration sent: checked against the stored launch date.
      ['an expiration alone before the stored launch', { expiration_date: secondsFromDate(past) }],
    ])('refuses %s (400) with the form’s message, saving nothing', async (_, body) => {
      const before = await changesOf('content', seen.contentId);
      const { status, body: error } = await readErrorResponse(await put(path(), body));
      expect(status).toBe(400);
      expect(error.error.issues).toEqual([
        { path: 'expiration_date', message: adminMessages.schedule.expirationBeforeLaunch },
      ]);
      expect(await changesOf('content', seen.contentId)).toEqual(before);
    });

    it('refuses a date that is not seconds or milliseconds', async () => {
      const { status, body } = await readErrorResponse(await put(path(), { start_date: '2099-01-01' }));
      expect(status).toBe(400);
      expect(body.error.issues).toEqual([
        { path: 'start_date', message: adminMessages.schedule.invalidDate },
      ]);
    });

    it('saves the expertise (1 to 3, or none) and refuses anything else', async () => {
      const saved = adminContentSchema.parse(decodeDates(await (await put(path(), { expertise: 3 })).json()));
      expect(saved.expertise).toBe(3);
      expect((await changesOf('content', seen.contentId)).at(-1)).toEqual({
        action: 'update',
        detail: 'expertise',
      });
      expect((await readErrorResponse(await put(path(), { expertise: 4 }))).status).toBe(400);
      const cleared = adminContentSchema.parse(
        decodeDates(await (await put(path(), { expertise: null })).json()),
      );
      expect(cleared.expertise).toBeNull();
    });

    it('hides a content from learners until its launch date and after its expiration date', async () => {
      await put(path(), { start_date: null, expiration_date: null });
      expect(await learnerSees()).toContain(seen.contentId);

      expect((await put(path(), { start_date: secondsFromDate(launch) })).status).toBe(200);
      expect(await learnerSees()).not.toContain(seen.contentId);
      const opened = await server.request(`/content/${seen.contentId}`, { as: learner });
      expect((await readErrorResponse(opened)).body.error.message).toBe(messages.errors.contentForbidden);

      await put(path(), { start_date: secondsFromDate(past), expiration_date: secondsFromDate(past) + 60 });
      expect(await learnerSees()).not.toContain(seen.contentId);

      await put(path(), { start_date: null, expiration_date: null });
      expect(await learnerSees()).toContain(seen.contentId);
    });

    it('shows a content from the moment the server’s clock reaches its launch date', async () => {
      const started = server.clock.now();
      const launchesAt = new Date(started.getTime() + 60_000);
      try {
        expect((await put(path(), { start_date: secondsFromDate(launchesAt) })).status).toBe(200);
        expect(await learnerSees()).not.toContain(seen.contentId);
        server.clock.advance(59_000);
        expect(await learnerSees()).not.toContain(seen.contentId);
        expect((await server.request(`/content/${seen.contentId}`, { as: learner })).status).toBe(403);

        server.clock.set(launchesAt);
        expect(await learnerSees()).toContain(seen.contentId);
        expect((await server.request(`/content/${seen.contentId}`, { as: learner })).status).toBe(200);
      } finally {
        server.clock.set(started);
        await put(path(), { start_date: null, expiration_date: null });
      }
    });
  });

  describe('PUT /seglet/{id}', () => {
    const path = () => `/seglet/${seen.segletId}`;

    it('refuses learners (403)', async () => {
      expect(
        (await readErrorResponse(await put(path(), { start_date: 1_900_000_000 }, learner))).status,
      ).toBe(403);
    });

    it('saves the dates with their change-log line', async () => {
      const before = (await changesOf('seglet', seen.segletId)).length;
      const response = await put(path(), {
        start_date: secondsFromDate(launch),
        expiration_date: secondsFromDate(expiry),
      });
      expect(response.status).toBe(200);
      const saved = z.strictObject(adminSegletSchema.shape).parse(decodeDates(await response.json()));
      expect(saved.start_date).toEqual(launch);
      expect(saved.expiration_date).toEqual(expiry);
      expect((await changesOf('seglet', seen.segletId)).slice(before)).toEqual([
        { action: 'update', detail: 'start_date,expiration_date' },
      ]);
      const [row] = await server.db.orm.select().from(seglet).where(eq(seglet.id, seen.segletId));
      expect(row?.startDate).toEqual(launch);
    });

    it('refuses an expiration not after the launch (400), saving nothing', async () => {
      const before = await changesOf('seglet', seen.segletId);
      const { status, body } = await readErrorResponse(
        await put(path(), { expiration_date: secondsFromDate(past) }),
      );
      expect(status).toBe(400);
      expect(body.error.issues).toEqual([
        { path: 'expiration_date', message: adminMessages.schedule.expirationBeforeLaunch },
      ]);
      expect(await changesOf('seglet', seen.segletId)).toEqual(before);
    });

    it('hides the seglet’s contents from learners until it launches', async () => {
      // Launched in 2099 by the test above.
      expect(await learnerSees()).not.toContain(seen.contentId);
      await put(path(), { start_date: null, expiration_date: null });
      expect(await learnerSees()).toContain(seen.contentId);
    });
  });
});
