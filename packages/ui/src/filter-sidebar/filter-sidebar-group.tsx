import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export type FilterOption = { value: string; label: string; checked: boolean };
export type FilterGroup = { id: string; label: string; options: FilterOption[] };

export type FilterSidebarGroupProps = {
  /** The group to render: its legend and its options. */
  group: FilterGroup;
  /** Called with the option's value and its new checked state. */
  onToggle: (optionValue: string, isChecked: boolean) => void;
};

/** One group of filters: a fieldset whose legend names it, one checkbox per option. */
export function FilterSidebarGroup({ group, onToggle }: FilterSidebarGroupProps) {
  return (
    <fieldset data-slot="filter-sidebar-group" className="grid gap-1">
      <legend className="mb-1 text-sm font-semibold">{group.label}</legend>
      {group.options.map((option) => (
        <label
          key={option.value}
          data-slot="filter-sidebar-option"
          data-state={option.checked ? 'checked' : 'unchecked'}
          className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-1 text-sm hover:bg-muted"
        >
          <input
            type="checkbox"
            checked={option.checked}
            onChange={(event) => onToggle(option.value, event.target.checked)}
            className={cn('size-5 accent-primary', focusRing)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
