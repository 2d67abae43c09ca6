import { adminMessages } from '@segno/domain';
import { Checkbox } from '../checkbox';
import { Select } from '../select';
import { TextField } from '../text-field';

/** The statuses an admin list can be filtered by (001 section 4), in order. */
const statusOptions = [
  { value: 1, label: adminMessages.status.draft },
  { value: 2, label: adminMessages.status.published },
  { value: 3, label: adminMessages.status.archived },
] as const;

/** A filter group beyond status (GET /badge/filters): its `filters[]` key and the values offered. */
export type ManageFilterGroup = {
  key: string;
  label: string;
  options: readonly { value: string; label: string }[];
};

type ManageListFiltersProps = {
  searchLabel: string;
  term: string;
  onTermChange: (term: string) => void;
  statusFilter: readonly number[];
  onStatusFilterChange: (statuses: number[]) => void;
  filterGroups: readonly ManageFilterGroup[];
  filters: readonly string[];
  onFiltersChange: (filters: string[]) => void;
};

/** The list's search box, status checkboxes and one select per further filter group, in a search landmark. */
export function ManageListFilters({
  searchLabel,
  term,
  onTermChange,
  statusFilter,
  onStatusFilterChange,
  filterGroups,
  filters,
  onFiltersChange,
}: ManageListFiltersProps) {
  const chosen = (key: string) =>
    filters.find((filter) => filter.startsWith(`${key}:`))?.slice(key.length + 1) ?? '';
  function choose(key: string, value: string) {
    const others = filters.filter((filter) => !filter.startsWith(`${key}:`));
    onFiltersChange(value === '' ? others : [...others, `${key}:${value}`]);
  }

  function toggle(status: number, isChecked: boolean) {
    const next = statusOptions
      .map((option) => option.value)
      .filter((value) => (value === status ? isChecked : statusFilter.includes(value)));
    onStatusFilterChange(next);
  }

  return (
    <search
      data-slot="manage-list-filters"
      className="grid gap-3 sm:grid-cols-[minmax(0,24rem)_auto] sm:items-end"
    >
      <TextField type="search" label={searchLabel} value={term} onValueChange={onTermChange} />
      <fieldset className="flex flex-wrap items-center gap-x-4">
        <legend className="sr-only">{adminMessages.wizard.steps.status}</legend>
        {statusOptions.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={statusFilter.includes(option.value)}
            onCheckedChange={(isChecked) => toggle(option.value, isChecked)}
          />
        ))}
      </fieldset>
      {filterGroups.length > 0 && (
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          {filterGroups.map((group) => (
            <Select
              key={group.key}
              label={group.label}
              className="min-w-48"
              options={[{ value: '', label: adminMessages.lists.filterAll }, ...group.options]}
              value={chosen(group.key)}
              onValueChange={(value) => choose(group.key, value)}
            />
          ))}
        </div>
      )}
    </search>
  );
}
