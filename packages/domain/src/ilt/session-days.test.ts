import { describe, expect, it } from 'vitest';
import {
  addSessionDay,
  chainSessionDays,
  isSessionDayComplete,
  newSessionDay,
  nextWeekday,
  removeSessionDay,
  type SessionDayDraft,
  withFirstDayDate,
} from './session-days';

const day = (start_date: Date, sort_order = 1, room = 'Room 1', duration = 60): SessionDayDraft => ({
  start_date,
  room,
  duration,
  sort_order,
});

// 2026-11-27 is a Friday; today (2026-11-22) is a Sunday.
const friday = new Date(2026, 10, 27, 9, 30);

describe('nextWeekday', () => {
  it.each([
    ['Monday -> Tuesday', new Date(2026, 10, 23, 8), new Date(2026, 10, 24, 8)],
    ['Thursday -> Friday', new Date(2026, 10, 26, 8), new Date(2026, 10, 27, 8)],
    ['Friday -> Monday', new Date(2026, 10, 27, 9, 30), new Date(2026, 10, 30, 9, 30)],
    ['Saturday -> Monday', new Date(2026, 10, 28, 14), new Date(2026, 10, 30, 14)],
    ['Sunday -> Monday', new Date(2026, 10, 22, 14), new Date(2026, 10, 23, 14)],
    ['across a month and year end', new Date(2026, 11, 31, 10), new Date(2027, 0, 1, 10)],
    [
      'across a daylight-saving change keeps the wall clock',
      new Date(2026, 2, 6, 9),
      new Date(2026, 2, 9, 9),
    ],
  ])('%s', (_, from, expected) => {
    expect(nextWeekday(from)).toEqual(expected);
  });
});

describe('chainSessionDays and withFirstDayDate (002 section 4, "Session creation")', () => {
  it('puts a two-day session starting on a Friday on Friday and Monday', () => {
    const days = withFirstDayDate(
      [day(new Date(2026, 10, 23, 9)), day(new Date(2026, 10, 24, 13), 2)],
      friday,
    );
    expect(days.map((d) => d.start_date)).toEqual([friday, new Date(2026, 10, 30, 13)]);
  });

  it('lets the first day drive every later day, keeping their own times, rooms and durations', () => {
    const days = chainSessionDays([
      day(new Date(2026, 10, 25, 9), 4, 'A', 60),
      day(new Date(2027, 0, 1, 10), 7, 'B', 90),
      day(new Date(2020, 0, 1, 14, 15), 1, 'C', 30),
      day(new Date(2020, 0, 1, 8), 9, 'D', 45),
    ]);
    expect(days).toEqual([
      day(new Date(2026, 10, 25, 9), 1, 'A', 60), // Wednesday
      day(new Date(2026, 10, 26, 10), 2, 'B', 90), // Thursday
      day(new Date(2026, 10, 27, 14, 15), 3, 'C', 30), // Friday
      day(new Date(2026, 10, 30, 8), 4, 'D', 45), // Monday
    ]);
  });

  it('never puts a later day on a weekend, whatever the first day', () => {
    for (let offset = 0; offset < 7; offset += 1) {
      const first = new Date(2026, 10, 22 + offset, 9);
      const days = withFirstDayDate(
        Array.from({ length: 6 }, (_, index) => day(new Date(2026, 0, 1, 9), index + 1)),
        first,
      );
      for (const later of days.slice(1)) expect([0, 6]).not.toContain(later.start_date.getDay());
      for (const [index, later] of days.slice(1).entries()) {
        expect(later.start_date.getTime()).toBeGreaterThan(days[index]?.start_date.getTime() ?? 0);
      }
    }
  });

  it('leaves an empty list empty', () => {
    expect(withFirstDayDate([], friday)).toEqual([]);
  });
});

describe('newSessionDay and addSessionDay', () => {
  const now = new Date(2026, 10, 22, 16, 45);

  it('defaults a new day to tomorrow at the first day time', () => {
    expect(newSessionDay([day(friday)], now)).toEqual({
      start_date: new Date(2026, 10, 23, 9, 30),
      room: '',
      duration: 0,
      sort_order: 2,
    });
  });

  it('defaults the first day of a new session to tomorrow at 9:00 AM', () => {
    expect(addSessionDay([], now)).toEqual([
      { start_date: new Date(2026, 10, 23, 9), room: '', duration: 0, sort_order: 1 },
    ]);
  });

  it('puts an added day on the weekday after the last one, at the first day time', () => {
    const days = addSessionDay([day(friday)], now);
    expect(days[1]).toEqual({
      start_date: new Date(2026, 10, 30, 9, 30),
      room: '',
      duration: 0,
      sort_order: 2,
    });
  });

  it('moves the later days up when one is removed', () => {
    const days = chainSessionDays([day(friday), day(friday, 2, 'B'), day(friday, 3, 'C')]);
    const removed = removeSessionDay(days, 1);
    expect(removed.map((d) => [d.room, d.sort_order, d.start_date])).toEqual([
      ['Room 1', 1, friday],
      ['C', 2, new Date(2026, 10, 30, 9, 30)],
    ]);
  });
});

describe('isSessionDayComplete (002 section 5)', () => {
  it.each([
    ['complete', day(friday), true],
    ['no duration', day(friday, 1, 'A', 0), false],
    ['negative duration', day(friday, 1, 'A', -10), false],
    ['blank room', day(friday, 1, '  ', 60), false],
    ['invalid date', day(new Date(Number.NaN)), false],
  ])('%s -> %s', (_, sessionDay, expected) => {
    expect(isSessionDayComplete(sessionDay)).toBe(expected);
  });
});
