import { limits } from '@segno/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { buttonVariants } from '../button';
import { useIsMobile } from '../hooks/use-is-mobile';
import { cn } from '../lib/cn';
import { throttle } from '../lib/throttle';
import { type FilterGroup, FilterSidebarGroup } from './filter-sidebar-group';

export type FilterSidebarProps = {
  /**
   * The groups and what is checked. The sidebar keeps its own copy while the learner clicks; passing a new
   * array that it did not report itself (a reset from the URL, say) replaces that copy.
   */
  groups: FilterGroup[];
  /** Receives every group with the latest checks; throttled: at once, then at most once per `throttleMs`. */
  onChange: (groups: FilterGroup[]) => void;
  /** The throttle window in ms (000, section 9: 250). Stories shorten or lengthen it. */
  throttleMs?: number;
  /** Collapse behind a "Filters" toggle. Defaults to the mobile rule (width or height at most 600 px). */
  isCollapsible?: boolean;
  /** Whether the collapsible panel starts open. */
  defaultOpen?: boolean;
  /** The heading and toggle text. */
  title?: string;
  className?: string;
};

function countChecked(groups: FilterGroup[]): number {
  return groups.reduce((sum, group) => sum + group.options.filter((option) => option.checked).length, 0);
}

/** Checkbox groups that narrow a list. On mobile the groups fold behind a "Filters" toggle. */
export function FilterSidebar({
  groups,
  onChange,
  throttleMs = limits.filterThrottleMs,
  isCollapsible,
  defaultOpen = false,
  title = 'Filters',
  className,
}: FilterSidebarProps) {
  const panelId = useId();
  const isMobile = useIsMobile();
  const collapses = isCollapsible ?? isMobile;
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const [current, setCurrent] = useState(groups);
  const reportedRef = useRef(new WeakSet<FilterGroup[]>());
  const onChangeRef = useRef(onChange);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // Adopt groups from the caller unless they are our own report coming back.
  useEffect(() => {
    if (!reportedRef.current.has(groups)) setCurrent(groups);
  }, [groups]);

  const report = useMemo(
    () =>
      throttle((next: FilterGroup[]) => {
        reportedRef.current.add(next);
        onChangeRef.current(next);
      }, throttleMs),
    [throttleMs],
  );
  useEffect(() => () => report.cancel(), [report]);

  function update(next: FilterGroup[]) {
    setCurrent(next);
    report(next);
  }

  function toggle(groupId: string, optionValue: string, isChecked: boolean) {
    update(
      current.map((group) =>
        group.id !== groupId
          ? group
          : {
              ...group,
              options: group.options.map((option) =>
                option.value === optionValue ? { ...option, checked: isChecked } : option,
              ),
            },
      ),
    );
  }

  function clearAll() {
    update(
      current.map((group) => ({
        ...group,
        options: group.options.map((option) => ({ ...option, checked: false })),
      })),
    );
  }

  const checkedCount = countChecked(current);
  const isPanelVisible = !collapses || isOpen;

  return (
    <section
      aria-label={title}
      data-slot="filter-sidebar"
      data-state={isPanelVisible ? 'open' : 'closed'}
      className={cn('grid content-start gap-3', className)}
    >
      {collapses ? (
        <button
          type="button"
          data-slot="filter-sidebar-toggle"
          aria-expanded={isOpen}
          aria-controls={panelId}
          className={cn(buttonVariants({ variant: 'outline' }), 'justify-self-start')}
          onClick={() => setIsOpen(!isOpen)}
        >
          {checkedCount > 0 ? `${title} (${checkedCount})` : title}
        </button>
      ) : (
        <h2 className="text-base font-semibold">{title}</h2>
      )}
      <div id={panelId} hidden={!isPanelVisible} data-slot="filter-sidebar-panel" className="grid gap-4">
        {current.map((group) => (
          <FilterSidebarGroup
            key={group.id}
            group={group}
            onToggle={(optionValue, isChecked) => toggle(group.id, optionValue, isChecked)}
          />
        ))}
        <button
          type="button"
          data-slot="filter-sidebar-clear"
          disabled={checkedCount === 0}
          className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'justify-self-start')}
          onClick={clearAll}
        >
          Clear all
        </button>
      </div>
    </section>
  );
}
