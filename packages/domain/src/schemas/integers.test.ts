import { describe, expect, it } from 'vitest';
import { maxSqlInteger, maxSqlSmallint, wholeNumberPattern } from './integers';

describe('wholeNumberPattern', () => {
  it.each([0, 1, 9, 10, 99, 100, 305, 1000, maxSqlSmallint])('matches exactly 0 to %i', (max) => {
    const pattern = new RegExp(`^${wholeNumberPattern(max)}$`);
    for (let value = 0; value <= Math.max(max * 2, 20); value++)
      expect(pattern.test(String(value))).toBe(value <= max);
  });

  it('holds PostgreSQL integers, with leading zeros, and nothing larger', () => {
    const pattern = new RegExp(`^${wholeNumberPattern(maxSqlInteger)}$`);
    for (const text of ['0', '7', '000123', '999999999', '1999999999', '2147483647', '02147483647'])
      expect(pattern.test(text), text).toBe(true);
    for (const text of [
      '2147483648',
      '2147483650',
      '2200000000',
      '9999999999',
      '10000000000',
      '',
      '-1',
      '1.5',
    ])
      expect(pattern.test(text), text).toBe(false);
  });
});
