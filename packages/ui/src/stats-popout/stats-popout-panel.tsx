import type { UserStats } from '@segno/domain';
import { cn } from '../lib/cn';
import { LazyPopoverContent } from '../popover/lazy-popover-content';
import { RankChange } from './stats-popout-rank-change';

const numberFormat = new Intl.NumberFormat('en-US');

/** The popout's panel, loaded on first open: score, bronze, silver and gold medal counts, badges, level and rank. */
export function StatsPopoutPanel({ stats }: { stats: UserStats }) {
  const medals = [
    { label: 'Bronze medals', value: stats.bronze_count, tone: 'bg-bronze text-bronze-foreground' },
    { label: 'Silver medals', value: stats.silver_count, tone: 'bg-silver text-silver-foreground' },
    { label: 'Gold medals', value: stats.gold_count, tone: 'bg-gold text-gold-foreground' },
  ];
  return (
    <LazyPopoverContent data-slot="stats-popout" align="end" aria-label="Your progress" className="w-72 p-4">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Score</dt>
        <dd className="text-right font-semibold">{numberFormat.format(stats.score)}</dd>
        {medals.map((medal) => (
          <div key={medal.label} className="contents">
            <dt className="flex items-center gap-2 text-muted-foreground">
              <span aria-hidden="true" className={cn('size-3 rounded-full', medal.tone)} />
              {medal.label}
            </dt>
            <dd className="text-right font-semibold">{medal.value}</dd>
          </div>
        ))}
        <dt className="text-muted-foreground">Badges</dt>
        <dd className="text-right font-semibold">{stats.badge_count}</dd>
        <dt className="text-muted-foreground">Level</dt>
        <dd className="text-right font-semibold">{stats.level}</dd>
        <dt className="text-muted-foreground">Rank</dt>
        <dd className="flex items-center justify-end gap-2 font-semibold">
          {stats.current_rank} of {numberFormat.format(stats.rank_out_of)}
          <RankChange change={stats.rank_change} />
        </dd>
      </dl>
    </LazyPopoverContent>
  );
}
