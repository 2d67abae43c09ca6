import type { BoardInParts } from '@segno/domain';
import { useCallback, useEffect, useEffectEvent } from 'react';
import { Button } from '../button';
import { useVirtualRows } from '../virtual-rows/use-virtual-rows';
import { VirtualGap } from '../virtual-rows/virtual-gap';
import { VirtualScrollArea } from '../virtual-rows/virtual-scroll-area';
import { LeaderboardRow, LeaderboardRowPlaceholder, leaderboardRowHeightPx } from './leaderboard-row';
import type { LeaderboardEntry } from './leaderboard-types';

export type LeaderboardVirtualListProps = {
  /** The whole board by place; a row not loaded yet is empty and shows as a placeholder. */
  entries: BoardInParts<LeaderboardEntry>;
  currentUserId?: number;
  /** Called with the first and last place in view whenever they change. */
  onRowsInView?: (first: number, last: number) => void;
  profileHref?: (userId: number) => string;
  label: string;
  /** Height of the scrolling area in pixels. */
  heightPx: number;
};

/**
 * The whole leaderboard, virtualised: only the rows in view (plus a few) are in the DOM, so a board of
 * thousands of learners scrolls smoothly. Opens scrolled to the learner's own row.
 */
export function LeaderboardVirtualList({
  entries,
  currentUserId,
  onRowsInView,
  profileHref,
  label,
  heightPx,
}: LeaderboardVirtualListProps) {
  const getKey = useCallback((index: number) => entries[index]?.user_id ?? index, [entries]);
  const { slices, rowProps, scrollAreaProps, scrollToIndex, firstInView, lastInView } = useVirtualRows({
    count: entries.length,
    isVirtual: true,
    estimateSizePx: leaderboardRowHeightPx,
    getKey,
  });
  const currentIndex = entries.findIndex((entry) => entry?.user_id === currentUserId);

  function showCurrentUser() {
    if (currentIndex !== -1) scrollToIndex(currentIndex);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll once per learner, not on every render
  useEffect(showCurrentUser, [currentIndex]);

  const tellRowsInView = useEffectEvent((first: number, last: number) => onRowsInView?.(first, last));
  useEffect(() => {
    if (firstInView !== undefined && lastInView !== undefined) tellRowsInView(firstInView, lastInView);
  }, [firstInView, lastInView]);

  return (
    <div data-slot="leaderboard-virtual" className="grid gap-2">
      {currentIndex !== -1 && (
        <Button variant="outline" size="sm" className="justify-self-end" onClick={showCurrentUser}>
          Show my rank
        </Button>
      )}
      <VirtualScrollArea label={label} heightPx={heightPx} {...scrollAreaProps}>
        <ul aria-label={label}>
          {slices.map((slice) => {
            if (slice.kind === 'gap') return <VirtualGap key={slice.key} as="li" sizePx={slice.sizePx} />;
            const entry = entries[slice.index];
            const place = { 'aria-setsize': entries.length, 'aria-posinset': slice.index + 1 };
            if (!entry)
              return (
                <LeaderboardRowPlaceholder
                  key={`place-${slice.index}`}
                  {...rowProps(slice.index)}
                  {...place}
                />
              );
            return (
              <LeaderboardRow
                key={entry.user_id}
                {...rowProps(slice.index)}
                entry={entry}
                isCurrentUser={entry.user_id === currentUserId}
                profileHref={profileHref?.(entry.user_id)}
                {...place}
              />
            );
          })}
        </ul>
      </VirtualScrollArea>
    </div>
  );
}
