import { type ContentSortId, defaultContentSortId, sortContents } from '@segno/domain';
import type { MouseEvent, ReactNode } from 'react';
import { ContentCard, type ContentCardContent, type ContentCardLinkProps } from '../content-card';
import { EmptyState } from '../empty-state';
import { useControllableState } from '../hooks/use-controllable-state';
import { cn } from '../lib/cn';
import { SortMenu } from '../sort-menu';
import { ContentGridSkeleton } from './content-grid-skeleton';

export type ContentGridProps<Item extends ContentCardContent> = {
  contents: readonly Item[];
  /** Names the list for screen readers ("Contents of Forklift training"). */
  label: string;
  /** The localStorage key the sort choice is remembered under; give each list its own. */
  storageKey?: string;
  /** The sort when controlled; pair it with `onSortChange`. */
  sort?: ContentSortId;
  defaultSort?: ContentSortId;
  onSortChange?: (sort: ContentSortId) => void;
  /** Shows the sort menu; turn off when one menu outside sorts several grids (pass `sort`). */
  showSortMenu?: boolean;
  /** Shows placeholder cards and marks the region busy. */
  isLoading?: boolean;
  /** How many placeholder cards show while loading. */
  loadingCount?: number;
  /** Replaces the default empty state. */
  emptyState?: ReactNode;
  /** Where each card leads. */
  getHref?: (content: Item) => string | undefined;
  /** Called when a card is activated, locked or not. */
  onSelect?: (content: Item, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Renders a card's link yourself (a router Link). */
  renderLink?: (content: Item, props: ContentCardLinkProps) => ReactNode;
  /** A preview trigger for a card, such as a ContentPreviewPopover. */
  renderPreview?: (content: Item) => ReactNode;
  /** Today, for the cards' 'New' flag. */
  now?: Date;
  cardHeadingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
};

/** Content cards in a responsive grid, sorted by the learner's remembered choice (000 section 9). */
export function ContentGrid<Item extends ContentCardContent>({
  contents,
  label,
  storageKey,
  sort,
  defaultSort = defaultContentSortId,
  onSortChange,
  showSortMenu = true,
  isLoading = false,
  loadingCount = 6,
  emptyState,
  getHref,
  onSelect,
  renderLink,
  renderPreview,
  now,
  cardHeadingLevel,
  className,
}: ContentGridProps<Item>) {
  const [sortId, setSortId] = useControllableState({
    value: sort,
    defaultValue: defaultSort,
    onChange: onSortChange,
  });

  if (isLoading) {
    return <ContentGridSkeleton label={label} count={loadingCount} className={className} />;
  }

  if (contents.length === 0) {
    return (
      <div data-slot="content-grid" data-state="empty" className={className}>
        {emptyState ?? (
          <EmptyState
            headingLevel={3}
            title="No content here yet"
            description="Content appears here once it is published."
          />
        )}
      </div>
    );
  }

  return (
    <div
      data-slot="content-grid"
      data-state="ready"
      data-sort={sortId}
      className={cn('grid gap-3', className)}
    >
      {showSortMenu && (
        <SortMenu
          storageKey={storageKey}
          value={sortId}
          onValueChange={setSortId}
          className="justify-self-end"
        />
      )}
      <ul aria-label={label} className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4">
        {sortContents(contents, sortId).map((content) => (
          <li key={content.content_id} className="grid">
            <ContentCard
              content={content}
              href={getHref?.(content)}
              onSelect={onSelect && ((_, event) => onSelect(content, event))}
              renderLink={renderLink && ((props) => renderLink(content, props))}
              preview={renderPreview?.(content)}
              now={now}
              headingLevel={cardHeadingLevel}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
