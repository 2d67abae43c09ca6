import { adminMessages } from '@segno/domain';
import { Checkbox } from '../checkbox';
import { TextField } from '../text-field';

/** The statuses an admin list can be filtered by (001 section 4), in order. */
const statusOptions = [
  { value: 1, label: adminMessages.status.draft },
  { value: 2, label: adminMessages.status.published },
  { value: 3, label: adminMessages.status.archived },
] as const;

type ManageListFiltersProps = {
  searchLabel: string;
  term: string;
  onTermChange: (term: string) => void;
  statusFilter: readonly number[];
  onStatusFilterChange: (statuses: number[]) => void;
};

/** The list's search box and status checkboxes, in a search landmark. */
export function ManageListFilters({
  searchLabel,
  term,
  onTermChange,
  statusFilter,
  onStatusFilterChange,
}: ManageListFiltersProps) {
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
    </search>
  );
}
