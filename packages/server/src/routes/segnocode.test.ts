/** Redeeming and looking up segnocodes over HTTP. */
import { decodeDates, messages, redeemResponseSchema, segnocodeLookupSchema } from '@segno/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completion, pointAward, segnocodeRedemption } from '../db/schema';
import { type ContentFixtures, createContentFixtures, publicationStatus } from '../testing/content-fixtures';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const dayMs = 24 * 60 * 60 * 1000;

describe('segnocodes', () => {
  let server: TestServer;
  let fixtures: ContentFixtures;
  let learner: SignedIn;
  let colleague: SignedIn;
  let generic: SignedIn;
  let segmentId: number;

  beforeAll(async () => {
    server = await startTestServer();
    fixtures = createContentFixtures(server.db.orm);
    [learner, colleague, generic] = await Promise.all([
      server.signIn('learner'),
      server.signIn('kmensah'),
      server.signIn('generic'),
    ]);
    segmentId = await fixtures.segment();
  });
  afterAll(() => server.close());

  const redeemRaw = (as: SignedIn, form: Record<string, string>) =>
    server.request('/segnocode/redeem', { method: 'POST', body: new URLSearchParams(form), as });

  async function redeem(as: SignedIn, segnocode: string) {
    const response = await redeemRaw(as, { score: '1', system_id: 'web', segnocode });
    expect(response.status).toBe(200);
    return redeemResponseSchema.parse(await response.json());
  }

  const refusal = (msg: string) => ({
    error: 1,
    msg,
    content: null,
    points: 0,
    badges: [],
    medals: [],
    level: null,
  });

  const redemptionsOf = (userId: number) =>
    server.db.orm.select().from(segnocodeRedemption).where(eq(segnocodeRedemption.userId, userId));

  describe('redeem', () => {
    it("completes the code's content with its points, once per learner, whatever the case typed", async () => {
      const contentId = await fixtures.content({ segmentId, name: 'Code Fixture', points: 30 });
      await fixtures.segnocode('FIXWELCOME1', contentId);
      expect(await redeem(learner, 'fixWelcome1')).toEqual({
        error: 0,
        msg: messages.completion.redeemed,
        content: { content_id: contentId, name: 'Code Fixture' },
        points: 30,
        badges: [],
        medals: [],
        level: expect.toSatisfy((level: number | null) => level === null || level > 0),
      });
      const ledger = await server.db.orm
        .select({ points: pointAward.points })
        .from(pointAward)
        .where(and(eq(pointAward.userId, learner.user_id), eq(pointAward.contentId, contentId)));
      expect(ledger).toEqual([{ points: 30 }]);

      expect(await redeem(learner, 'FIXWELCOME1')).toEqual(refusal(messages.segnocode.alreadyRedeemed));
      const completions = await server.db.orm
        .select()
        .from(completion)
        .where(and(eq(completion.userId, learner.user_id), eq(completion.contentId, contentId)));
      expect(completions).toHaveLength(1);

      // Another learner may redeem the same code.
      expect(await redeem(colleague, 'FIXWELCOME1')).toMatchObject({ error: 0, points: 30 });
    });

    it('refuses unknown, expired and malformed codes with error 1 and a message', async () => {
      const contentId = await fixtures.content({ segmentId });
      await fixtures.segnocode('FIXEXPIRED', contentId, new Date(server.clock.now().getTime() - dayMs));
      await fixtures.segnocode('FIXLATER', contentId, new Date(server.clock.now().getTime() + dayMs));
      expect(await redeem(learner, 'NOSUCHCODE9')).toEqual(refusal(messages.segnocode.unknown));
      expect(await redeem(learner, 'fixexpired')).toEqual(refusal(messages.segnocode.expired));
      expect(await redeem(learner, 'FIX-LATER')).toEqual(refusal(messages.validation.invalidSegnocode));
      expect(await redeem(learner, '')).toEqual(refusal(messages.validation.invalidSegnocode));
      expect((await redemptionsOf(learner.user_id)).map((row) => row.code)).not.toContain('FIXEXPIRED');
      expect(await redeem(learner, 'FIXLATER')).toMatchObject({ error: 0 });
    });

    it('refuses a generic user id with error 1, recording nothing', async () => {
      const contentId = await fixtures.content({ segmentId });
      await fixtures.segnocode('FIXGENERIC', contentId);
      expect(await redeem(generic, 'FIXGENERIC')).toEqual(refusal(messages.segnocode.genericUser));
      expect(await redemptionsOf(generic.user_id)).toEqual([]);
    });

    it('answers 403 with Forbidden-Response when the content may not be taken now', async () => {
      const draft = await fixtures.content({ segmentId, status: publicationStatus.draft });
      await fixtures.segnocode('FIXDRAFT', draft);
      const response = await redeemRaw(learner, { segnocode: 'FIXDRAFT' });
      expect(response.headers.get('Forbidden-Response')).toBe(messages.errors.contentForbidden);
      expect((await readErrorResponse(response)).status).toBe(403);
      expect((await redemptionsOf(learner.user_id)).map((row) => row.code)).not.toContain('FIXDRAFT');
    });

    it('needs the segnocode field and a session', async () => {
      expect((await readErrorResponse(await redeemRaw(learner, { score: '1' }))).status).toBe(400);
      const signedOut = await server.request('/segnocode/redeem', {
        method: 'POST',
        body: new URLSearchParams({ segnocode: 'FIXWELCOME1' }),
      });
      expect(signedOut.status).toBe(401);
    });
  });

  describe('lookup', () => {
    it('finds a code without regard to case, with its content and expiry', async () => {
      const contentId = await fixtures.content({ segmentId, name: 'Lookup Fixture' });
      const expires = new Date('2026-12-31T00:00:00.000Z');
      await fixtures.segnocode('FIXLOOKUP', contentId, expires);
      const response = await server.request('/segnocode/code/filter/fixLookup', { as: learner });
      expect(response.status).toBe(200);
      expect(segnocodeLookupSchema.parse(decodeDates(await response.json()))).toEqual({
        data: {
          code: 'FIXLOOKUP',
          content_id: contentId,
          content_name: 'Lookup Fixture',
          expiration_date: expires,
        },
      });
    });

    it('answers 404 for an unknown or malformed code', async () => {
      for (const code of ['NOSUCHCODE9', 'FIX-LOOKUP']) {
        const response = await server.request(`/segnocode/code/filter/${code}`, { as: learner });
        expect((await readErrorResponse(response)).status).toBe(404);
      }
    });
  });
});
