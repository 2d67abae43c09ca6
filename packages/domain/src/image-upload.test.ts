import { describe, expect, it } from 'vitest';
import {
  centreCrop,
  cropStep,
  imageSizeError,
  imageTypeError,
  moveCrop,
  sniffImageType,
} from './image-upload';
import { messages } from './messages';

const bytes = (...values: number[]) => new Uint8Array(values);
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46);
const gif = new TextEncoder().encode('GIF89a\u0001\u0000');
const text = new TextEncoder().encode('hello wo');

describe('sniffImageType', () => {
  it.each([
    ['png', 'image/png', png],
    ['jpeg', 'image/jpeg', jpeg],
    ['gif89a', 'image/gif', gif],
    ['gif87a', 'image/gif', new TextEncoder().encode('GIF87a')],
    ['text', undefined, text],
    ['empty', undefined, bytes()],
    ['truncated png', undefined, png.slice(0, 4)],
  ])('%s bytes -> %s', (_name, expected, head) => {
    expect(sniffImageType(head)).toBe(expected);
  });
});

describe('imageTypeError', () => {
  it.each([
    ['image/png', 'png', png, undefined],
    ['image/jpeg', 'jpeg', jpeg, undefined],
    ['image/gif', 'gif', gif, undefined],
    ['', 'png', png, undefined],
    // A PNG named .jpg still is an accepted image: the bytes decide which one.
    ['image/jpeg', 'png', png, undefined],
    ['text/plain', 'text', text, messages.errors.notAnImage],
    ['image/png', 'text', text, messages.errors.notAnImage],
    ['image/webp', 'png', png, messages.errors.notAnImage],
    ['image/svg+xml', 'svg', new TextEncoder().encode('<svg xml'), messages.errors.notAnImage],
  ])('%j declared, %s bytes -> %s', (mimeType, _bytesName, head, expected) => {
    expect(imageTypeError({ mimeType, head })).toBe(expected);
  });
});

describe('imageSizeError', () => {
  it.each([
    [150, 150, undefined],
    [1200, 150, undefined],
    [149, 600, messages.errors.imageTooSmall],
    [600, 149, messages.errors.imageTooSmall],
    [0, 0, messages.errors.imageTooSmall],
  ])('%i x %i -> %s', (width, height, expected) => {
    expect(imageSizeError({ width, height })).toBe(expected);
  });
});

describe('centreCrop', () => {
  it.each([
    [
      { width: 300, height: 200 },
      { x: 50, y: 0, size: 200 },
    ],
    [
      { width: 200, height: 301 },
      { x: 0, y: 50, size: 200 },
    ],
    [
      { width: 150, height: 150 },
      { x: 0, y: 0, size: 150 },
    ],
  ])('%j -> %j', (image, expected) => {
    expect(centreCrop(image)).toEqual(expected);
  });
});

describe('moveCrop', () => {
  const image = { width: 400, height: 200 };
  const crop = centreCrop(image);

  it('moves within the image', () => {
    expect(moveCrop(crop, image, -20, 0)).toEqual({ x: 80, y: 0, size: 200 });
  });

  it('stops at every edge', () => {
    expect(moveCrop(crop, image, -1000, -5)).toEqual({ x: 0, y: 0, size: 200 });
    expect(moveCrop(crop, image, 1000, 5)).toEqual({ x: 200, y: 0, size: 200 });
  });

  it('steps a tenth of the side, at least a pixel', () => {
    expect(cropStep(crop)).toBe(20);
    expect(cropStep({ x: 0, y: 0, size: 4 })).toBe(1);
  });
});
