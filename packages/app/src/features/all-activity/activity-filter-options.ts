import type { ActivityFilter } from '@segno/domain';

/** The 'Show' choice for every kind of activity; the other choices are the domain's `activityFilters`. */
export const allActivityValue = 'all';

export const activityFilterOptions: readonly {
  value: ActivityFilter | typeof allActivityValue;
  label: string;
}[] = [
  { value: allActivityValue, label: 'All activity' },
  { value: 'points', label: 'Points' },
  { value: 'medals', label: 'Medals' },
  { value: 'badges', label: 'Badges' },
  { value: 'level', label: 'Level' },
];

/** What an empty page says, per filter (000 section 8: an empty list shows an empty state). */
export function emptyActivityTitle(filter: ActivityFilter | undefined): string {
  switch (filter) {
    case 'points':
      return 'No points earned yet';
    case 'medals':
      return 'No medals earned yet';
    case 'badges':
      return 'No badges earned yet';
    case 'level':
      return 'No level reached yet';
    default:
      return 'No activity yet';
  }
}
