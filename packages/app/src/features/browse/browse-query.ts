import { type BrowseOrder, browseOrders } from '@segno/domain';

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

/** `?tab=` (segments unless plans), `?order_by=` (name unless created_date) and `?page=` of browse learning. */
export function browseQueryFrom(url: URL): { tab: BrowseTab; orderBy: BrowseOrder; page: number } {
  const tab = url.searchParams.get('tab');
  const orderBy = url.searchParams.get('order_by');
  return {
    tab: isBrowseTab(tab) ? tab : 'segments',
    orderBy: isBrowseOrder(orderBy) ? orderBy : 'name',
    page: pageFrom(url),
  };
}
