/**
 * An uploaded image's size in pixels, read from its header bytes (issue 11: images over 50 megapixels are
 * refused before anything decodes them, so a small file cannot expand into gigabytes of pixels).
 */
import type { ImageSize } from './image-upload';

/** The most pixels an uploaded image may have. */
export const imageMaxPixels = 50_000_000;

const uint16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const uint16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const uint32 = (bytes: Uint8Array, at: number) => uint16(bytes, at) * 65_536 + uint16(bytes, at + 2);

/** PNG: the IHDR chunk comes first, width and height as 32-bit big-endian numbers. */
function pngSize(bytes: Uint8Array): ImageSize | undefined {
  const isIhdr = String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR';
  return isIhdr && bytes.length >= 24 ? { width: uint32(bytes, 16), height: uint32(bytes, 20) } : undefined;
}

/** GIF: the logical screen's width and height, 16-bit little-endian, after the 6-byte signature. */
function gifSize(bytes: Uint8Array): ImageSize | undefined {
  return bytes.length >= 10 ? { width: uint16le(bytes, 6), height: uint16le(bytes, 8) } : undefined;
}

/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic): C0 to CF but C4, C8 and CC. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers that stand alone, without a length: TEM, RST0 to RST7, SOI. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

/** JPEG: walks the segments from the start of the image to the first frame header. */
function jpegSize(bytes: Uint8Array): ImageSize | undefined {
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
    } else if (isStandalone(marker)) {
      at += 2;
    } else if (isStartOfFrame(marker)) {
      return bytes.length >= at + 9
        ? { height: uint16(bytes, at + 5), width: uint16(bytes, at + 7) }
        : undefined;
    } else if (marker === 0xd9 || marker === 0xda) {
      return undefined; // the image ended, or its data began, without a frame header
    } else {
      at += 2 + uint16(bytes, at + 2);
    }
  }
  return undefined;
}

const readers: Record<string, (bytes: Uint8Array) => ImageSize | undefined> = {
  'image/png': pngSize,
  'image/gif': gifSize,
  'image/jpeg': jpegSize,
};

/** The size the image's header declares, or undefined when the header cannot be read. */
export function readImageSize(type: string, bytes: Uint8Array): ImageSize | undefined {
  return readers[type]?.(bytes);
}
