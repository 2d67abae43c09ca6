import { describe, expect, it } from 'vitest';
import {
  assessmentDateFromIso,
  assessmentDateToIso,
  formatAssessmentDate,
  isAssessmentDate,
} from './assessment-dates';

describe('assessmentDateToIso', () => {
  it.each([
    ['11/23/2026', '2026-11-23'],
    [' 01/05/2027 ', '2027-01-05'],
    ['02/29/2028', '2028-02-29'],
    ['02/29/2027', undefined],
    ['04/31/2026', undefined],
    ['13/01/2026', undefined],
    ['00/10/2026', undefined],
    ['11/00/2026', undefined],
    ['1/5/2026', undefined],
    ['2026-11-23', undefined],
    ['23/11/2026', undefined],
    ['11/23/1899', undefined],
    ['', undefined],
  ])('%j -> %j', (text, expected) => {
    expect(assessmentDateToIso(text)).toBe(expected);
    expect(isAssessmentDate(text)).toBe(expected !== undefined);
  });

  it('round-trips through the stored form', () => {
    expect(assessmentDateFromIso('2026-03-07')).toBe('03/07/2026');
    expect(assessmentDateToIso(assessmentDateFromIso('2026-12-31'))).toBe('2026-12-31');
    expect(() => assessmentDateFromIso('03/07/2026')).toThrow();
  });
});

describe('formatAssessmentDate', () => {
  it('writes a local day as MM/DD/YYYY, and an invalid date as nothing', () => {
    expect(formatAssessmentDate(new Date(2026, 10, 3, 15, 30))).toBe('11/03/2026');
    expect(formatAssessmentDate(new Date(Number.NaN))).toBe('');
  });
});
