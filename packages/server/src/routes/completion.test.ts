/** Submitting and rating content over HTTP: every refusal, the awards, codes, checklists and ratings. */
import { completionResponseSchema, messages, ratingResponseSchema } from '@segno/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  badge,
  badgeContent,
  completion,
  content,
  contentRating,
  medal,
  pointAward,
  userBadge,
} from '../db/schema';
import { type ContentFixtures, createContentFixtures, publicationStatus } from '../testing/content-fixtures';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('submitting and rating content', () => {
  let server: TestServer;
  let fixtures: ContentFixtures;
  let learner: SignedIn;
  let generic: SignedIn;
  let offClock: SignedIn;
  let segmentId: number;

  beforeAll(async () => {
    server = await startTestServer();
    fixtures = createContentFixtures(server.db.orm);
    [learner, generic, offClock] = await Promise.all([
      server.signIn('learner'),
      server.signIn('generic'),
      server.signIn('offclock'),
    ]);
    await fixtures.setOnTheClockEnabled(true);
    segmentId = await fixtures.segment();
  });
  afterAll(() => server.close());

  const submit = (as: SignedIn, contentId: number, form: Record<string, string> = { score: '1' }) =>
    server.request(`/user/${as.user_id}/content/${contentId}`, {
      method: 'POST',
      body: new URLSearchParams(form),
      as,
    });

  async function submitted(as: SignedIn, contentId: number, form?: Record<string, string>) {
    const response = await submit(as, contentId, form);
    expect(response.status).toBe(200);
    return completionResponseSchema.parse(await response.json());
  }

  async function refused(as: SignedIn, contentId: number) {
    const response = await submit(as, contentId);
    const header = response.headers.get('Forbidden-Response');
    const { status, body } = await readErrorResponse(response);
    return { status, header, message: body.error.message };
  }

  const completionsOf = async (userId: number, contentId: number) =>
    server.db.orm
      .select()
      .from(completion)
      .where(and(eq(completion.userId, userId), eq(completion.contentId, contentId)));

  describe('refusals', () => {
    it('refuses a generic user id with the spec text in Forbidden-Response, recording nothing', async () => {
      const contentId = await fixtures.content({ segmentId });
      expect(await refused(generic, contentId)).toEqual({
        status: 403,
        header: messages.restrictions.genericUser,
        message: messages.restrictions.genericUser,
      });
      expect(await completionsOf(generic.user_id, contentId)).toEqual([]);
    });

    it('refuses an off-the-clock learner assigned (required) content, but takes optional content', async () => {
      const assignedSegment = await fixtures.segment();
      await fixtures.assign(offClock.user_id, assignedSegment);
      const required = await fixtures.content({ segmentId: assignedSegment });
      expect(await refused(offClock, required)).toMatchObject({
        status: 403,
        header: messages.restrictions.offTheClockContent,
      });
      expect(await completionsOf(offClock.user_id, required)).toEqual([]);

      const optional = await fixtures.content({ segmentId, points: 15 });
      expect(await submitted(offClock, optional)).toMatchObject({ completed: true, error: 0, points: 15 });
    });

    it('lets an off-the-clock learner take required content while the on-the-clock setting is off', async () => {
      const assignedSegment = await fixtures.segment();
      await fixtures.assign(offClock.user_id, assignedSegment);
      const required = await fixtures.content({ segmentId: assignedSegment });
      await fixtures.setOnTheClockEnabled(false);
      try {
        expect(await submitted(offClock, required)).toMatchObject({ completed: true });
      } finally {
        await fixtures.setOnTheClockEnabled(true);
      }
    });

    it('refuses locked content until all its prerequisites are complete', async () => {
      const first = await fixtures.content({ segmentId });
      const second = await fixtures.content({ segmentId });
      const locked = await fixtures.content({ segmentId });
      await fixtures.prerequisites(locked, [first, second]);
      expect(await refused(learner, locked)).toMatchObject({
        status: 403,
        header: messages.completion.lockedTitle,
      });
      await submitted(learner, first);
      expect((await refused(learner, locked)).status).toBe(403);
      await submitted(learner, second);
      expect(await submitted(learner, locked)).toMatchObject({ completed: true });
    });

    it("unlocks 'N of' content once N prerequisites are complete", async () => {
      const options = [
        await fixtures.content({ segmentId }),
        await fixtures.content({ segmentId }),
        await fixtures.content({ segmentId }),
      ];
      const locked = await fixtures.content({ segmentId });
      await fixtures.prerequisites(locked, options, 1);
      expect((await refused(learner, locked)).header).toBe(messages.completion.lockedTitle);
      await submitted(learner, options[1] as number);
      expect(await submitted(learner, locked)).toMatchObject({ completed: true });
    });

    it.each([
      ['draft content', { status: publicationStatus.draft }, publicationStatus.published],
      ['archived content', { status: publicationStatus.archived }, publicationStatus.published],
      ['content of a draft segment', {}, publicationStatus.draft],
      [
        'content before its launch',
        { startDate: new Date('2099-01-01T00:00:00Z') },
        publicationStatus.published,
      ],
      ['expired content', { expirationDate: new Date('2020-01-01T00:00:00Z') }, publicationStatus.published],
    ])('refuses %s as not consumable', async (_, fields, segmentStatus) => {
      const parent = await fixtures.segment({ status: segmentStatus });
      const contentId = await fixtures.content({ segmentId: parent, ...fields });
      expect(await refused(learner, contentId)).toMatchObject({
        status: 403,
        header: messages.errors.contentForbidden,
      });
      expect(await completionsOf(learner.user_id, contentId)).toEqual([]);
    });

    it('answers 404 for unknown content, 403 for another user, 400 for a bad form', async () => {
      expect((await refused(learner, 899_999)).status).toBe(404);
      const contentId = await fixtures.content({ segmentId });
      const forOther = await server.request(`/user/${generic.user_id}/content/${contentId}`, {
        method: 'POST',
        body: new URLSearchParams({ score: '1' }),
        as: learner,
      });
      expect((await readErrorResponse(forOther)).status).toBe(403);
      expect((await readErrorResponse(await submit(learner, contentId, { score: '5' }))).status).toBe(400);
      expect((await readErrorResponse(await submit(learner, contentId, {}))).status).toBe(400);
      const signedOut = await server.request(`/user/${learner.user_id}/content/${contentId}`, {
        method: 'POST',
        body: new URLSearchParams({ score: '1' }),
      });
      expect(signedOut.status).toBe(401);
    });
  });

  describe('completion', () => {
    it('awards the points once; a second completion in the same period gives 0 and the retake message', async () => {
      const contentId = await fixtures.content({ segmentId, points: 25 });
      const first = await submitted(learner, contentId);
      expect(first).toMatchObject({
        points: 25,
        completed: true,
        error: 0,
        msg: 'Congratulations! You earned 25 points.',
      });
      const second = await submitted(learner, contentId);
      expect(second).toMatchObject({ points: 0, completed: true, error: 0, msg: messages.completion.retake });
      const ledger = await server.db.orm
        .select({ points: pointAward.points })
        .from(pointAward)
        .where(and(eq(pointAward.userId, learner.user_id), eq(pointAward.contentId, contentId)));
      expect(ledger).toEqual([{ points: 25 }]);
      expect(await completionsOf(learner.user_id, contentId)).toHaveLength(2);
    });

    it('gives no points for content worth 0 points', async () => {
      const contentId = await fixtures.content({ segmentId, points: 0 });
      expect(await submitted(learner, contentId)).toMatchObject({ points: 0, completed: true });
      const ledger = await server.db.orm.select().from(pointAward).where(eq(pointAward.contentId, contentId));
      expect(ledger).toEqual([]);
    });

    it('reports the new medals (with their names) and badges the completion earned', async () => {
      const medalSegment = await fixtures.segment({ name: 'Medal Fixture' });
      const contentId = await fixtures.content({ segmentId: medalSegment, points: 40 });
      const [bronze] = await server.db.orm
        .insert(medal)
        .values({ segmentId: medalSegment, level: 1, pointsNeeded: 30, status: publicationStatus.published })
        .returning({ id: medal.id });
      const [earned] = await server.db.orm
        .insert(badge)
        .values({ name: 'Fixture Finisher', segmentId: medalSegment, status: publicationStatus.published })
        .returning({ id: badge.id });
      await server.db.orm.insert(badgeContent).values({ badgeId: earned?.id as number, contentId });
      const result = await submitted(learner, contentId);
      expect(result.medals).toEqual([
        {
          medal_id: bronze?.id,
          level: 1,
          name: 'Bronze',
          segment_id: medalSegment,
          segment_name: 'Medal Fixture',
        },
      ]);
      expect(result.badges).toEqual([{ badge_id: earned?.id, name: 'Fixture Finisher' }]);
    });

    it('tells of a badge with its notification message, and leaves out one set not to notify (still earned)', async () => {
      const contentId = await fixtures.content({ segmentId, points: 5 });
      const [told, silent] = await server.db.orm
        .insert(badge)
        .values([
          {
            name: 'Told Finisher',
            segmentId,
            status: publicationStatus.published,
            notificationText: 'Thank you for finishing.',
          },
          { name: 'Silent Finisher', segmentId, status: publicationStatus.published, notifyOnEarn: false },
        ])
        .returning({ id: badge.id });
      await server.db.orm.insert(badgeContent).values([
        { badgeId: told?.id as number, contentId },
        { badgeId: silent?.id as number, contentId },
      ]);
      const result = await submitted(learner, contentId);
      expect(result.badges).toEqual([
        { badge_id: told?.id, name: 'Told Finisher', message: 'Thank you for finishing.' },
      ]);
      const earned = await server.db.orm
        .select({ badgeId: userBadge.badgeId })
        .from(userBadge)
        .where(and(eq(userBadge.userId, learner.user_id), eq(userBadge.badgeId, silent?.id as number)));
      expect(earned).toHaveLength(1);
    });

    it('treats score 0 as attempted, not completed, and records nothing', async () => {
      const contentId = await fixtures.content({ segmentId });
      expect(await submitted(learner, contentId, { score: '0' })).toEqual({
        points: 0,
        completed: false,
        error: 0,
        msg: messages.completion.notCompleted,
        badges: [],
        medals: [],
        level: null,
      });
      expect(await completionsOf(learner.user_id, contentId)).toEqual([]);
    });

    it("needs a code content's segnocode, compared without regard to case", async () => {
      const contentId = await fixtures.content({ segmentId, type: 6, segnocode: 'SAFE2026', points: 20 });
      const withoutRightCode: Record<string, string>[] = [
        { score: '1' },
        { score: '1', segnocode: 'SAFE2025' },
      ];
      for (const form of withoutRightCode) {
        expect(await submitted(learner, contentId, form)).toMatchObject({
          completed: false,
          error: 1,
          msg: messages.segnocode.wrongForContent,
          points: 0,
        });
      }
      expect(await completionsOf(learner.user_id, contentId)).toEqual([]);
      expect(await submitted(learner, contentId, { score: '1', segnocode: 'safe2026' })).toMatchObject({
        completed: true,
        error: 0,
        points: 20,
      });
    });

    it("needs every item of the learner's checklist checked", async () => {
      const { checklistId, itemIds } = await fixtures.checklist(['Gloves', 'Goggles', 'Boots']);
      const contentId = await fixtures.content({ segmentId, type: 5, checklistId });
      const withoutCopy = await submitted(learner, contentId);
      expect(withoutCopy).toMatchObject({ completed: false, error: 1, msg: messages.checklist.incomplete });

      await fixtures.userChecklist(learner.user_id, contentId, itemIds.slice(0, 2));
      expect(await submitted(learner, contentId)).toMatchObject({ completed: false, error: 1 });

      const copyId = await server.db.orm.query.userChecklist.findFirst({
        where: (row, { and: both, eq: equal }) =>
          both(equal(row.userId, learner.user_id), equal(row.contentId, contentId)),
      });
      const saved = await server.request(`/user_checklist/${copyId?.id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ checked_item_ids: itemIds }),
        as: learner,
      });
      expect(saved.status).toBe(200);
      expect(await submitted(learner, contentId)).toMatchObject({ completed: true, error: 0 });
    });
  });

  describe('rating', () => {
    const rate = (as: SignedIn, contentId: number, value: string) =>
      server.request(`/user/${as.user_id}/content/${contentId}/rating`, {
        method: 'POST',
        body: new URLSearchParams({ value }),
        as,
      });
    const storedRating = async (contentId: number) =>
      (
        await server.db.orm.select({ rating: content.rating }).from(content).where(eq(content.id, contentId))
      )[0]?.rating;

    it("keeps each learner's rating and the content's average", async () => {
      const contentId = await fixtures.content({ segmentId });
      const first = await rate(learner, contentId, '5');
      expect(ratingResponseSchema.parse(await first.json())).toEqual({ value: 5, rating: 5 });
      const second = await rate(offClock, contentId, '2');
      expect(ratingResponseSchema.parse(await second.json())).toEqual({ value: 2, rating: 3.5 });
      // A learner's new rating replaces theirs.
      const changed = await rate(learner, contentId, '3');
      expect(ratingResponseSchema.parse(await changed.json())).toEqual({ value: 3, rating: 2.5 });
      expect(await storedRating(contentId)).toBe(2.5);
    });

    it('stores a rating sent with the completion like the rating call', async () => {
      const contentId = await fixtures.content({ segmentId });
      await submitted(learner, contentId, { score: '1', rating: '4' });
      const rows = await server.db.orm
        .select({ value: contentRating.value })
        .from(contentRating)
        .where(eq(contentRating.contentId, contentId));
      expect(rows).toEqual([{ value: 4 }]);
      expect(await storedRating(contentId)).toBe(4);
    });

    it('refuses a rating outside 1 to 5, of content not consumable, or for another user', async () => {
      const contentId = await fixtures.content({ segmentId });
      expect((await readErrorResponse(await rate(learner, contentId, '6'))).status).toBe(400);
      const draft = await fixtures.content({ segmentId, status: publicationStatus.draft });
      const forbidden = await rate(learner, draft, '4');
      expect(forbidden.headers.get('Forbidden-Response')).toBe(messages.errors.contentForbidden);
      expect((await readErrorResponse(forbidden)).status).toBe(403);
      const forOther = await server.request(`/user/${generic.user_id}/content/${contentId}/rating`, {
        method: 'POST',
        body: new URLSearchParams({ value: '4' }),
        as: learner,
      });
      expect((await readErrorResponse(forOther)).status).toBe(403);
      expect(await storedRating(contentId)).toBeNull();
    });
  });
});
