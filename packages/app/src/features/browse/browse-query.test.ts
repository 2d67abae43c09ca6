import { describe, expect, it } from 'vitest';
import { browseHref, browseQueryFrom } from './browse-query';

const from = (search: string) =>
  browseQueryFrom(new URL(`http://segno.test/dashboard/browse-learning${search}`));

describe('browseQueryFrom', () => {
  it('reads tab, order, page and the repeated filter, once each', () => {
    expect(
      from(
        '?tab=segments&order_by=created_date&page=3&filter=subscription:none&filter=category:2&filter=category:2',
      ),
    ).toEqual({
      tab: 'segments',
      orderBy: 'created_date',
      page: 3,
      filters: ['subscription:none', 'category:2'],
    });
  });

  it('drops filters the tab does not take and anything malformed', () => {
    expect(
      from('?filter=type:11&filter=subscription:maybe&filter=category:x&filter=subscription:assigned')
        .filters,
    ).toEqual(['subscription:assigned']);
    expect(from('?tab=plans&filter=category:2&filter=subscription:subscribed').filters).toEqual([
      'subscription:subscribed',
    ]);
  });

  it('defaults to segments by name, page 1, no filters', () => {
    expect(from('?tab=courses&order_by=rating&page=0')).toEqual({
      tab: 'segments',
      orderBy: 'name',
      page: 1,
      filters: [],
    });
  });
});

describe('browseHref', () => {
  it.each([
    [{}, '/dashboard/browse-learning'],
    [{ filters: ['subscription:assigned'] }, '/dashboard/browse-learning?filter=subscription%3Aassigned'],
    [
      { tab: 'plans' as const, orderBy: 'created_date' as const, filters: ['subscription:none'], page: 2 },
      '/dashboard/browse-learning?tab=plans&order_by=created_date&filter=subscription%3Anone&page=2',
    ],
    [
      { filters: ['category:2', 'category:5'], page: 1 },
      '/dashboard/browse-learning?filter=category%3A2&filter=category%3A5',
    ],
  ])('%j is %s', (state, href) => {
    expect(browseHref(state)).toBe(href);
  });

  it('reads back what it writes', () => {
    const state = {
      tab: 'segments' as const,
      orderBy: 'name' as const,
      page: 4,
      filters: ['category:2', 'subscription:none'],
    };
    expect(from(browseHref(state).replace('/dashboard/browse-learning', ''))).toEqual(state);
  });
});
