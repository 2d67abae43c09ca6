import type { BoardInParts } from '@segno/domain';
import type { ReactNode } from 'react';
import { buttonVariants } from '../button';
import { EmptyState } from '../empty-state';
import { cn } from '../lib/cn';
import { Skeleton } from '../skeleton';
import { entriesAround } from './leaderboard-around';
import { LeaderboardRow } from './leaderboard-row';
import type { LeaderboardEntry } from './leaderboard-types';
import { LeaderboardVirtualList } from './leaderboard-virtual-list';

export type LeaderboardProps = {
  /**
   * Every learner in rank order, as GET /leaderboard or /segment/{id}/leaderboard answers. The full board also
   * takes a board loaded in parts: as long as the whole board, each loaded learner at their place, the places
   * not loaded yet empty (shown as placeholders until they are filled; see `onRowsInView`).
   */
  entries: BoardInParts<LeaderboardEntry>;
  /** The signed-in learner: their row is marked and kept in view. */
  currentUserId?: number;
  /**
   * 'around' shows the row before the learner, the learner and the row after (000, section 9), with a link
   * to the full board; 'full' shows every row in a virtualised scrolling list.
   */
  variant?: 'around' | 'full';
  /** Each learner's profile page: names link there when given. */
  profileHref?: (userId: number) => string;
  /** Where 'See full leaderboard' leads, for the 'around' variant. */
  fullLeaderboardHref?: string;
  /** Names the list for screen readers. */
  label?: string;
  /** Shows placeholders while the board loads. */
  isLoading?: boolean;
  /** Shown instead of an empty board. */
  emptyState?: ReactNode;
  /** Height of the full board's scrolling area in pixels. */
  heightPx?: number;
  /** The full board calls it with the first and last place in view (0 for the top) whenever they change. */
  onRowsInView?: (first: number, last: number) => void;
  className?: string;
};

function LeaderboardSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`} className="grid gap-3">
      {[1, 2, 3].map((row) => (
        <span key={row} className="flex items-center gap-3 px-2">
          <Skeleton shape="circle" />
          <Skeleton lines={2} />
        </span>
      ))}
    </div>
  );
}

const isLoaded = (entry: LeaderboardEntry | undefined) => entry !== undefined;

/** Learners by rank with medal and badge counts, the signed-in learner's row marked. */
export function Leaderboard({
  entries,
  currentUserId,
  variant = 'around',
  fullLeaderboardHref,
  profileHref,
  label = 'Leaderboard',
  isLoading = false,
  emptyState,
  heightPx = 480,
  onRowsInView,
  className,
}: LeaderboardProps) {
  let body: ReactNode;
  if (isLoading) body = <LeaderboardSkeleton label={label} />;
  else if (entries.length === 0)
    body = emptyState ?? <EmptyState headingLevel={3} title="No one on the leaderboard yet" />;
  else if (variant === 'full')
    body = (
      <LeaderboardVirtualList
        entries={entries}
        currentUserId={currentUserId}
        profileHref={profileHref}
        label={label}
        heightPx={heightPx}
        onRowsInView={onRowsInView}
      />
    );
  else
    body = (
      <>
        <ul aria-label={label}>
          {entriesAround(entries.filter(isLoaded), currentUserId).map((entry) => (
            <LeaderboardRow
              key={entry.user_id}
              entry={entry}
              isCurrentUser={entry.user_id === currentUserId}
              profileHref={profileHref?.(entry.user_id)}
            />
          ))}
        </ul>
        {fullLeaderboardHref && (
          <a
            href={fullLeaderboardHref}
            className={cn(
              buttonVariants({ variant: 'ghost', size: 'sm' }),
              'justify-self-start text-primary',
            )}
          >
            See full leaderboard
          </a>
        )}
      </>
    );
  return (
    <div
      data-slot="leaderboard"
      data-variant={variant}
      data-state={isLoading ? 'loading' : entries.length === 0 ? 'empty' : 'ready'}
      className={cn('grid gap-2', className)}
    >
      {body}
    </div>
  );
}
