import { describe, expect, it } from 'vitest';
import { isValidSegnocode, needsSegnocode, normalizeSegnocode, segnocodeMaxLength } from '../segnocode';
import { redeemRequestSchema } from './segnocode';

describe('isValidSegnocode', () => {
  it.each([
    ['SAFE2026', true],
    ['welcome1', true],
    ['A', true],
    ['7', true],
    ['X'.repeat(segnocodeMaxLength), true],
    ['', false],
    ['X'.repeat(segnocodeMaxLength + 1), false],
    ['SAFE 2026', false],
    [' SAFE2026', false],
    ['SAFE-2026', false],
    ['SAFE_2026', false],
    ["SAFE'", false],
    ['ÉCOLE1', false],
    ['１２３', false],
    ['<b>', false],
  ])('%j is valid: %s', (code, valid) => {
    expect(isValidSegnocode(code)).toBe(valid);
  });
});

describe('normalizeSegnocode', () => {
  it('drops surrounding spaces and upper-cases, so codes compare without regard to case', () => {
    expect(normalizeSegnocode('  welcome1 ')).toBe('WELCOME1');
    expect(normalizeSegnocode('SaFe2026')).toBe(normalizeSegnocode('safe2026'));
  });
});

describe('needsSegnocode', () => {
  it('is true for the segnocode content type only', () => {
    expect(needsSegnocode({ type: 6 })).toBe(true);
    for (const type of [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12]) expect(needsSegnocode({ type })).toBe(false);
  });
});

describe('redeemRequestSchema', () => {
  it('reads the form the client sends', () => {
    expect(redeemRequestSchema.parse({ segnocode: 'abc1', score: '1', system_id: 'web' })).toEqual({
      segnocode: 'abc1',
      score: 1,
      system_id: 'web',
    });
  });

  it('needs the code field', () => {
    expect(redeemRequestSchema.safeParse({ score: '1' }).success).toBe(false);
  });
});
