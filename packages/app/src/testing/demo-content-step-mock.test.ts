/**
 * The content wizard's tags, skill-mapping and map-responsibilities calls mocked for the stories
 * (demo-content-step-responses) against the real server on the same demo data: the reads of every step, tags
 * created, searched, put on and taken off, skills searched and saved, the change log they write, and refusals;
 * then a segment's tags, the manage-segments tag filter (GET /segment/filters) and the list it narrows.
 * A segment's `updated_at` is left out of the list: the database stamps it with the wall clock when seeding.
 */
import { describe, expect, it } from 'vitest';
import { mockCheck } from './mock-check';

describe('the content wizard’s tags, skills and responsibilities answer what the stories mock', () => {
  const check = mockCheck();
  const { expectSame } = check;

  it('reads each step of a content, and refuses a content that does not exist', async () => {
    for (const contentId of [1, 9, 15, 17, 22]) {
      await expectSame('GET', `/content/${contentId}/tag`);
      await expectSame('GET', `/content/${contentId}/skill`);
      await expectSame('GET', `/content/${contentId}/responsibility`);
    }
    for (const path of ['/content/987654/tag', '/content/987654/skill', '/content/987654/responsibility'])
      expect((await expectSame('GET', path)).status).toBe(404);
  });

  it('creates, searches, puts on and takes off tags, with the change log', async () => {
    expect((await expectSame('POST', '/tag', { name: 'Fire safety' })).status).toBe(201);
    expect((await expectSame('POST', '/tag', { name: '  food <safety> ' })).status).toBe(201);
    expect((await expectSame('POST', '/tag', { name: 'FIRE SAFETY' })).status).toBe(200);
    expect((await expectSame('POST', '/tag', { name: 'Safety' })).status).toBe(201);
    expect((await expectSame('POST', '/tag', { name: 'ab' })).status).toBe(400);
    for (const term of ['saf', 'SAFETY', 'fire', 'sa', 'nothing'])
      await expectSame('GET', `/tag?searchTerm=${term}&_limit=10`);
    await expectSame('GET', '/tag?searchTerm=safety&_limit=1');
    expect((await expectSame('GET', '/tag?searchTerm=safety&_limit=11')).status).toBe(400);
    // The name refused as taken used up id 3, as the database's sequence does.
    expect((await expectSame('PUT', '/content/15/tag/3')).status).toBe(404);
    for (const tagId of [1, 2, 4, 1]) await expectSame('PUT', `/content/15/tag/${tagId}`);
    await expectSame('GET', '/content/15/tag');
    await expectSame('DELETE', '/content/15/tag/2');
    await expectSame('DELETE', '/content/15/tag/2');
    expect((await expectSame('PUT', '/content/987654/tag/1')).status).toBe(404);
    const log = await expectSame<{ total: number }>('GET', '/content/15/changelog');
    expect(log.body.total).toBe(4);
  });

  it('searches and saves skills, with the change log', async () => {
    for (const term of ['a', 'li', 'SAFE', 'nothing']) await expectSame('GET', `/skill?searchTerm=${term}`);
    await expectSame('GET', '/skill?searchTerm=in&_limit=2');
    const saved = await expectSame<{ data: unknown[] }>('PUT', '/content/9/skill', {
      content_skills: [
        { skill_id: 5, minimum_skill_level: 3, skill_name: 'Safe lifting' },
        { skill_id: 1, minimum_skill_level: 1, skill_name: 'Active listening' },
      ],
    });
    expect(saved.body.data).toHaveLength(2);
    await expectSame('PUT', '/content/9/skill', {
      content_skills: [
        { skill_id: 1, minimum_skill_level: 1, skill_name: 'Active listening' },
        { skill_id: 5, minimum_skill_level: 3, skill_name: 'Safe lifting' },
      ],
    });
    await expectSame('GET', '/content/9/skill');
    for (const refused of [
      { content_skills: [{ skill_id: 99, minimum_skill_level: 1, skill_name: 'Juggling' }] },
      { content_skills: [{ skill_id: 1, minimum_skill_level: 11, skill_name: 'Active listening' }] },
    ])
      expect((await expectSame('PUT', '/content/9/skill', refused)).status).toBe(400);
    expect((await expectSame('PUT', '/content/987654/skill', { content_skills: [] })).status).toBe(404);
    const log = await expectSame<{ total: number }>('GET', '/content/9/changelog');
    expect(log.body.total).toBe(1);
  });

  it('refuses a learner', async () => {
    expect((await expectSame('GET', '/content/15/tag', undefined, check.learner)).status).toBe(403);
    expect((await expectSame('GET', '/skill?searchTerm=safe', undefined, check.learner)).status).toBe(403);
  });
});

/** A copy without the segments' `updated_at` (the seed's wall clock: the mock shows the demo's `now`). */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(([key]) => !(key === 'updated_at' && 'segment_id' in value));
  return Object.fromEntries(entries.map(([key, field]) => [key, stable(field)]));
}

describe('a segment’s tags and the manage-segments tag filter answer what the stories mock', () => {
  const check = mockCheck({ stable });
  const { expectSame } = check;

  it('puts tags on segments and takes them off, with the change log, and refuses what is missing', async () => {
    for (const segmentId of [1, 2, 3]) await expectSame('GET', `/segment/${segmentId}/tag`);
    expect((await expectSame('GET', '/segment/987654/tag')).status).toBe(404);
    for (const name of ['Onboarding', 'customer care', 'Seasonal'])
      expect((await expectSame('POST', '/tag', { name })).status).toBe(201);
    for (const [segmentId, tagId] of [
      [1, 2],
      [1, 1],
      [1, 2],
      [2, 1],
      [3, 3],
    ])
      await expectSame('PUT', `/segment/${segmentId}/tag/${tagId}`);
    await expectSame('DELETE', '/segment/3/tag/3');
    await expectSame('DELETE', '/segment/3/tag/3');
    const tags = await expectSame<{ data: { name: string }[] }>('GET', '/segment/1/tag');
    expect(tags.body.data.map((tag) => tag.name)).toEqual(['customer care', 'Onboarding']);
    expect((await expectSame('PUT', '/segment/987654/tag/1')).status).toBe(404);
    expect((await expectSame('PUT', '/segment/1/tag/987654')).status).toBe(404);
    expect((await expectSame('DELETE', '/segment/987654/tag/1')).status).toBe(404);
    for (const segmentId of [1, 3]) await expectSame('GET', `/segment/${segmentId}/changelog`);
    const log = await expectSame<{ total: number }>('GET', '/segment/1/changelog');
    expect(log.body.total).toBe(2);
  });

  it('offers the tags in use on segments, and narrows the list to any of those asked for', async () => {
    const filters = await expectSame<{ data: { options: unknown[] }[] }>('GET', '/segment/filters');
    expect(filters.body.data[0]?.options).toHaveLength(2);
    for (const query of [
      'filters[]=tag:1',
      'filters[]=tag:2',
      'filters[]=tag:3',
      'filters[]=tag:1&filters[]=tag:2',
      'filters[]=tag:1&filters[]=status:1',
      'filters=tag:2,status:2',
      'filters[]=tag:1&term=safe',
      'filters[]=tag:1&_limit=1&_offset=1',
    ])
      await expectSame('GET', `/segment/list?${query}`);
    for (const query of ['filters[]=tag:x', 'filters[]=medal:1', '_limit=0'])
      expect((await expectSame('GET', `/segment/list?${query}`)).status).toBe(400);
    expect((await expectSame('GET', '/segment/filters', undefined, check.learner)).status).toBe(403);
    expect((await expectSame('GET', '/segment/1/tag', undefined, check.learner)).status).toBe(403);
  });
});
