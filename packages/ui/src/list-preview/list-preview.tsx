import { listPreviewSize } from '@segno/domain';
import { type Key, type ReactNode, useId } from 'react';
import { buttonVariants } from '../button';
import { useControllableState } from '../hooks/use-controllable-state';
import { useIsMobile } from '../hooks/use-is-mobile';
import { cn } from '../lib/cn';

export type ListPreviewProps<Item> = {
  /** Every item; only the first few show until the learner expands the list. */
  items: readonly Item[];
  /** Renders one item's content inside its list item. */
  renderItem: (item: Item, index: number) => ReactNode;
  /** A stable key for each item. */
  getKey: (item: Item) => Key;
  /** Names the list for screen readers, for example "Recent activity". */
  label: string;
  /** How many items show while collapsed. Defaults to 3 on mobile and 6 otherwise (000, section 9). */
  previewCount?: number;
  /** Whether every item shows, when controlled; pair it with `onExpandedChange`. */
  expanded?: boolean;
  /** Whether the list starts expanded when uncontrolled. */
  defaultExpanded?: boolean;
  /** Called when the learner expands or collapses the list. */
  onExpandedChange?: (expanded: boolean) => void;
  /** Shown instead of the list when there are no items. */
  emptyState?: ReactNode;
  className?: string;
};

/** The first few items of a list with a "Show all (N)" / "Show less" toggle. */
export function ListPreview<Item>({
  items,
  renderItem,
  getKey,
  label,
  previewCount,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  emptyState,
  className,
}: ListPreviewProps<Item>) {
  const listId = useId();
  const isMobile = useIsMobile();
  const [isExpanded, setExpanded] = useControllableState({
    value: expanded,
    defaultValue: defaultExpanded,
    onChange: onExpandedChange,
  });
  const collapsedCount = previewCount ?? listPreviewSize(isMobile);
  const hasMore = items.length > collapsedCount;
  const visibleItems = isExpanded ? items : items.slice(0, collapsedCount);

  function toggle() {
    setExpanded(!isExpanded);
  }

  if (items.length === 0) {
    return (
      <div data-slot="list-preview" data-state="empty" className={className}>
        {emptyState}
      </div>
    );
  }

  return (
    <div
      data-slot="list-preview"
      data-state={isExpanded ? 'expanded' : 'collapsed'}
      className={cn('grid gap-2', className)}
    >
      <ul id={listId} aria-label={label} data-slot="list-preview-list" className="grid gap-2">
        {visibleItems.map((item, index) => (
          <li key={getKey(item)} data-slot="list-preview-item">
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      {hasMore && (
        <button
          type="button"
          data-slot="list-preview-toggle"
          aria-expanded={isExpanded}
          aria-controls={listId}
          className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'justify-self-start text-primary')}
          onClick={toggle}
        >
          {isExpanded ? 'Show less' : `Show all (${items.length})`}
        </button>
      )}
    </div>
  );
}
