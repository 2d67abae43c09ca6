import {
  browseFilterLabels,
  browseSubscriptionLabels,
  browseSubscriptionStates,
  type DefinitionOption,
} from '@segno/domain';
import type { FilterGroup } from '@segno/ui';
import type { BrowseTab } from './browse-query';

/**
 * The browse sidebar's groups: Subscription on both tabs and, on segments, Category from the definitions'
 * categories. Each option's value is the `key:value` sent in `filters[]`.
 */
export function toBrowseFilterGroups(
  tab: BrowseTab,
  categories: readonly DefinitionOption[],
  chosen: readonly string[],
): FilterGroup[] {
  const option = (value: string, label: string) => ({ value, label, checked: chosen.includes(value) });
  const subscription: FilterGroup = {
    id: 'subscription',
    label: browseFilterLabels.subscription,
    options: browseSubscriptionStates.map((state) =>
      option(`subscription:${state}`, browseSubscriptionLabels[state]),
    ),
  };
  if (tab === 'plans' || categories.length === 0) return [subscription];
  const category: FilterGroup = {
    id: 'category',
    label: browseFilterLabels.category,
    options: categories.map((entry) => option(`category:${entry.id}`, entry.name)),
  };
  return [subscription, category];
}
