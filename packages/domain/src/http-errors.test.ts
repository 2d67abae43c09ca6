import { describe, expect, it } from 'vitest';
import { errorDestination, isMemoryError } from './http-errors';

describe('errorDestination', () => {
  it.each([
    [400, 'error'],
    [401, 'login'],
    [403, 'home'],
    [404, 'error'],
    [409, 'caller'],
    [500, 'error'],
    [503, 'error'],
  ])('%i -> %s', (status, expected) => {
    expect(errorDestination(status)).toBe(expected);
  });
});

describe('isMemoryError', () => {
  it.each([
    ['Allowed Memory size exhausted', true],
    [{ error: { message: 'Memory limit' } }, true],
    [{ error: { message: 'Not found' } }, false],
    [undefined, false],
  ])('%j -> %s', (body, expected) => {
    expect(isMemoryError(body)).toBe(expected);
  });
});
