import { describe, expect, it } from 'vitest';
import { adminMessages } from '../messages-admin';
import { redeemedUsersQuerySchema } from '../schemas/segnocode-admin';
import {
  adminSegnocodeLimits,
  adminSegnocodeRule,
  cleanAdminSegnocode,
  nextRedeemedUsersSort,
  shouldCheckSegnocodeAvailability,
} from './segnocode-rules';

const texts = adminMessages.validation;

describe('adminSegnocodeRule (001 section 5)', () => {
  it.each([
    ['ABC', undefined],
    ['abc123', undefined],
    ['A'.repeat(14), undefined],
    [' ab c 12 ', undefined],
    ['AB', texts.segnocodeTooShort],
    ['', texts.segnocodeTooShort],
    ['   ', texts.segnocodeTooShort],
    ['A'.repeat(15), texts.segnocodeTooLong],
    ['AB-12', texts.segnocodeCharacters],
    ['ÄBC', texts.segnocodeCharacters],
    ['a_b', texts.segnocodeCharacters],
  ])('%j → %s', (code, message) => {
    expect(adminSegnocodeRule(code)).toBe(message);
  });

  it('uses the spec texts', () => {
    expect(texts.segnocodeCharacters).toBe('SegnoCode accepts alphabets and numeric only.');
    expect(texts.segnocodeTooShort).toBe('Segno code is too short.');
    expect(texts.segnocodeTooLong).toBe('Segno code is too long.');
    expect(adminSegnocodeLimits.maxLength).toBe(14);
  });
});

describe('cleanAdminSegnocode', () => {
  it('drops every space and upper-cases', () => {
    expect(cleanAdminSegnocode(' we lc\tome 1 ')).toBe('WELCOME1');
  });
});

describe('shouldCheckSegnocodeAvailability', () => {
  it.each([
    ['AB', false],
    ['A B', false],
    ['ABC', true],
    ['A B C', true],
    ['AB-', false],
    ['A'.repeat(15), false],
  ])('%j → %s', (code, expected) => {
    expect(shouldCheckSegnocodeAvailability(code)).toBe(expected);
  });
});

describe('redeemed users sorting', () => {
  it('sorts a new column ascending and flips the same column', () => {
    const byId = { orderBy: 'externalId', orderDir: 'asc' } as const;
    expect(nextRedeemedUsersSort(byId, 'lastName')).toEqual({ orderBy: 'lastName', orderDir: 'asc' });
    expect(nextRedeemedUsersSort(byId, 'externalId')).toEqual({ orderBy: 'externalId', orderDir: 'desc' });
    expect(nextRedeemedUsersSort({ orderBy: 'lastName', orderDir: 'desc' }, 'lastName')).toEqual({
      orderBy: 'lastName',
      orderDir: 'asc',
    });
  });

  it('defaults the query to 20 rows by external id ascending', () => {
    expect(redeemedUsersQuerySchema.parse({})).toEqual({
      _limit: 20,
      _offset: 0,
      order_by: 'externalId',
      order_dir: 'asc',
    });
    expect(redeemedUsersQuerySchema.safeParse({ order_by: 'password' }).success).toBe(false);
  });
});
