import { type MedalCardStatus, type MedalForCards, medalCards, medalNames } from '@segno/domain';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { LockIcon } from '../lib/icons';
import { raisedSurface } from '../lib/surfaces';

/** One medal of a segment, as GET /segment/{id}/medal answers it (level 1 bronze, 2 silver, 3 gold). */
export type MedalCardsMedal = MedalForCards & { medal_id: number };

export type MedalCardsProps = Omit<ComponentProps<'ul'>, 'children'> & {
  /** The segment's medals in any order; inactive medals are not shown. */
  medals: readonly MedalCardsMedal[];
  /** The learner's score in this segment, for the points still needed by the next medal. */
  segmentScore: number;
  /** Names the list for screen readers. */
  label?: string;
};

const numberFormat = new Intl.NumberFormat('en-US');

const discTone = {
  1: 'bg-bronze text-bronze-foreground',
  2: 'bg-silver text-silver-foreground',
  3: 'bg-gold text-gold-foreground',
} as const;

const statusText: Record<Exclude<MedalCardStatus, 'inactive'>, string> = {
  current: 'Current',
  earned: 'Earned',
  next: 'Next',
  locked: 'Locked',
};

function detailText(status: MedalCardStatus, pointsToGo: number | undefined): string {
  if (status === 'next' && pointsToGo !== undefined) return `${numberFormat.format(pointsToGo)} points to go`;
  return status === 'inactive' ? '' : statusText[status];
}

/**
 * Bronze, silver and gold cards of a segment (000, section 4: a medal is current if active and earned, next
 * if active and not earned). The statuses come from the domain rule `medalCards`.
 */
export function MedalCards({ medals, segmentScore, label = 'Medals', className, ...props }: MedalCardsProps) {
  const cards = medalCards(medals, segmentScore).filter((card) => card.status !== 'inactive');
  return (
    <ul
      data-slot="medal-cards"
      aria-label={label}
      className={cn('grid grid-cols-1 gap-3 min-[400px]:grid-cols-3', className)}
      {...props}
    >
      {cards.map(({ medal, status, pointsToGo }) => {
        const name = medalNames[medal.level];
        const detail = detailText(status, pointsToGo);
        const isAchieved = status === 'current' || status === 'earned';
        return (
          <li
            key={medal.medal_id}
            data-slot="medal-card"
            data-state={status}
            data-level={medal.level}
            aria-label={`${name} medal, ${status === 'next' ? `next, ${detail}` : detail.toLowerCase()}`}
            className={cn(
              raisedSurface,
              'flex items-center gap-3 p-3',
              status === 'current' && 'border-2 border-primary bg-secondary text-secondary-foreground',
            )}
          >
            <span
              aria-hidden="true"
              data-slot="medal-card-disc"
              className={cn(
                'inline-flex size-12 shrink-0 items-center justify-center rounded-full text-lg font-bold',
                isAchieved || status === 'next'
                  ? discTone[medal.level]
                  : 'border-2 border-dashed border-input bg-muted text-muted-foreground',
              )}
            >
              {isAchieved ? '★' : status === 'locked' ? <LockIcon className="size-5" /> : medal.level}
            </span>
            <span className="grid min-w-0 gap-0.5">
              <span className="font-semibold">{name}</span>
              <span className="text-xs">{numberFormat.format(medal.points_needed)} points</span>
              <span
                className={cn(
                  'text-xs font-medium',
                  status === 'current' ? 'text-secondary-foreground' : 'text-muted-foreground',
                )}
              >
                {detail}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
