import type { ComponentProps } from 'react';
import { Avatar } from '../avatar';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { Skeleton } from '../skeleton';
import { RankChange } from '../stats-popout';
import type { LeaderboardEntry } from './leaderboard-types';

const numberFormat = new Intl.NumberFormat('en-US');

/** Row height in pixels: the 70 px avatar plus padding; the virtualised list takes it as its estimate. */
export const leaderboardRowHeightPx = 88;

const medalDots = [
  { key: 'bronze_count', label: 'bronze', tone: 'bg-bronze' },
  { key: 'silver_count', label: 'silver', tone: 'bg-silver' },
  { key: 'gold_count', label: 'gold', tone: 'bg-gold' },
] as const;

export type LeaderboardRowProps = ComponentProps<'li'> & {
  entry: LeaderboardEntry;
  isCurrentUser: boolean;
  /** The learner's profile page; the name links there when given. */
  profileHref?: string;
};

/** One learner: rank, picture, name, medal and badge counts, score and rank change. */
export function LeaderboardRow({
  entry,
  isCurrentUser,
  profileHref,
  className,
  ...props
}: LeaderboardRowProps) {
  return (
    <li
      data-slot="leaderboard-row"
      data-state={isCurrentUser ? 'current-user' : undefined}
      aria-current={isCurrentUser ? 'true' : undefined}
      style={{ height: leaderboardRowHeightPx }}
      className={cn(
        'flex items-center gap-3 border-b border-border px-2',
        isCurrentUser && 'border-l-4 border-l-primary bg-secondary text-secondary-foreground',
        className,
      )}
      {...props}
    >
      <span data-slot="leaderboard-rank" className="w-10 shrink-0 text-right text-lg font-bold tabular-nums">
        <span className="sr-only">Rank </span>
        {entry.rank}
      </span>
      <Avatar name={entry.name} src={entry.profile_img} aria-hidden="true" />
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="truncate font-semibold">
          {profileHref ? (
            <a href={profileHref} className={cn('rounded-sm underline-offset-2 hover:underline', focusRing)}>
              {entry.name}
            </a>
          ) : (
            entry.name
          )}
          {isCurrentUser && <span className="font-normal"> (you)</span>}
        </span>
        <span className="flex flex-wrap items-center gap-x-3 text-xs">
          {medalDots.map(({ key, label, tone }) => (
            <span key={key} className="inline-flex items-center gap-1">
              <span aria-hidden="true" className={cn('size-2.5 rounded-full', tone)} />
              {entry[key]}
              <span className="sr-only"> {label}</span>
            </span>
          ))}
          <span>
            {entry.badge_count} {entry.badge_count === 1 ? 'badge' : 'badges'}
          </span>
        </span>
      </span>
      <span className="grid shrink-0 justify-items-end">
        <span className="font-semibold tabular-nums">
          {numberFormat.format(entry.segno_score)}
          <span className="sr-only"> points</span>
        </span>
        <RankChange change={entry.rank_change} />
      </span>
    </li>
  );
}

/** A row of a board loaded in parts whose learner has not arrived yet: its place, held at a row's height. */
export function LeaderboardRowPlaceholder({ className, ...props }: ComponentProps<'li'>) {
  return (
    <li
      data-slot="leaderboard-row"
      data-state="loading"
      aria-busy="true"
      style={{ height: leaderboardRowHeightPx }}
      className={cn('flex items-center gap-3 border-b border-border px-2', className)}
      {...props}
    >
      <span className="sr-only">Loading</span>
      <span className="w-10 shrink-0" />
      <Skeleton shape="circle" />
      <span className="max-w-60 flex-1">
        <Skeleton lines={2} />
      </span>
    </li>
  );
}
