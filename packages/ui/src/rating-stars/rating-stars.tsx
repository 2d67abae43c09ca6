import { clampRating, limits } from '@segno/domain';
import { type KeyboardEvent, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { Star } from './rating-stars-star';

const stars = Array.from({ length: limits.ratingMax }, (_, index) => index + 1);

function starLabel(star: number): string {
  return star === 1 ? '1 star' : `${star} stars`;
}

export type RatingStarsProps = {
  /** Controlled rating, 1 to 5; 0 or undefined means not rated. Decimals round to whole stars. */
  value?: number;
  /** Rating on first render when uncontrolled. */
  defaultValue?: number;
  /** Called with the chosen rating (1 to 5) in input mode. */
  onValueChange?: (value: number) => void;
  /** Display only: an image named 'Rated 4 out of 5' instead of five radio buttons. */
  readOnly?: boolean;
  /** Names the radio group in input mode ("Rate this content"). */
  label?: string;
  /** Input mode: the stars cannot be changed. */
  disabled?: boolean;
  /** Extra classes for the group. */
  className?: string;
};

/** Ratings of 1 to 5 stars (000 section 9): shown read-only, or chosen like a radio group with arrow keys. */
export function RatingStars({
  value,
  defaultValue,
  onValueChange,
  readOnly = false,
  label = 'Rating',
  disabled = false,
  className,
}: RatingStarsProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const rating = clampRating(value ?? uncontrolledValue);
  const buttonsRef = useRef<(HTMLButtonElement | null)[]>([]);

  if (readOnly) {
    return (
      <span
        data-slot="rating-stars"
        data-state={rating === undefined ? 'unrated' : 'rated'}
        role="img"
        aria-label={rating === undefined ? 'Not rated' : `Rated ${rating} out of ${limits.ratingMax}`}
        className={cn('inline-flex items-center gap-0.5', className)}
      >
        {stars.map((star) => (
          <Star key={star} isFilled={rating !== undefined && star <= rating} className="size-4" />
        ))}
      </span>
    );
  }

  function select(star: number) {
    setUncontrolledValue(star);
    if (star !== rating) onValueChange?.(star);
  }

  function handleKeyDown(event: KeyboardEvent, star: number) {
    const moves: Record<string, number> = {
      ArrowRight: star + 1,
      ArrowUp: star + 1,
      ArrowLeft: star - 1,
      ArrowDown: star - 1,
      Home: 1,
      End: limits.ratingMax,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    // Radio groups wrap around at either end.
    const next = ((target - 1 + limits.ratingMax) % limits.ratingMax) + 1;
    select(next);
    buttonsRef.current[next - 1]?.focus();
  }

  // One tab stop: the chosen star, or the first when nothing is chosen yet.
  const tabStop = rating ?? 1;
  return (
    <div
      data-slot="rating-stars"
      data-state={rating === undefined ? 'unrated' : 'rated'}
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      className={cn('inline-flex items-center', className)}
    >
      {stars.map((star) => (
        // A button in the radio role: native radios would need a hidden 1 px input beside each 40 px star.
        // biome-ignore lint/a11y/useSemanticElements: see above
        <button
          key={star}
          ref={(node) => {
            buttonsRef.current[star - 1] = node;
          }}
          type="button"
          role="radio"
          aria-checked={star === rating}
          aria-label={starLabel(star)}
          tabIndex={star === tabStop ? 0 : -1}
          disabled={disabled}
          onClick={() => select(star)}
          onKeyDown={(event) => handleKeyDown(event, star)}
          className={cn(
            'inline-flex size-10 items-center justify-center rounded-md hover:bg-muted disabled:cursor-not-allowed disabled:opacity-60',
            focusRing,
          )}
        >
          <Star isFilled={rating !== undefined && star <= rating} className="size-6" />
        </button>
      ))}
    </div>
  );
}
