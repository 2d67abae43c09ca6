import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
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
  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => leaderboardRowHeightPx,
    overscan: 4,
  });
  const currentIndex = entries.findIndex((entry) => entry.user_id === currentUserId);

  function showCurrentUser() {
    if (currentIndex !== -1) virtualizer.scrollToIndex(currentIndex, { align: 'center' });
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
      {/* Focusable so keyboard users can scroll it with the arrow keys (WCAG 2.1.1). */}
      <section
        ref={scrollRef}
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
        tabIndex={0}
        data-slot="leaderboard-scroll"
        style={{ height: heightPx }}
        className={cn('overflow-auto rounded-md', focusRing)}
      >
        <ul aria-label={label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const entry = entries[item.index];
            if (!entry) return null;
            return (
              <LeaderboardRow
                key={entry.user_id}
                entry={entry}
                isCurrentUser={entry.user_id === currentUserId}
                profileHref={profileHref?.(entry.user_id)}
                aria-setsize={entries.length}
                aria-posinset={item.index + 1}
                className="absolute inset-x-0 top-0"
                style={{ height: leaderboardRowHeightPx, transform: `translateY(${item.start}px)` }}
              />
            );
          })}
        </ul>
      </section>
    </div>
  );
}
