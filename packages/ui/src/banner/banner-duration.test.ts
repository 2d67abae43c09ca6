import { describe, expect, it } from 'vitest';
import { type BannerTone, bannerDurationMs } from './banner-duration';

describe('bannerDurationMs', () => {
  it.each<[BannerTone, number | null | undefined, number | null]>([
    ['success', undefined, 8000],
    ['info', undefined, null],
    ['warning', undefined, null],
    ['danger', undefined, null],
    ['success', null, null],
    ['success', 200, 200],
    ['info', 3000, 3000],
  ])('%s with %j -> %j', (tone, durationMs, expected) => {
    expect(bannerDurationMs(tone, durationMs)).toBe(expected);
  });
});
