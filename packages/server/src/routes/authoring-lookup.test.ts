/** The admin forms' lookups over HTTP: is a name taken, and the content owner by company e-mail. */
import { companyEmailDomain, similarNameSchema, userEmailSearchSchema } from '@segno/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { segment } from '../db/schema';
import { createContentFixtures } from '../testing/content-fixtures';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('authoring lookups', () => {
  let server: TestServer;
  let admin: SignedIn;
  let learner: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    [admin, learner] = await Promise.all([server.signIn('admin'), server.signIn('learner')]);
  });
  afterAll(() => server.close());

  const similar = (type: string, query: Record<string, string>) =>
    server.readOk(`/search/similar/type/${type}?${new URLSearchParams(query)}`, similarNameSchema, admin);

  describe('GET /search/similar/type/{type}', () => {
    it('tells whether a segment name or short name is taken, ignoring case, but not by the item itself', async () => {
      const [service] = await server.db.orm.select().from(segment).where(eq(segment.id, 1));
      if (!service) throw new Error('The demo has no segment 1');
      expect(
        await similar('segment', { name: service.name.toUpperCase(), short_name: 'nothing like it' }),
      ).toEqual({
        name_taken: true,
        short_name_taken: false,
      });
      expect(await similar('segment', { short_name: ` ${service.shortName.toLowerCase()} ` })).toEqual({
        name_taken: false,
        short_name_taken: true,
      });
      expect(
        await similar('segment', { name: service.name, short_name: service.shortName, exclude_id: '1' }),
      ).toEqual({ name_taken: false, short_name_taken: false });
      expect(await similar('segment', {})).toEqual({ name_taken: false, short_name_taken: false });
    });

    it('checks contents, seglets and badges by their own names, and archived items free theirs', async () => {
      const fixtures = createContentFixtures(server.db.orm);
      await fixtures.content({ name: 'Lookup Content', shortName: 'LookupC' });
      await fixtures.content({ name: 'Archived Lookup', shortName: 'ArchivedL', status: 3 });
      expect(await similar('content', { name: 'lookup content', short_name: 'lookupc' })).toEqual({
        name_taken: true,
        short_name_taken: true,
      });
      expect(await similar('segment', { name: 'Lookup Content' })).toMatchObject({ name_taken: false });
      expect(await similar('content', { name: 'Archived Lookup', short_name: 'ArchivedL' })).toEqual({
        name_taken: false,
        short_name_taken: false,
      });
      expect(await similar('badge', { name: 'First Steps' })).toMatchObject({ name_taken: true });
      expect(await similar('seglet', { name: 'no seglet has this name' })).toMatchObject({
        name_taken: false,
      });
    });

    it('refuses an unknown type (400)', async () => {
      const response = await server.request('/search/similar/type/course?name=x', { as: admin });
      const { status, body } = await readErrorResponse(response);
      expect(status).toBe(400);
      expect(body.error.issues?.[0]?.path).toBe('type');
    });
  });

  describe('GET /user/search/email/{email}', () => {
    it('finds the demo user by their company e-mail, ignoring case; anything else finds no one', async () => {
      const search = (email: string) =>
        server.readOk(`/user/search/email/${encodeURIComponent(email)}`, userEmailSearchSchema, admin);
      expect(await search(`LEARNER@${companyEmailDomain.toUpperCase()}`)).toEqual({
        data: [
          {
            user_id: learner.user_id,
            first_name: learner.user.first_name,
            last_name: learner.user.last_name,
            email: `learner@${companyEmailDomain}`,
          },
        ],
      });
      expect(await search(`learn@${companyEmailDomain}`)).toEqual({ data: [] });
      expect(await search('learner@gmail.com')).toEqual({ data: [] });
    });
  });

  it('answers 403 to a learner and 401 without a session', async () => {
    for (const path of [
      '/search/similar/type/segment?name=x',
      `/user/search/email/admin@${companyEmailDomain}`,
    ]) {
      expect((await readErrorResponse(await server.request(path, { as: learner }))).status, path).toBe(403);
      expect((await readErrorResponse(await server.request(path))).status, path).toBe(401);
    }
  });
});
