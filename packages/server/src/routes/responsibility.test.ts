import { adminMessages, responsibilityListSchema } from '@segno/domain';
import { z } from '@segno/domain/zod';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessUnit, changeLog, contentResponsibility, responsibility } from '../db/schema';
import { errorMessages } from '../http/api-error';
import { type ContentFixtures, createContentFixtures } from '../testing/content-fixtures';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';
import { contentNotFound } from './admin-content-routes';

const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});

describe('responsibilities: suggestions, create, and a compliance content’s mapping', () => {
  let server: TestServer;
  let fixtures: ContentFixtures;
  let admin: SignedIn;
  let learner: SignedIn;
  let contentId: number;
  beforeAll(async () => {
    server = await startTestServer();
    fixtures = createContentFixtures(server.db.orm);
    [admin, learner] = await Promise.all([server.signIn('admin'), server.signIn('learner')]);
    contentId = await fixtures.content({ objectType: 'complianceContent' });
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, body?: unknown, as = admin) =>
    server.request(path, { method, as, ...(body === undefined ? {} : json(body)) });
  const readList = async (response: Response, status = 200) => {
    expect(response.status).toBe(status);
    return z.strictObject(responsibilityListSchema.shape).parse(await response.json()).data;
  };
  const create = async (names: string[], status = 201) =>
    readList(await call('POST', '/responsibility', { names }), status);
  const logCount = async (id = contentId) =>
    (
      await server.db.orm
        .select()
        .from(changeLog)
        .where(
          and(
            eq(changeLog.objectType, 'content'),
            eq(changeLog.objectId, id),
            eq(changeLog.detail, 'responsibilities'),
          ),
        )
    ).length;

  it.each([
    ['GET', '/responsibility?searchTerm=cash'],
    ['POST', '/responsibility', { names: ['Learner made'] }],
    ['GET', '/content/1/responsibility'],
    ['PUT', '/content/1/responsibility', { ids: [1] }],
    ['DELETE', '/content/1/responsibility/1'],
  ] as [string, string, unknown?][])(
    '%s %s answers 403 to a learner and changes nothing',
    async (method, path, body) => {
      const before = await server.db.orm.select().from(responsibility);
      const { status, body: error } = await readErrorResponse(await call(method, path, body, learner));
      expect(status).toBe(403);
      expect(error.error.message).toBe(errorMessages.notSegmentAdmin);
      expect(await server.db.orm.select().from(responsibility)).toEqual(before);
    },
  );

  it('answers 401 without a session', async () => {
    expect((await server.request('/responsibility')).status).toBe(401);
  });

  it('creates unit-less responsibilities, clears repeats in any case, and reuses known names', async () => {
    const created = await create(['  Forklift driving ', 'forklift DRIVING', 'Key <holder>']);
    expect(created.map((item) => item.name)).toEqual(['Forklift driving', 'Key holder']);
    const rows = await server.db.orm
      .select({ unit: responsibility.businessUnitId })
      .from(responsibility)
      .where(eq(responsibility.id, created[0]?.responsibility_id as number));
    expect(rows).toEqual([{ unit: null }]);
    // Known names, one of them in a business unit (the manager approvals' demo data), answer 200 and their rows.
    const [unitOne] = await server.db.orm
      .select({ id: responsibility.id, name: responsibility.name })
      .from(responsibility)
      .innerJoin(businessUnit, eq(businessUnit.id, responsibility.businessUnitId))
      .limit(1);
    if (!unitOne) throw new Error('The demo data has no business unit responsibility');
    const again = await create(['FORKLIFT driving', unitOne.name.toUpperCase()], 200);
    expect(again).toEqual([created[0], { responsibility_id: unitOne.id, name: unitOne.name }]);
  });

  it.each([
    [{ names: [] }, [{ path: 'names', message: adminMessages.responsibilities.atLeastOne }]],
    [{ names: ['a'] }, [{ path: 'names.0', message: 'A responsibility needs at least 2 characters.' }]],
    [
      { names: ['ok', 'x'.repeat(101)] },
      [{ path: 'names.1', message: 'A responsibility can have at most 100 characters.' }],
    ],
  ])('refuses %j with the mapper’s messages', async (body, issues) => {
    const before = await server.db.orm.select().from(responsibility);
    const { status, body: error } = await readErrorResponse(await call('POST', '/responsibility', body));
    expect(status).toBe(400);
    expect(error.error.issues).toEqual(issues);
    expect(await server.db.orm.select().from(responsibility)).toEqual(before);
  });

  it('suggests names holding the term in any case, starts first, at most _limit', async () => {
    await create(['Zone alpha', 'Alpha zone', 'Alphabet soup']);
    const found = await readList(await call('GET', '/responsibility?searchTerm=ALPHA'));
    expect(found.map((item) => item.name)).toEqual(['Alpha zone', 'Alphabet soup', 'Zone alpha']);
    expect(await readList(await call('GET', '/responsibility?searchTerm=alpha&_limit=1'))).toHaveLength(1);
    expect((await call('GET', '/responsibility?_limit=11')).status).toBe(400);
  });

  it('maps exactly the ids put, logs a change once, and removes one', async () => {
    const [one, two, three] = await create(['Map one', 'Map two', 'Map three']);
    const ids = [one, two, three].map((item) => item?.responsibility_id as number);
    expect(await readList(await call('GET', `/content/${contentId}/responsibility`))).toEqual([]);
    let mapped = await readList(
      await call('PUT', `/content/${contentId}/responsibility`, { ids: [ids[0], ids[1], ids[0]] }),
    );
    expect(mapped.map((item) => item.name)).toEqual(['Map one', 'Map two']);
    mapped = await readList(
      await call('PUT', `/content/${contentId}/responsibility`, { ids: [ids[2], ids[1]] }),
    );
    expect(mapped.map((item) => item.name)).toEqual(['Map three', 'Map two']);
    await readList(await call('PUT', `/content/${contentId}/responsibility`, { ids: [ids[2], ids[1]] }));
    expect(await logCount()).toBe(2);
    mapped = await readList(await call('DELETE', `/content/${contentId}/responsibility/${ids[2]}`));
    expect(mapped.map((item) => item.name)).toEqual(['Map two']);
    await readList(await call('DELETE', `/content/${contentId}/responsibility/${ids[2]}`));
    expect(await logCount()).toBe(3);
  });

  it('refuses no ids, unknown ids (changing nothing), other content, and a missing content', async () => {
    const [kept] = await create(['Kept one']);
    await readList(
      await call('PUT', `/content/${contentId}/responsibility`, { ids: [kept?.responsibility_id] }),
    );
    const before = await server.db.orm.select().from(contentResponsibility);
    let refused = await readErrorResponse(
      await call('PUT', `/content/${contentId}/responsibility`, { ids: [] }),
    );
    expect(refused.body.error.issues).toEqual([
      { path: 'ids', message: adminMessages.responsibilities.atLeastOne },
    ]);
    refused = await readErrorResponse(
      await call('PUT', `/content/${contentId}/responsibility`, { ids: [kept?.responsibility_id, 899_999] }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues).toEqual([
      { path: 'ids', message: adminMessages.responsibilities.unknown },
    ]);
    expect(await server.db.orm.select().from(contentResponsibility)).toEqual(before);

    for (const fields of [
      { objectType: 'content' as const },
      { objectType: 'complianceContent' as const, subType: 'review' },
    ]) {
      const other = await fixtures.content(fields);
      refused = await readErrorResponse(
        await call('PUT', `/content/${other}/responsibility`, { ids: [kept?.responsibility_id] }),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(adminMessages.responsibilities.notCompliance);
    }
    refused = await readErrorResponse(await call('GET', '/content/899999/responsibility'));
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(contentNotFound);
  });
});
