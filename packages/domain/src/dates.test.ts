import { describe, expect, it } from 'vitest';
import { dateFromStamp, decodeDates, encodeDates, isDateField } from './dates';

const seconds = 1_763_800_000; // 2025-11-22T08:26:40Z
const asDate = new Date(seconds * 1000);

describe('isDateField', () => {
  it.each([
    ['start_date', true],
    ['expiration_date', true],
    ['startDate', true],
    ['lastLoginDate', true],
    ['created_at', true],
    ['updated_at', true],
    ['date', true],
    ['name', false],
    ['dated', false],
    ['date_format', false],
    ['created', false],
    ['update_at', false],
  ])('%s -> %s', (name, expected) => {
    expect(isDateField(name)).toBe(expected);
  });
});

describe('dateFromStamp', () => {
  it.each([
    ['10-digit seconds', seconds, asDate],
    ['13-digit milliseconds', seconds * 1000 + 123, new Date(seconds * 1000 + 123)],
    ['10-digit string', String(seconds), asDate],
    ['13-digit string', String(seconds * 1000), asDate],
  ])('reads %s', (_, stamp, expected) => {
    expect(dateFromStamp(stamp)).toEqual(expected);
  });

  it.each([
    ['a short number', 12345],
    ['11 digits', 12_345_678_901],
    ['a fraction', 1_763_800_000.5],
    ['zero', 0],
    ['a negative number', -1_763_800_000],
    ['an ISO string', '2025-11-22'],
    ['null', null],
    ['undefined', undefined],
  ])('leaves %s alone', (_, stamp) => {
    expect(dateFromStamp(stamp)).toBeUndefined();
  });
});

describe('decodeDates', () => {
  it('decodes every date field at any depth and nothing else', () => {
    const decoded = decodeDates({
      start_date: seconds,
      endDate: seconds * 1000,
      created_at: String(seconds),
      updated_at: seconds,
      date: seconds,
      points: seconds,
      nested: { list: [{ expiration_date: seconds, name: 'x' }] },
      empty_date: null,
    });
    expect(decoded).toEqual({
      start_date: asDate,
      endDate: asDate,
      created_at: asDate,
      updated_at: asDate,
      date: asDate,
      points: seconds,
      nested: { list: [{ expiration_date: asDate, name: 'x' }] },
      empty_date: null,
    });
  });

  it('passes primitives and arrays through', () => {
    expect(decodeDates(5)).toBe(5);
    expect(decodeDates(['a', { date: seconds }])).toEqual(['a', { date: asDate }]);
  });
});

describe('encodeDates', () => {
  it('sends dates back as seconds, at any depth', () => {
    const withMillis = new Date(seconds * 1000 + 999);
    expect(encodeDates({ start_date: withMillis, items: [{ date: asDate }], name: 'n' })).toEqual({
      start_date: seconds,
      items: [{ date: seconds }],
      name: 'n',
    });
  });

  it('round-trips: decoding what was encoded gives the same dates at second precision', () => {
    const value = { start_date: asDate, list: [{ updated_at: asDate }] };
    expect(decodeDates(encodeDates(value))).toEqual(value);
  });
});
