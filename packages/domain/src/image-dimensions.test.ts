import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readImageSize } from './image-dimensions';
import { gifHeader as gif, jpegHeader as jpeg, pngHeader as png } from './testing/image-headers';

describe('readImageSize', () => {
  const side = fc.integer({ min: 1, max: 65_535 });

  it('reads the width and height PNG, GIF and JPEG headers declare', () => {
    fc.assert(
      fc.property(side, side, fc.constantFrom(0xc0, 0xc1, 0xc2, 0xc3, 0xc9), (width, height, frame) => {
        expect(readImageSize('image/png', png(width, height))).toEqual({ width, height });
        expect(readImageSize('image/gif', gif(width, height))).toEqual({ width, height });
        expect(readImageSize('image/jpeg', jpeg(width, height, frame))).toEqual({ width, height });
      }),
    );
  });

  it('reads PNG sides beyond 16 bits', () => {
    expect(readImageSize('image/png', png(100_000, 70_000))).toEqual({ width: 100_000, height: 70_000 });
  });

  it('answers undefined for headers it cannot read', () => {
    expect(readImageSize('image/png', png(10, 10).subarray(0, 20))).toBeUndefined();
    expect(readImageSize('image/gif', gif(10, 10).subarray(0, 8))).toBeUndefined();
    const cut = jpeg(10, 10);
    expect(readImageSize('image/jpeg', cut.subarray(0, cut.length - 12))).toBeUndefined();
    // Image data (SOS) before any frame header.
    expect(readImageSize('image/jpeg', Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeUndefined();
    // A DHT segment (C4) is not a frame header.
    expect(readImageSize('image/jpeg', jpeg(10, 10, 0xc4))).toBeUndefined();
    expect(readImageSize('image/webp', png(10, 10))).toBeUndefined();
  });
});
