/**
 * Manage units' Screens stories answer from demo-unit-list-responses; these keep those answers equal to the real
 * server's on the same demo data: the search in every order, page, filter and slider position, the filters
 * answer, and the refusals.
 */
import { unitSearchFiltersSchema } from '@segno/domain';
import { describe, expect, it } from 'vitest';
import { mockCheck, type SignedIn } from './mock-check';

describe('the manage units calls answer what the stories mock', () => {
  const check = mockCheck();
  /** A GET to the mock and to the server. */
  const expectSame = (path: string, as?: SignedIn) =>
    check.expectSame<{ data: unknown[]; total: number }>('GET', path, undefined, as);

  it('lists the units by name or created date, either way, a page at a time', async () => {
    const all = await expectSame('/unit/search');
    expect(all.body.total).toBeGreaterThanOrEqual(4);
    for (const order of ['name', 'created_date'])
      for (const direction of ['asc', 'desc'])
        await expectSame(`/unit/search?order_by=${order}&sort_by=${direction}`);
    await expectSame('/unit/search?_limit=2&_offset=1');
    await expectSame('/unit/search?_limit=2&_offset=3&order_by=created_date&sort_by=desc');
  });

  it('searches by name and filters by status, the contents’ facts and the points slider', async () => {
    for (const term of ['safe', 'RETURNS', 'nothing like it'])
      await expectSame(`/unit/search?term=${encodeURIComponent(term)}`);
    for (const status of ['status:1', 'status:2', 'status:3'])
      await expectSame(`/unit/search?filters[]=${status}`);
    const filters = unitSearchFiltersSchema.parse((await expectSame('/unit/search/filters')).body);
    // Every option of every group, alone, and two of a group together (any of them).
    const all = (await expectSame('/unit/search')).body.total;
    for (const group of filters.data) {
      const totals = new Set<number>();
      for (const option of group.options)
        totals.add(
          (await expectSame(`/unit/search?filters[]=${group.name}:${option.value}&_limit=100`)).body.total,
        );
      // Each group narrows the list for some option and keeps some units for another: the filter is exercised.
      expect(
        [...totals].some((total) => total > 0 && total < all),
        group.name,
      ).toBe(true);
      const [first, second] = group.options;
      if (first && second)
        await expectSame(
          `/unit/search?filters[]=${group.name}:${first.value}&filters[]=${group.name}:${second.value}`,
        );
    }
    await expectSame('/unit/search?filters[]=expertise:1&filters[]=type:2');
    const points = (await expectSame('/unit/search?_limit=100')).body.data as { total_points: number }[];
    for (const total of new Set(points.map((row) => row.total_points))) {
      await expectSame(`/unit/search?max_points=${total}`);
      await expectSame(`/unit/search?max_points=${Math.max(0, total - 1)}`);
    }
  });

  it('offers the slider’s end and the groups, the filters asked for checked', async () => {
    await expectSame('/unit/search/filters');
    await expectSame('/unit/search/filters?filters[]=type:1&filters[]=expertise:2&filters[]=category:1');
    await expectSame('/unit/search/filters?term=safe&filters[]=status:2');
  });

  it('refuses bad input and anyone but a segment admin', async () => {
    for (const query of ['order_by=points', 'sort_by=up', 'filters[]=colour:1', '_limit=0', 'max_points=-1'])
      expect((await expectSame(`/unit/search?${query}`)).status).toBe(400);
    expect((await expectSame('/unit/search/filters?filters[]=colour:1')).status).toBe(400);
    expect((await expectSame('/unit/search', check.learner)).status).toBe(403);
    expect((await expectSame('/unit/search/filters', check.learner)).status).toBe(403);
  });
});
