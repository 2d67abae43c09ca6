import type { SearchFilterGroup } from '@segno/domain';
import type { FilterGroup } from '@segno/ui';

/** The filters call's groups as sidebar groups: each option's value is the `key:value` sent in `filters[]`. */
export function toFilterGroups(
  groups: readonly SearchFilterGroup[],
  chosen: readonly string[],
): FilterGroup[] {
  return groups.map((group) => ({
    id: group.key,
    label: group.label,
    options: group.options.map((option) => {
      const value = `${group.key}:${option.value}`;
      return { value, label: `${option.label} (${option.count})`, checked: chosen.includes(value) };
    }),
  }));
}

/** Every checked option's `key:value`, in the sidebar's order. */
export function checkedFilters(groups: readonly FilterGroup[]): string[] {
  return groups.flatMap((group) =>
    group.options.filter((option) => option.checked).map((option) => option.value),
  );
}
