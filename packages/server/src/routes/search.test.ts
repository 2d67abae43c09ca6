/** GET /search and /search/filters over HTTP against the demo data. */
import { decodeDates, messages, searchFilterListSchema, searchResultListSchema } from '@segno/domain';
import { z } from '@segno/domain/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLearningIds } from '../demo/demo-data';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('search', () => {
  let server: TestServer;
  let learner: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    learner = await server.signIn('learner');
  });
  afterAll(() => server.close());

  async function search(query: string) {
    const response = await server.request(`/search?${query}`, { as: learner });
    expect(response.status, query).toBe(200);
    return z.strictObject(searchResultListSchema.shape).parse(decodeDates(await response.json()));
  }
  const names = (result: { data: { name: string }[] }) => result.data.map((content) => content.name);
  /** Results come best match first; where ranks tie the order is by name, so compare as sets. */
  const nameSet = (result: { data: { name: string }[] }) => names(result).sort();

  it('finds published contents by words, stems and prefixes, never drafts or archived ones', async () => {
    expect(nameSet(await search('term=complaints'))).toEqual([
      'Advanced Complaint Handling',
      'Handling Complaints',
    ]);
    expect(nameSet(await search('term=quiz'))).toEqual(['Lifting Quiz', 'Listening Quiz', 'Product Quiz']);
    // 3 letters find by prefix.
    expect(names(await search('term=saf'))).toContain('Store Safety Basics');
    const catalogue = names(await search('term=catalogue'));
    expect(catalogue).toContain('Catalogue Tour');
    expect(catalogue).not.toContain('Catalogue 2024 (archived)');
    expect(names(await search('term=scripts'))).toEqual([]);
  });

  it('normalises the term and refuses fewer than 3 characters with the message', async () => {
    expect(names(await search(`term=${encodeURIComponent('"quiz\\"  ')}`))).toHaveLength(3);
    for (const term of ['ab', '"a"b', '  ab  ']) {
      const response = await server.request(`/search?term=${encodeURIComponent(term)}`, { as: learner });
      const { status, body } = await readErrorResponse(response);
      expect(status).toBe(400);
      expect(body.error.issues).toEqual([{ path: 'term', message: messages.validation.searchTooShort }]);
    }
  });

  it('filters by type, category, expertise and language, and pages with the total', async () => {
    expect(names(await search('term=quiz&filters[]=category:3'))).toEqual(['Product Quiz']);
    expect(names(await search('term=product&filters[]=language:hindi'))).toEqual(['Product Quiz']);
    const safetyDocuments = await search('term=safety&filters[]=type:11&filters[]=category:2');
    // Segment 1's document and the four compliance documents (issue 6) named for safety.
    expect(names(safetyDocuments)).toEqual([
      'Cold Room and Freezer Safety',
      'Electrical Safety on the Shop Floor',
      'Ladder and Step Stool Safety',
      'Safety Sign Meanings',
      'Store Safety Basics',
    ]);
    expect(safetyDocuments.data.find((content) => content.name === 'Store Safety Basics')).toMatchObject({
      content_id: demoLearningIds.document,
      is_complete: false,
    });
    const all = await search('term=quiz&filters[]=type:2&filters[]=type:11');
    const two = await search('term=quiz&filters[]=type:2&filters[]=type:11&_limit=2&_offset=1');
    expect([all.total, two.total]).toEqual([3, 3]);
    expect(names(two)).toEqual(names(all).slice(1, 3));
    const expertise = await search('term=quiz&filters[]=expertise:2');
    expect(expertise.data.every((content) => content.expertise === 2)).toBe(true);
  });

  it('counts the filter values among the matches', async () => {
    const response = await server.request('/search/filters?term=quiz', { as: learner });
    expect(response.status).toBe(200);
    const { data } = z.strictObject(searchFilterListSchema.shape).parse(await response.json());
    expect(data.map((group) => group.key)).toEqual(['type', 'category', 'expertise', 'language']);
    expect(data[0]).toEqual({
      key: 'type',
      label: 'Type',
      options: [{ value: '2', label: 'Quiz', count: 3 }],
    });
    expect(data[1]?.options).toEqual([
      { value: '1', label: 'Customer Service', count: 1 },
      { value: '3', label: 'Product', count: 1 },
      { value: '2', label: 'Safety', count: 1 },
    ]);
    expect(data[3]?.options).toEqual([
      { value: 'english', label: 'English', count: 2 },
      { value: 'hindi', label: 'Hindi', count: 1 },
    ]);
  });

  it.each([
    ['/search', 400],
    ['/search?term=ab', 400],
    ['/search?term=quiz&filters[]=colour:red', 400],
    ['/search?term=quiz&filters[]=type:video', 400],
    ['/search?term=quiz&_limit=26', 400],
    ['/search/filters?term=ab', 400],
  ])('%s answers %i', async (path, status) => {
    expect((await readErrorResponse(await server.request(path, { as: learner }))).status).toBe(status);
  });

  it('needs a session', async () => {
    expect((await readErrorResponse(await server.request('/search?term=quiz'))).status).toBe(401);
  });
});
