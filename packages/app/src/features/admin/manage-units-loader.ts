import { authoringLimits, type UnitSearchQuery } from '@segno/domain';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import type { UnitSearchParams } from '../../api/unit-admin-calls';
import { type UnitListQuery, type UnitListSort, unitListSorts } from '../../paths';
import { requireSession } from '../auth/require-session';
import { readManageQuery } from './admin-loaders';

/** The localStorage key of manage units' sort choice (002 section 9: "The selection is stored locally"). */
export const unitListSortStorageKey = 'segno.sort.manage-units';

/** GET /unit/search orders by name, ascending, unless told otherwise (002 section 7). */
export const defaultUnitListSort: UnitListSort = 'a-z';

/** What each sort option asks the server for; newest units first under "Units' Created Date". */
const sortOrders: Record<UnitListSort, Pick<UnitSearchQuery, 'order_by' | 'sort_by'>> = {
  created: { order_by: 'created_date', sort_by: 'desc' },
  'a-z': { order_by: 'name', sort_by: 'asc' },
  'z-a': { order_by: 'name', sort_by: 'desc' },
};

/** Manage units' view as read: every part of the query set, except the points slider when it is not moved. */
export type UnitListView = Required<Omit<UnitListQuery, 'maxPoints'>> & Pick<UnitListQuery, 'maxPoints'>;

export function parseUnitListSort(value: string | null | undefined): UnitListSort | undefined {
  return unitListSorts.find((sort) => sort === value);
}

/**
 * The list's view from its address (`paths.manageUnits` writes it): a manage list's page, term, statuses and
 * filters, the points slider (`points`, a whole number) and the sort; without a sort in the address, the one
 * remembered on this device, else A-Z.
 */
export function readUnitListQuery(url: URL, rememberedSort?: string | null): UnitListView {
  const points = url.searchParams.get('points');
  return {
    ...readManageQuery(url),
    maxPoints: points !== null && /^\d{1,7}$/.test(points) ? Number(points) : undefined,
    sort:
      parseUnitListSort(url.searchParams.get('sort')) ??
      parseUnitListSort(rememberedSort) ??
      defaultUnitListSort,
  };
}

/** GET /unit/search's parameters for a view: 25 a page; statuses travel in filters[] as the other admin lists. */
export function toUnitSearchParams(view: UnitListView): UnitSearchParams {
  return {
    _limit: authoringLimits.managePageSize,
    _offset: (view.page - 1) * authoringLimits.managePageSize,
    term: view.term,
    filters: [...view.statuses.map((status) => `status:${status}`), ...view.filters],
    max_points: view.maxPoints,
    ...sortOrders[view.sort],
  };
}

/** The sort remembered on this device, if storage can be read (it may be blocked). */
export function readRememberedUnitSort(): string | null {
  try {
    return globalThis.localStorage?.getItem(unitListSortStorageKey) ?? null;
  } catch {
    return null;
  }
}

export function rememberUnitSort(sort: UnitListSort): void {
  try {
    globalThis.localStorage?.setItem(unitListSortStorageKey, sort);
  } catch {
    // Not remembering is acceptable: the address still holds the choice.
  }
}

/** /segment-admin/manage-units (002 sections 2, 3 and 9): a page of units and the filters offered beside it. */
export function createManageUnitsLoader(api: ApiClient) {
  return async function manageUnitsLoader({ request }: LoaderFunctionArgs) {
    requireSession(request);
    const query = readUnitListQuery(new URL(request.url), readRememberedUnitSort());
    const [list, filters] = await Promise.all([
      api.searchUnits(toUnitSearchParams(query), request.signal),
      api.getUnitFilters({ term: query.term, filters: query.filters }, request.signal),
    ]);
    return {
      query,
      rows: list.data,
      total: list.total,
      pointsMax: filters.max_points,
      filterGroups: filters.data,
    };
  };
}

export type ManageUnitsData = Awaited<ReturnType<ReturnType<typeof createManageUnitsLoader>>>;
