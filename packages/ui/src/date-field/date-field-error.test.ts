import { describe, expect, it } from 'vitest';
import { dateFieldError } from './date-field-error';

describe('dateFieldError', () => {
  it.each([
    [{ isRequired: true, isEmpty: true, isUnreadable: false }, 'Start date is required'],
    [{ isRequired: false, isEmpty: true, isUnreadable: false }, undefined],
    [{ isRequired: true, isEmpty: false, isUnreadable: false }, undefined],
    [{ isRequired: true, isEmpty: false, isUnreadable: true }, 'Enter a date like Nov 22 2026'],
    [{ isRequired: false, isEmpty: false, isUnreadable: true }, 'Enter a date like Nov 22 2026'],
  ])('%j -> %j', (check, expected) => {
    expect(dateFieldError({ label: 'Start date', ...check })).toBe(expected);
  });
});
