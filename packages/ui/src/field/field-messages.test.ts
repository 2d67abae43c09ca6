import { describe, expect, it } from 'vitest';
import { characterCountText, fieldErrorText, minLengthMessage } from './field-messages';

describe('minLengthMessage', () => {
  it.each([
    [1, 'needs at least 1 characters'],
    [3, 'needs at least 3 characters'],
    [12, 'needs at least 12 characters'],
  ])('%d -> %j', (minLength, expected) => {
    expect(minLengthMessage(minLength)).toBe(expected);
  });
});

describe('characterCountText', () => {
  it.each([
    [0, 200, '0 / 200'],
    [57, 200, '57 / 200'],
    [200, 200, '200 / 200'],
  ])('%d of %d -> %j', (count, maxLength, expected) => {
    expect(characterCountText(count, maxLength)).toBe(expected);
  });
});

describe('fieldErrorText', () => {
  it.each([
    ['Enterprise ID', 'is required', 'Enterprise ID is required'],
    ['Segment name', 'must be unique', 'Segment name must be unique'],
    ['Segment name', undefined, undefined],
  ])('%j + %j -> %j', (label, errorMessage, expected) => {
    expect(fieldErrorText(label, errorMessage)).toBe(expected);
  });
});
