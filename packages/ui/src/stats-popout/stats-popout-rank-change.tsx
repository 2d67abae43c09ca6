import { cn } from '../lib/cn';

/** Places gained or lost since yesterday, as an arrow with a spoken equivalent. */
export function RankChange({ change }: { change: number }) {
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'same';
  const places = Math.abs(change);
  const spoken =
    direction === 'same' ? 'no change since yesterday' : `${direction} ${places} since yesterday`;
  return (
    <span
      data-slot="rank-change"
      data-direction={direction}
      className={cn(
        'text-xs',
        direction === 'up' && 'text-success',
        direction === 'down' && 'text-danger',
        direction === 'same' && 'text-muted-foreground',
      )}
    >
      <span aria-hidden="true">
        {direction === 'up' ? `▲${places}` : direction === 'down' ? `▼${places}` : '–'}
      </span>
      <span className="sr-only">{spoken}</span>
    </span>
  );
}
