import { type ContentSortId, defaultContentSortId, limits } from '@segno/domain';
import { type ReactNode, useId } from 'react';
import { buttonVariants } from '../button';
import type { ContentCardContent } from '../content-card';
import { ContentGrid, type ContentGridProps } from '../content-grid';
import { EmptyState } from '../empty-state';
import { useControllableState } from '../hooks/use-controllable-state';
import { cn } from '../lib/cn';
import { SortMenu } from '../sort-menu';

const numberFormat = new Intl.NumberFormat('en-US');

/** A seglet with its contents (GET /segment/{id}?include[]=seglet_content). */
export type SegletListSeglet<Item extends ContentCardContent = ContentCardContent> = {
  seglet_id: number;
  name: string;
  /** The seglet's total points. */
  points: number;
  /** The points the learner has earned in it. */
  score: number;
  contents: readonly Item[];
};

/** What every seglet's grid shares: links, selection, preview, today. */
export type SegletListGridProps<Item extends ContentCardContent> = Pick<
  ContentGridProps<Item>,
  'getHref' | 'onSelect' | 'renderLink' | 'renderPreview' | 'now'
>;

export type SegletListProps<Item extends ContentCardContent = ContentCardContent> =
  SegletListGridProps<Item> & {
    seglets: readonly SegletListSeglet<Item>[];
    /** How many seglets show before the expand toggle (000 section 9: 10). */
    previewCount?: number;
    expanded?: boolean;
    defaultExpanded?: boolean;
    onExpandedChange?: (expanded: boolean) => void;
    /** The localStorage key of the one sort choice applied to every seglet's contents. */
    sortStorageKey?: string;
    sort?: ContentSortId;
    onSortChange?: (sort: ContentSortId) => void;
    /** Replaces the default empty state. */
    emptyState?: ReactNode;
    className?: string;
  };

/** '120 of 400 points'. */
export function segletPointsText(seglet: Pick<SegletListSeglet, 'score' | 'points'>): string {
  return `${numberFormat.format(seglet.score)} of ${numberFormat.format(seglet.points)} points`;
}

/** A segment's seglets, 10 shown until expanded, each with its points and its content cards. */
export function SegletList<Item extends ContentCardContent = ContentCardContent>({
  seglets,
  previewCount = limits.segletPreview,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  sortStorageKey,
  sort,
  onSortChange,
  emptyState,
  className,
  ...gridProps
}: SegletListProps<Item>) {
  const listId = useId();
  const [isExpanded, setExpanded] = useControllableState({
    value: expanded,
    defaultValue: defaultExpanded,
    onChange: onExpandedChange,
  });
  const [sortId, setSortId] = useControllableState({
    value: sort,
    defaultValue: defaultContentSortId,
    onChange: onSortChange,
  });
  const hasMore = seglets.length > previewCount;
  const visible = isExpanded ? seglets : seglets.slice(0, previewCount);

  if (seglets.length === 0) {
    return (
      <div data-slot="seglet-list" data-state="empty" className={className}>
        {emptyState ?? <EmptyState headingLevel={3} title="No seglets yet" />}
      </div>
    );
  }

  return (
    <div
      data-slot="seglet-list"
      data-state={isExpanded || !hasMore ? 'expanded' : 'collapsed'}
      className={cn('grid gap-6', className)}
    >
      <SortMenu
        storageKey={sortStorageKey}
        value={sortId}
        onValueChange={setSortId}
        label="Sort contents by"
        className="justify-self-end"
      />
      <div id={listId} className="grid gap-6">
        {visible.map((seglet) => (
          <SegletSection key={seglet.seglet_id} seglet={seglet} sort={sortId} gridProps={gridProps} />
        ))}
      </div>
      {hasMore && (
        <button
          type="button"
          data-slot="seglet-list-toggle"
          aria-expanded={isExpanded}
          aria-controls={listId}
          className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'justify-self-start text-primary')}
          onClick={() => setExpanded(!isExpanded)}
        >
          {isExpanded ? 'Show fewer seglets' : `Show all seglets (${seglets.length})`}
        </button>
      )}
    </div>
  );
}

function SegletSection<Item extends ContentCardContent>({
  seglet,
  sort,
  gridProps,
}: {
  seglet: SegletListSeglet<Item>;
  sort: ContentSortId;
  gridProps: SegletListGridProps<Item>;
}) {
  const headingId = useId();
  return (
    <section data-slot="seglet" aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-border pb-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {seglet.name}
        </h3>
        <p data-slot="seglet-points" className="text-sm text-muted-foreground">
          {segletPointsText(seglet)}
        </p>
      </div>
      <ContentGrid
        {...gridProps}
        contents={seglet.contents}
        label={`${seglet.name} contents`}
        sort={sort}
        showSortMenu={false}
        cardHeadingLevel="h4"
        emptyState={<p className="text-sm text-muted-foreground">No content in this seglet yet.</p>}
      />
    </section>
  );
}
