import { type ActivityFilter, activityFilters } from '@segno/domain';

const isActivityFilter = (value: string | null): value is ActivityFilter =>
  value !== null && Object.hasOwn(activityFilters, value);

/** The `?filter=` of /dashboard/all-activity; anything unknown shows every kind of activity. */
export function activityFilterFrom(url: URL): ActivityFilter | undefined {
  const filter = url.searchParams.get('filter');
  return isActivityFilter(filter) ? filter : undefined;
}

/** The 1-based `?page=`; anything but a positive whole number is the first page. */
export function activityPageFrom(url: URL): number {
  const page = url.searchParams.get('page') ?? '';
  return /^\d+$/.test(page) && Number(page) >= 1 ? Number(page) : 1;
}

export { isActivityFilter };
