import { limits } from './limits';

/**
 * A rating as whole stars from 1 to `limits.ratingMax` (ratings are 1 to 5 stars, 000 section 9), or
 * undefined when unrated. The server sends 0 or nothing for "not rated"; anything below half a star counts
 * as unrated too, and larger values are capped.
 */
export function clampRating(value: number | null | undefined): number | undefined {
  if (value === null || value === undefined || !Number.isFinite(value)) return undefined;
  const stars = Math.round(value);
  if (stars < 1) return undefined;
  return Math.min(stars, limits.ratingMax);
}
