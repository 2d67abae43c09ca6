import type { UserStats } from '@segno/domain';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { raisedSurface } from '../lib/surfaces';
import { RankChange } from '../stats-popout';

export type StatsSummaryProps = Omit<ComponentProps<'dl'>, 'children'> & {
  /** The learner's numbers, as GET /user/{id}/stats answers them. */
  stats: UserStats;
};

const numberFormat = new Intl.NumberFormat('en-US');

function Stat({ label, children, dot }: { label: string; children: ReactNode; dot?: string }) {
  return (
    <div data-slot="stats-summary-item" className={cn(raisedSurface, 'grid gap-1 p-3')}>
      <dt className="flex items-center gap-2 text-xs text-muted-foreground">
        {dot && <span aria-hidden="true" className={cn('size-3 rounded-full', dot)} />}
        {label}
      </dt>
      <dd className="flex flex-wrap items-baseline gap-x-2 text-lg font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** Score, level, rank 'N of M' with its change, medal counts and badges as a compact grid of cards. */
export function StatsSummary({ stats, className, ...props }: StatsSummaryProps) {
  return (
    <dl
      data-slot="stats-summary"
      className={cn('grid grid-cols-2 gap-2 sm:grid-cols-4', className)}
      {...props}
    >
      <Stat label="Score">{numberFormat.format(stats.score)}</Stat>
      <Stat label="Level">{stats.level}</Stat>
      <Stat label="Rank">
        <span>
          {numberFormat.format(stats.current_rank)} of {numberFormat.format(stats.rank_out_of)}
        </span>
        <RankChange change={stats.rank_change} />
      </Stat>
      <Stat label="Badges">{stats.badge_count}</Stat>
      <Stat label="Bronze medals" dot="bg-bronze">
        {stats.bronze_count}
      </Stat>
      <Stat label="Silver medals" dot="bg-silver">
        {stats.silver_count}
      </Stat>
      <Stat label="Gold medals" dot="bg-gold">
        {stats.gold_count}
      </Stat>
    </dl>
  );
}
