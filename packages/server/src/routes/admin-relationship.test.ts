/**
 * The content wizard's relationships, locking and badges calls over HTTP: 403 for learners on every call,
 * each refusal's message, the change log written with each change (and none for a refusal or a repeat), and
 * the learner's lock reading what the admin saved.
 */
import {
  adminContentParentListSchema,
  adminMessages,
  adminPrerequisiteListSchema,
  contentBadgeListSchema,
  contentPrerequisiteListSchema,
  externalContentListSchema,
} from '@segno/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  badge,
  badgeContent,
  changeLog,
  content,
  contentExternal,
  contentPrerequisite,
  plan,
  planContent,
  seglet,
} from '../db/schema';
import { type ContentFixtures, createContentFixtures } from '../testing/content-fixtures';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('content relationships, locking and badges', () => {
  let server: TestServer;
  let fixtures: ContentFixtures;
  let admin: SignedIn;
  let learner: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    fixtures = createContentFixtures(server.db.orm);
    [admin, learner] = await Promise.all([server.signIn('admin'), server.signIn('learner')]);
  });
  afterAll(() => server.close());

  const send = (method: string, path: string, body?: unknown, as: SignedIn = admin) =>
    server.request(path, {
      method,
      as,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const okOf = async <T>(response: Response, schema: { parse: (value: unknown) => T }, status = 200) => {
    expect(response.status).toBe(status);
    return schema.parse(await response.json());
  };
  const refusalOf = async (response: Response) => {
    const { status, body } = await readErrorResponse(response);
    return { status, issues: body.error.issues };
  };
  const changesOf = (objectType: 'content' | 'badge', objectId: number) =>
    server.db.orm
      .select({ action: changeLog.action, detail: changeLog.detail, userId: changeLog.userId })
      .from(changeLog)
      .where(and(eq(changeLog.objectType, objectType), eq(changeLog.objectId, objectId)))
      .orderBy(asc(changeLog.id));
  const storedRule = async (contentId: number) =>
    (await server.db.orm.select().from(content).where(eq(content.id, contentId)))[0]?.prerequisiteRule;

  it.each([
    ['GET', '/content/1/prerequisite/admin'],
    ['PUT', '/content/1/prerequisite/2'],
    ['DELETE', '/content/1/prerequisite/2'],
    ['PUT', '/content/1/prerequisite_rule', { prerequisite_rule: null }],
    ['GET', '/content/1/parents/admin'],
    ['GET', '/content/1/external_content'],
    ['POST', '/content/1/external_content', { url: 'https://example.com/a' }],
    ['DELETE', '/content/1/external_content/1'],
    ['GET', '/content/1/badge'],
    ['PUT', '/content/1/badge/1'],
    ['DELETE', '/content/1/badge/1'],
  ] as [string, string, unknown?][])(
    '%s %s answers 403 to a learner and changes nothing',
    async (method, path, body) => {
      const before = await Promise.all([
        server.db.orm.select().from(contentPrerequisite),
        server.db.orm.select().from(contentExternal),
        server.db.orm.select().from(badgeContent),
        server.db.orm.select().from(changeLog),
      ]);
      const response = await send(method, path, body, learner);
      expect((await readErrorResponse(response)).status).toBe(403);
      const after = await Promise.all([
        server.db.orm.select().from(contentPrerequisite),
        server.db.orm.select().from(contentExternal),
        server.db.orm.select().from(badgeContent),
        server.db.orm.select().from(changeLog),
      ]);
      expect(after).toEqual(before);
    },
  );

  describe('prerequisites and the rule', () => {
    it('adds prerequisites by name, locks the content, and writes one line per change', async () => {
      const [owner, first, second] = [
        await fixtures.content({ name: 'Owner A' }),
        await fixtures.content({ name: 'Zulu step' }),
        await fixtures.content({ name: 'Alpha step', status: 1 }),
      ];
      const empty = await okOf(
        await send('GET', `/content/${owner}/prerequisite/admin`),
        adminPrerequisiteListSchema,
      );
      expect(empty).toEqual({ prerequisite_rule: null, is_locked: false, data: [] });
      await okOf(await send('PUT', `/content/${owner}/prerequisite/${first}`), adminPrerequisiteListSchema);
      const saved = await okOf(
        await send('PUT', `/content/${owner}/prerequisite/${second}`),
        adminPrerequisiteListSchema,
      );
      expect(saved).toEqual({
        prerequisite_rule: null,
        is_locked: true,
        data: [
          { content_id: second, name: 'Alpha step', status: 1 },
          { content_id: first, name: 'Zulu step', status: 2 },
        ],
      });
      // A repeat changes nothing and writes nothing.
      await okOf(await send('PUT', `/content/${owner}/prerequisite/${first}`), adminPrerequisiteListSchema);
      expect(await changesOf('content', owner)).toEqual([
        { action: 'update', detail: 'prerequisites', userId: admin.user_id },
        { action: 'update', detail: 'prerequisites', userId: admin.user_id },
      ]);
    });

    it('refuses the content itself, a loop, and a content that does not exist, saving nothing', async () => {
      const [a, b, c] = [await fixtures.content(), await fixtures.content(), await fixtures.content()];
      await fixtures.prerequisites(b, [a]);
      await fixtures.prerequisites(c, [b]);
      const self = await refusalOf(await send('PUT', `/content/${a}/prerequisite/${a}`));
      expect(self).toEqual({
        status: 400,
        issues: [{ path: 'prerequisite_id', message: adminMessages.relationships.selfPrerequisite }],
      });
      // c needs b needs a: a cannot need c.
      const loop = await refusalOf(await send('PUT', `/content/${a}/prerequisite/${c}`));
      expect(loop).toEqual({
        status: 400,
        issues: [{ path: 'prerequisite_id', message: adminMessages.relationships.prerequisiteCycle }],
      });
      const missing = await refusalOf(await send('PUT', `/content/${a}/prerequisite/987654321`));
      expect(missing).toEqual({
        status: 404,
        issues: [{ path: 'prerequisite_id', message: adminMessages.relationships.unknownContent }],
      });
      const noOwner = await readErrorResponse(await send('PUT', `/content/987654321/prerequisite/${a}`));
      expect(noOwner.status).toBe(404);
      expect(
        await server.db.orm.select().from(contentPrerequisite).where(eq(contentPrerequisite.contentId, a)),
      ).toEqual([]);
      expect(await changesOf('content', a)).toEqual([]);
    });

    it('saves all of or N of within 1 and the count, refusing the rest with the message', async () => {
      const owner = await fixtures.content();
      const [p1, p2, p3] = [await fixtures.content(), await fixtures.content(), await fixtures.content()];
      const noneYet = await refusalOf(
        await send('PUT', `/content/${owner}/prerequisite_rule`, { prerequisite_rule: 1 }),
      );
      expect(noneYet.issues).toEqual([
        { path: 'prerequisite_rule', message: adminMessages.relationships.ruleWithoutPrerequisites },
      ]);
      await fixtures.prerequisites(owner, [p1, p2, p3]);
      const tooMany = await refusalOf(
        await send('PUT', `/content/${owner}/prerequisite_rule`, { prerequisite_rule: 4 }),
      );
      expect(tooMany).toEqual({
        status: 400,
        issues: [{ path: 'prerequisite_rule', message: 'Choose a number from 1 to 3.' }],
      });
      const zero = await send('PUT', `/content/${owner}/prerequisite_rule`, { prerequisite_rule: 0 });
      expect(zero.status).toBe(400);
      const notANumber = await send('PUT', `/content/${owner}/prerequisite_rule`, {
        prerequisite_rule: 'two',
      });
      expect(notANumber.status).toBe(400);
      expect(await storedRule(owner)).toBeNull();
      expect(await changesOf('content', owner)).toEqual([]);

      const twoOf = await okOf(
        await send('PUT', `/content/${owner}/prerequisite_rule`, { prerequisite_rule: 2 }),
        adminPrerequisiteListSchema,
      );
      expect(twoOf.prerequisite_rule).toBe(2);
      expect(await storedRule(owner)).toBe(2);
      // The learner's lock reads it: 2 of the 3 needed.
      const learnerView = await okOf(
        await send('GET', `/content/${owner}/prerequisite`, undefined, learner),
        contentPrerequisiteListSchema,
      );
      expect(learnerView).toMatchObject({ prerequisite_rule: 2, is_locked: true });
      await send('PUT', `/content/${owner}/prerequisite_rule`, { prerequisite_rule: 2 });
      await send('PUT', `/content/${owner}/prerequisite_rule`, { prerequisite_rule: null });
      expect(await storedRule(owner)).toBeNull();
      expect(await changesOf('content', owner)).toEqual([
        { action: 'update', detail: 'locking', userId: admin.user_id },
        { action: 'update', detail: 'locking', userId: admin.user_id },
      ]);
    });

    it('turns an N of that no longer fits into all of when a prerequisite goes', async () => {
      const owner = await fixtures.content();
      const [p1, p2] = [await fixtures.content(), await fixtures.content()];
      await fixtures.prerequisites(owner, [p1, p2], 2);
      const after = await okOf(
        await send('DELETE', `/content/${owner}/prerequisite/${p2}`),
        adminPrerequisiteListSchema,
      );
      expect(after).toMatchObject({ prerequisite_rule: null, is_locked: true });
      expect(after.data.map((row) => row.content_id)).toEqual([p1]);
      const last = await okOf(
        await send('DELETE', `/content/${owner}/prerequisite/${p1}`),
        adminPrerequisiteListSchema,
      );
      expect(last).toEqual({ prerequisite_rule: null, is_locked: false, data: [] });
      // Taking out what is not there writes nothing.
      await okOf(await send('DELETE', `/content/${owner}/prerequisite/${p1}`), adminPrerequisiteListSchema);
      expect(await changesOf('content', owner)).toHaveLength(2);
    });
  });

  it('lists the segment with its seglet and the plans holding the content, any status', async () => {
    const segmentId = await fixtures.segment({ name: 'Parent segment', status: 1 });
    const segletId = 960_001;
    await server.db.orm
      .insert(seglet)
      .values({ id: segletId, segmentId, name: 'Parent seglet', position: 1, status: 2 });
    const held = await fixtures.content({ segmentId, segletId });
    const [row] = await server.db.orm
      .insert(plan)
      .values({ planName: 'Parent plan', planShortName: 'pp', objectType: 'compliancePlan', status: 2 })
      .returning({ id: plan.id });
    if (!row) throw new Error('no plan');
    await server.db.orm.insert(planContent).values({ planId: row.id, contentId: held });
    const parents = await okOf(
      await send('GET', `/content/${held}/parents/admin`),
      adminContentParentListSchema,
    );
    expect(parents.data).toEqual([
      {
        kind: 'segment',
        id: segmentId,
        name: 'Parent segment',
        seglet_id: segletId,
        seglet_name: 'Parent seglet',
        status: 1,
      },
      { kind: 'plan', id: row.id, name: 'Parent plan', seglet_id: null, seglet_name: null, status: 2 },
    ]);
    expect((await readErrorResponse(await send('GET', '/content/987654321/parents/admin'))).status).toBe(404);
  });

  it('adds https external content, refuses other addresses, and deletes only its own entries', async () => {
    const owner = await fixtures.content();
    const other = await fixtures.content();
    const added = await okOf(
      await send('POST', `/content/${owner}/external_content`, { url: ' https://example.com/guide ' }),
      externalContentListSchema,
      201,
    );
    expect(added.data).toEqual([
      { external_content_id: expect.any(Number), url: 'https://example.com/guide' },
    ]);
    for (const url of ['http://example.com/guide', 'not a link', '']) {
      const refused = await refusalOf(await send('POST', `/content/${owner}/external_content`, { url }));
      expect(refused).toEqual({
        status: 400,
        issues: [{ path: 'url', message: adminMessages.validation.invalidUrl }],
      });
    }
    const entryId = added.data[0]?.external_content_id as number;
    const notOurs = await refusalOf(await send('DELETE', `/content/${other}/external_content/${entryId}`));
    expect(notOurs).toEqual({
      status: 404,
      issues: [{ path: 'external_content_id', message: adminMessages.relationships.unknownExternal }],
    });
    const removed = await okOf(
      await send('DELETE', `/content/${owner}/external_content/${entryId}`),
      externalContentListSchema,
    );
    expect(removed.data).toEqual([]);
    expect(
      await okOf(await send('GET', `/content/${owner}/external_content`), externalContentListSchema),
    ).toEqual({
      data: [],
    });
    expect(await changesOf('content', owner)).toEqual([
      { action: 'update', detail: 'external_content', userId: admin.user_id },
      { action: 'update', detail: 'external_content', userId: admin.user_id },
    ]);
    expect(await changesOf('content', other)).toEqual([]);
  });

  it('earns only its segment’s badges, writing the content’s and the badge’s change log', async () => {
    const segmentId = await fixtures.segment();
    const elsewhere = await fixtures.segment();
    const owner = await fixtures.content({ segmentId });
    const unplaced = await fixtures.content();
    const [own, foreign] = await server.db.orm
      .insert(badge)
      .values([
        { name: 'Own badge', segmentId, status: 2 },
        { name: 'Foreign badge', segmentId: elsewhere, status: 2 },
      ])
      .returning({ id: badge.id });
    if (!own || !foreign) throw new Error('no badges');
    const added = await okOf(await send('PUT', `/content/${owner}/badge/${own.id}`), contentBadgeListSchema);
    expect(added.data).toEqual([{ badge_id: own.id, name: 'Own badge', medal_type_id: null, status: 2 }]);
    for (const [contentId, badgeId] of [
      [owner, foreign.id],
      [unplaced, own.id],
    ] as const) {
      const refused = await refusalOf(await send('PUT', `/content/${contentId}/badge/${badgeId}`));
      expect(refused).toEqual({
        status: 400,
        issues: [{ path: 'badge_id', message: adminMessages.relationships.badgeNotInSegment }],
      });
    }
    const missing = await refusalOf(await send('PUT', `/content/${owner}/badge/987654321`));
    expect(missing).toEqual({
      status: 404,
      issues: [{ path: 'badge_id', message: adminMessages.relationships.unknownBadge }],
    });
    expect(await okOf(await send('GET', `/content/${owner}/badge`), contentBadgeListSchema)).toEqual(added);
    const removed = await okOf(
      await send('DELETE', `/content/${owner}/badge/${own.id}`),
      contentBadgeListSchema,
    );
    expect(removed.data).toEqual([]);
    expect(await changesOf('content', owner)).toEqual([
      { action: 'update', detail: 'badges', userId: admin.user_id },
      { action: 'update', detail: 'badges', userId: admin.user_id },
    ]);
    expect(await changesOf('badge', own.id)).toHaveLength(2);
    expect(await changesOf('content', unplaced)).toEqual([]);
  });
});
