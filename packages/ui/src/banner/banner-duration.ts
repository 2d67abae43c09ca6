import { limits } from '@segno/domain';

export type BannerTone = 'success' | 'info' | 'warning' | 'danger';

/**
 * How long a banner stays before it hides itself, or null to keep it until dismissed. Success banners
 * disappear after 8 seconds (000 section 4); other tones stay, since they may need action. An explicit
 * `durationMs` (a number, or null to keep) wins.
 */
export function bannerDurationMs(tone: BannerTone, durationMs?: number | null): number | null {
  if (durationMs !== undefined) return durationMs;
  return tone === 'success' ? limits.successBannerMs : null;
}
