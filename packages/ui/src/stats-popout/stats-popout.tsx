import type { UserStats } from '@segno/domain';
import { lazy } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { LazyPopover, LazyPopoverPanel, LazyPopoverTrigger } from '../popover/lazy-popover';

// The panel and Radix's popover machinery come on first open (issue 11: the header is in every first load).
const StatsPopoutPanel = lazy(() =>
  import('./stats-popout-panel').then((module) => ({ default: module.StatsPopoutPanel })),
);

export type StatsPopoutProps = {
  /** The user's numbers, as GET /user/{id}/stats answers them. */
  stats: UserStats;
  /** Whether the popout is open (controlled). */
  open?: boolean;
  /** Whether the popout starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the popout opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Classes for the trigger button. */
  className?: string;
};

const numberFormat = new Intl.NumberFormat('en-US');

/** The header popout: score, bronze, silver and gold medal counts, badges, level and rank. */
export function StatsPopout({ stats, open, defaultOpen, onOpenChange, className }: StatsPopoutProps) {
  return (
    <LazyPopover open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <LazyPopoverTrigger
        data-slot="stats-popout-trigger"
        className={cn(
          'inline-flex min-h-10 items-center gap-2 rounded-md px-3 text-sm font-medium hover:bg-muted',
          focusRing,
          className,
        )}
      >
        <span className="sr-only">Your progress: </span>
        <span>{numberFormat.format(stats.score)} points</span>
      </LazyPopoverTrigger>
      <LazyPopoverPanel>
        <StatsPopoutPanel stats={stats} />
      </LazyPopoverPanel>
    </LazyPopover>
  );
}
