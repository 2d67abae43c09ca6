import { describe, expect, it } from 'vitest';
import { adminMessages } from '../messages-admin';
import {
  checkResponsibilityFields,
  cleanResponsibilityName,
  hasResponsibilityErrors,
  responsibilityFields,
  responsibilityNameRule,
  uniqueResponsibilityNames,
} from './responsibility-rules';

const tooShort = 'A responsibility needs at least 2 characters.';
const tooLong = 'A responsibility can have at most 100 characters.';

describe('responsibility rules', () => {
  it.each([
    ['', tooShort],
    ['a', tooShort],
    ['  a  ', tooShort],
    ['<a>', tooShort],
    ['ab', undefined],
    ['x'.repeat(100), undefined],
    ['x'.repeat(101), tooLong],
  ])('name %j → %s', (value, message) => {
    expect(responsibilityNameRule(value)).toBe(message);
  });

  it('cleans angle brackets and spaces', () => {
    expect(cleanResponsibilityName('  <b>Cash</b> ')).toBe('bCash/b');
  });

  it('drops empty fields and clears repeated names in any case, keeping the first', () => {
    expect(uniqueResponsibilityNames(['Cash', '', ' cash ', 'Stock', 'CASH', '  '])).toEqual({
      names: ['Cash', 'Stock'],
      cleared: 2,
    });
  });

  it('starts the repeater with 5 fields, or the mapped names when there are more', () => {
    expect(responsibilityFields([])).toEqual(['', '', '', '', '']);
    expect(responsibilityFields(['A1', 'B1'])).toEqual(['A1', 'B1', '', '', '']);
    expect(responsibilityFields(['1a', '2a', '3a', '4a', '5a', '6a'])).toHaveLength(6);
  });

  it('needs at least one filled field', () => {
    const errors = checkResponsibilityFields(['', ' ']);
    expect(errors).toEqual({ fields: {}, form: adminMessages.responsibilities.atLeastOne });
    expect(hasResponsibilityErrors(errors)).toBe(true);
  });

  it('reports each bad field by index and accepts repeats', () => {
    const errors = checkResponsibilityFields(['a', 'Cash', 'cash', '']);
    expect(errors).toEqual({ fields: { 0: tooShort } });
    expect(hasResponsibilityErrors(checkResponsibilityFields(['Cash', 'cash']))).toBe(false);
  });

  it('in map-only mode needs every filled field picked from the suggestions', () => {
    expect(checkResponsibilityFields(['Cash', 'New one'], { mapOnly: true, pickable: ['cash'] })).toEqual({
      fields: { 1: adminMessages.responsibilities.pickSuggestion },
    });
    expect(checkResponsibilityFields(['Cash'], { mapOnly: false, pickable: [] })).toEqual({ fields: {} });
  });
});
