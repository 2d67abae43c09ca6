import {
  type BrowseOrder,
  browseOrders,
  browsePlanFilterSchema,
  browseSegmentFilterSchema,
} from '@segno/domain';
import type { z } from '@segno/domain/zod';
import { paths } from '../../paths';

export const browseTabs = ['segments', 'plans'] as const;
export type BrowseTab = (typeof browseTabs)[number];

export const isBrowseTab = (value: string | null): value is BrowseTab =>
  browseTabs.some((tab) => tab === value);

export const isBrowseOrder = (value: string | null): value is BrowseOrder =>
  browseOrders.some((order) => order === value);

/** The orders the browse lists offer (000, section 7: order_by name or created_date). */
export const browseOrderOptions: readonly { value: BrowseOrder; label: string }[] = [
  { value: 'name', label: 'Name (A-Z)' },
  { value: 'created_date', label: 'Newest first' },
];

/** The 1-based `?page=`; anything but a positive whole number is the first page. */
export function pageFrom(url: URL): number {
  const page = url.searchParams.get('page') ?? '';
  return /^\d+$/.test(page) && Number(page) >= 1 ? Number(page) : 1;
}

/** The chosen `?filter=key:value` values the schema accepts, once each, in the order given. */
export function filtersFrom(url: URL, filterSchema: z.ZodMiniType<string>): string[] {
  const filters = url.searchParams
    .getAll('filter')
    .filter((filter) => filterSchema.safeParse(filter).success);
  return [...new Set(filters)];
}

/** The filters a tab takes: segments subscription and category, plans subscription only. */
export const browseFilterSchemas: Record<BrowseTab, z.ZodMiniType<string>> = {
  segments: browseSegmentFilterSchema,
  plans: browsePlanFilterSchema,
};

export type BrowseState = { tab: BrowseTab; orderBy: BrowseOrder; page: number; filters: string[] };

/**
 * `?tab=` (segments unless plans), `?order_by=` (name unless created_date), `?page=` and the repeated
 * `?filter=` of browse learning; filters the tab does not take are dropped.
 */
export function browseQueryFrom(url: URL): BrowseState {
  const tab = url.searchParams.get('tab');
  const orderBy = url.searchParams.get('order_by');
  const chosenTab = isBrowseTab(tab) ? tab : 'segments';
  return {
    tab: chosenTab,
    orderBy: isBrowseOrder(orderBy) ? orderBy : 'name',
    page: pageFrom(url),
    filters: filtersFrom(url, browseFilterSchemas[chosenTab]),
  };
}

/** The browse learning path with its filters (`filter=` repeated, like search's); page 1 is not written. */
export function browseHref({ filters = [], ...rest }: Partial<BrowseState>): string {
  const path = paths.browseLearning(rest);
  if (filters.length === 0) return path;
  const [pathname = path, search = ''] = path.split('?');
  const query = new URLSearchParams(search);
  const page = query.get('page');
  query.delete('page');
  for (const filter of filters) query.append('filter', filter);
  if (page !== null) query.set('page', page);
  return `${pathname}?${query.toString()}`;
}
