import { useCallback, useEffect } from 'react';
import { Button } from '../button';
import { useVirtualRows } from '../virtual-rows/use-virtual-rows';
import { VirtualGap } from '../virtual-rows/virtual-gap';
import { VirtualScrollArea } from '../virtual-rows/virtual-scroll-area';
import { LeaderboardRow, leaderboardRowHeightPx } from './leaderboard-row';
import type { LeaderboardEntry } from './leaderboard-types';

export type LeaderboardVirtualListProps = {
  entries: readonly LeaderboardEntry[];
  currentUserId?: number;
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
  profileHref,
  label,
  heightPx,
}: LeaderboardVirtualListProps) {
  const getKey = useCallback((index: number) => entries[index]?.user_id ?? index, [entries]);
  const { slices, rowProps, scrollAreaProps, scrollToIndex } = useVirtualRows({
    count: entries.length,
    isVirtual: true,
    estimateSizePx: leaderboardRowHeightPx,
    getKey,
  });
  const currentIndex = entries.findIndex((entry) => entry.user_id === currentUserId);

  function showCurrentUser() {
    if (currentIndex !== -1) scrollToIndex(currentIndex);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll once per learner, not on every render
  useEffect(showCurrentUser, [currentIndex]);

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
            if (!entry) return null;
            return (
              <LeaderboardRow
                key={entry.user_id}
                {...rowProps(slice.index)}
                entry={entry}
                isCurrentUser={entry.user_id === currentUserId}
                profileHref={profileHref?.(entry.user_id)}
                aria-setsize={entries.length}
                aria-posinset={slice.index + 1}
              />
            );
          })}
        </ul>
      </VirtualScrollArea>
    </div>
  );
}
