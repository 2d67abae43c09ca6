import { describe, expect, it } from 'vitest';
import { formatDate, formatIsoDate, formatSessionDate, parseDisplayDate } from './format-date';

describe('formatDate', () => {
  it.each([
    [new Date(2026, 10, 22), 'Nov 22 2026'],
    [new Date(2026, 0, 1), 'Jan 1 2026'],
    [new Date(2026, 11, 31, 23, 59, 59), 'Dec 31 2026'],
    [new Date(2024, 1, 29), 'Feb 29 2024'],
    [new Date(2026, 4, 9, 0, 0, 1), 'May 9 2026'],
    [new Date(Number.NaN), ''],
  ])('%s -> %j', (date, expected) => {
    expect(formatDate(date)).toBe(expected);
  });
});

describe('formatIsoDate', () => {
  it.each([
    [new Date(2026, 10, 22), '2026-11-22'],
    [new Date(2026, 0, 1, 23, 30), '2026-01-01'],
    [new Date(Number.NaN), ''],
  ])('%s -> %j', (date, expected) => {
    expect(formatIsoDate(date)).toBe(expected);
  });
});

describe('parseDisplayDate', () => {
  it.each([
    ['Nov 22 2026', new Date(2026, 10, 22)],
    ['nov 22 2026', new Date(2026, 10, 22)],
    ['  Jan 1 2026 ', new Date(2026, 0, 1)],
    ['Jan 01 2026', new Date(2026, 0, 1)],
    ['Jan 31 2026', new Date(2026, 0, 31)],
    ['Dec 31 2026', new Date(2026, 11, 31)],
    ['Feb 29 2024', new Date(2024, 1, 29)],
    ['2026-11-22', new Date(2026, 10, 22)],
    ['2026-02-28', new Date(2026, 1, 28)],
    ['Feb 30 2026', undefined],
    ['Feb 29 2026', undefined],
    ['Apr 31 2026', undefined],
    ['Jan 0 2026', undefined],
    ['2026-02-30', undefined],
    ['2026-13-01', undefined],
    ['2026-00-10', undefined],
    ['Foo 22 2026', undefined],
    ['Nov 22, 2026', undefined],
    ['November 22 2026', undefined],
    ['22 Nov 2026', undefined],
    ['Nov 22 26', undefined],
    ['', undefined],
  ])('%j -> %s', (text, expected) => {
    expect(parseDisplayDate(text)).toEqual(expected);
  });

  it('keeps two-digit years as written instead of mapping them to the 1900s', () => {
    expect(parseDisplayDate('0099-05-01')?.getFullYear()).toBe(99);
  });

  it('returns local midnight, so formatting round-trips', () => {
    const parsed = parseDisplayDate('Mar 8 2026');
    expect(parsed?.getHours()).toBe(0);
    expect(parsed && formatDate(parsed)).toBe('Mar 8 2026');
  });
});

describe('formatSessionDate', () => {
  it.each([
    [new Date(2026, 10, 27, 9, 0), 'November 27 2026, 9:00 AM'],
    [new Date(2026, 0, 5, 0, 0), 'January 5 2026, 12:00 AM'],
    [new Date(2026, 0, 5, 0, 7), 'January 5 2026, 12:07 AM'],
    [new Date(2026, 4, 1, 12, 0), 'May 1 2026, 12:00 PM'],
    [new Date(2026, 8, 30, 13, 5), 'September 30 2026, 1:05 PM'],
    [new Date(2026, 11, 31, 23, 59, 59), 'December 31 2026, 11:59 PM'],
    [new Date(2026, 10, 27, 11, 59), 'November 27 2026, 11:59 AM'],
    [new Date(Number.NaN), ''],
  ])('%s -> %j', (date, expected) => {
    expect(formatSessionDate(date)).toBe(expected);
  });
});
