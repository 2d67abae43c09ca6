/**
 * The report screens' segment filter lists GET /segment, which the stories answer with demoSegmentList; this keeps
 * the mock equal to the real server on the same demo data, page by page, for a manager and a reporting user.
 */
import { decodeDates, segmentListSchema } from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/src/testing/test-server';
import { demoSegmentList } from './demo-learning-responses';

describe('GET /segment answers what the segment list mock says', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(['manager', 'legal'])('for %s, every page of 2 and one page of all', async (username) => {
    const signedIn = await server.signIn(username);
    for (const page of [
      { limit: 2, offset: 0 },
      { limit: 2, offset: 2 },
      { limit: 25, offset: 0 },
    ]) {
      const response = await server.request(`/segment?_limit=${page.limit}&_offset=${page.offset}`, {
        as: signedIn,
      });
      expect(response.status).toBe(200);
      const api = segmentListSchema.parse(decodeDates(await response.json()));
      expect(demoSegmentList(server.demo, page), `${username} ${JSON.stringify(page)}`).toEqual(api);
    }
  });
});
