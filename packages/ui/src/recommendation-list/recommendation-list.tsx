import { type ReactNode, useRef, useState } from 'react';
import { EmptyState } from '../empty-state';
import { cn } from '../lib/cn';
import { RecommendationListItem } from './recommendation-list-item';
import type { RecommendationDismiss, RecommendationItem } from './recommendation-list-types';

export type RecommendationListProps = {
  items: readonly RecommendationItem[];
  /** Called when the learner dismisses an item; it leaves the list at once and returns if this rejects. */
  onDismiss?: RecommendationDismiss;
  /** Names the list for screen readers. */
  label?: string;
  /** Replaces the default empty-state message. */
  emptyState?: ReactNode;
  className?: string;
};

const itemKey = (item: RecommendationItem) => `${item.kind}-${item.content_id}`;

/** Recommended or popular content, each dismissable. Which kind shows is the screen's choice. */
export function RecommendationList({
  items,
  onDismiss,
  label = 'Recommendations',
  emptyState,
  className,
}: RecommendationListProps) {
  const [dismissedKeys, setDismissedKeys] = useState<ReadonlySet<string>>(new Set());
  const listRef = useRef<HTMLUListElement>(null);
  const visible = items.filter((item) => !dismissedKeys.has(itemKey(item)));

  function setDismissed(key: string, isDismissed: boolean) {
    setDismissedKeys((current) => {
      const next = new Set(current);
      if (isDismissed) next.add(key);
      else next.delete(key);
      return next;
    });
  }

  /** Focus moves to the next item's dismiss button (or the previous one, or the list) so it is not lost. */
  function focusAfterRemoving(index: number) {
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-slot="icon-button"]');
    const target = buttons?.[index + 1] ?? buttons?.[index - 1];
    if (target) target.focus();
    else listRef.current?.focus();
  }

  function dismiss(item: RecommendationItem, index: number) {
    const key = itemKey(item);
    focusAfterRemoving(index);
    setDismissed(key, true);
    const pending = onDismiss?.(item.content_id, item.kind);
    if (pending instanceof Promise) pending.catch(() => setDismissed(key, false));
  }

  if (visible.length === 0)
    return (
      <div data-slot="recommendation-list" data-state="empty" className={className}>
        {emptyState ?? <EmptyState headingLevel={3} title="No recommendations right now" />}
      </div>
    );

  return (
    <ul
      ref={listRef}
      aria-label={label}
      tabIndex={-1}
      data-slot="recommendation-list"
      className={cn('grid gap-2 outline-none', className)}
    >
      {visible.map((item, index) => (
        <li key={itemKey(item)}>
          <RecommendationListItem item={item} onDismiss={() => dismiss(item, index)} />
        </li>
      ))}
    </ul>
  );
}
