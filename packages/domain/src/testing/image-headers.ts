/**
 * The first bytes of PNG, GIF and JPEG files of a given size: enough for `sniffImageType` and `readImageSize`,
 * for tests of uploads without image files.
 */
const be16 = (value: number) => [value >> 8, value & 0xff];
const be32 = (value: number) => [...be16(Math.floor(value / 65_536)), ...be16(value % 65_536)];
const le16 = (value: number) => [value & 0xff, value >> 8];

/** A PNG's signature and IHDR chunk. */
export const pngHeader = (width: number, height: number) =>
  Uint8Array.from([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...be32(13),
    ...[0x49, 0x48, 0x44, 0x52], // IHDR
    ...be32(width),
    ...be32(height),
    ...[8, 6, 0, 0, 0],
  ]);

/** A GIF89a header with its logical screen. */
export const gifHeader = (width: number, height: number) =>
  Uint8Array.from([...[0x47, 0x49, 0x46, 0x38, 0x39, 0x61], ...le16(width), ...le16(height), 0xf7, 0, 0]);

/** A JPEG's SOI, an APP0 (JFIF) segment, a fill byte, a DQT-like segment, then the frame header `frameMarker`. */
export const jpegHeader = (width: number, height: number, frameMarker = 0xc0) =>
  Uint8Array.from([
    ...[0xff, 0xd8],
    ...[0xff, 0xe0, ...be16(16), 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    0xff,
    ...[0xff, 0xdb, ...be16(5), 0, 1, 2],
    ...[
      0xff,
      frameMarker,
      ...be16(17),
      8,
      ...be16(height),
      ...be16(width),
      3,
      1,
      0x22,
      0,
      2,
      0x11,
      1,
      3,
      0x11,
      1,
    ],
  ]);
