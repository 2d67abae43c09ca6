import { describe, expect, it } from 'vitest';
import { searchFilterOptionLabel, searchQuerySchema } from './content';

describe('search query', () => {
  it('reads filters as key and value, one or many, with paging defaults', () => {
    expect(searchQuerySchema.parse({ term: 'quiz', filters: 'type:2' })).toEqual({
      term: 'quiz',
      filters: [{ key: 'type', value: '2' }],
      _limit: 25,
      _offset: 0,
    });
    expect(
      searchQuerySchema.parse({ term: 'quiz', filters: ['category:3', 'language:hindi'], _offset: '25' })
        .filters,
    ).toEqual([
      { key: 'category', value: '3' },
      { key: 'language', value: 'hindi' },
    ]);
  });

  it.each([
    [{ term: 'quiz', filters: ['colour:red'] }],
    [{ term: 'quiz', filters: ['type'] }],
    [{ term: 'quiz', _limit: '26' }],
    [{ filters: [] }],
  ])('refuses %j', (query) => {
    expect(searchQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('searchFilterOptionLabel', () => {
  it.each([
    ['type', '11', 'Document'],
    ['type', '10', 'Job aid'],
    ['expertise', '2', 'Intermediate'],
    ['language', 'spanish', 'Spanish'],
    ['type', '99', '99'],
  ] as const)('%s %s is %s', (key, value, label) => {
    expect(searchFilterOptionLabel(key, value)).toBe(label);
  });
});
