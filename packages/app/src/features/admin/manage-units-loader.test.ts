import { describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import { readUnitListQuery, toUnitSearchParams, type UnitListView } from './manage-units-loader';

const read = (path: string, remembered?: string | null) =>
  readUnitListQuery(new URL(`http://segno${path}`), remembered);

describe('the manage units query', () => {
  it('defaults to page 1, no term, no filter, the slider untouched, A-Z', () => {
    expect(read(paths.manageUnits())).toEqual({
      page: 1,
      term: '',
      statuses: [],
      filters: [],
      maxPoints: undefined,
      sort: 'a-z',
    });
  });

  it('round-trips through the address', () => {
    const view: UnitListView = {
      page: 3,
      term: 'safe',
      statuses: [1, 2],
      filters: ['type:2', 'category:4'],
      maxPoints: 40,
      sort: 'created',
    };
    expect(read(paths.manageUnits(view))).toEqual(view);
    expect(read(paths.manageUnits({ ...view, maxPoints: 0 })).maxPoints).toBe(0);
  });

  it('takes the sort from the address first, then the remembered one, then A-Z', () => {
    expect(read('/segment-admin/manage-units?sort=z-a', 'created').sort).toBe('z-a');
    expect(read('/segment-admin/manage-units', 'created').sort).toBe('created');
    expect(read('/segment-admin/manage-units?sort=points', 'sideways').sort).toBe('a-z');
  });

  it('drops points it cannot use', () => {
    for (const points of ['-1', '1.5', 'ten', '', '99999999'])
      expect(read(`/segment-admin/manage-units?points=${points}`).maxPoints).toBeUndefined();
  });

  it('asks GET /unit/search for 25 a page, statuses as filters[], the slider and the order', () => {
    const view = read('/segment-admin/manage-units?page=2&term=lift&status=3&filter=expertise:2&points=70');
    expect(toUnitSearchParams(view)).toEqual({
      _limit: 25,
      _offset: 25,
      term: 'lift',
      filters: ['status:3', 'expertise:2'],
      max_points: 70,
      order_by: 'name',
      sort_by: 'asc',
    });
    expect(toUnitSearchParams({ ...view, sort: 'created' })).toMatchObject({
      order_by: 'created_date',
      sort_by: 'desc',
    });
    expect(toUnitSearchParams({ ...view, sort: 'z-a' })).toMatchObject({ order_by: 'name', sort_by: 'desc' });
  });
});
