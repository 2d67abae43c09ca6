import { describe, expect, it } from 'vitest';
import { formatActivityTime, isRecent } from './activity';

const now = new Date(2026, 10, 22, 15, 30);

describe('isRecent', () => {
  it.each([
    [new Date(2026, 10, 22, 9, 0), true],
    [new Date(2026, 10, 8, 15, 30), true],
    [new Date(2026, 10, 8, 15, 29), false],
    [new Date(2026, 10, 23), false],
  ])('%s -> %s', (date, expected) => {
    expect(isRecent(date, now)).toBe(expected);
  });
});

describe('formatActivityTime', () => {
  it.each([
    [new Date(2026, 10, 22, 9, 5), '9:05 am today'],
    [new Date(2026, 10, 22, 0, 0), '12:00 am today'],
    [new Date(2026, 10, 22, 12, 30), '12:30 pm today'],
    [new Date(2026, 10, 22, 15, 0), '3:00 pm today'],
    [new Date(2026, 10, 21, 23, 59), 'Nov 21 2026'],
    [new Date(2025, 0, 3), 'Jan 3 2025'],
  ])('%s -> %s', (date, expected) => {
    expect(formatActivityTime(date, now)).toBe(expected);
  });
});
