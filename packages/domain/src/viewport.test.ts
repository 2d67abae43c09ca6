import { describe, expect, it } from 'vitest';
import { isMobileViewport, listPreviewSize, mobileMediaQuery } from './viewport';

describe('isMobileViewport', () => {
  it.each([
    [375, 667, true],
    [320, 640, true],
    [600, 1000, true],
    [601, 1000, false],
    [1280, 800, false],
    [1280, 600, true],
    [1280, 601, false],
    [800, 500, true],
    [768, 1024, false],
    [600, 600, true],
  ])('%i x %i -> %s', (width, height, expected) => {
    expect(isMobileViewport(width, height)).toBe(expected);
  });
});

describe('mobileMediaQuery', () => {
  it('matches either dimension at 600 px', () => {
    expect(mobileMediaQuery).toBe('(max-width: 600px), (max-height: 600px)');
  });
});

describe('listPreviewSize', () => {
  it.each([
    [true, 3],
    [false, 6],
  ])('mobile %s -> %i', (isMobile, expected) => {
    expect(listPreviewSize(isMobile)).toBe(expected);
  });
});
