import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { normalizeSegnocode, segnocodeError } from './segnocode';

describe('segnocodeError', () => {
  it.each(['ABC123', 'abc123', 'X', '  SAFE2026  '])('accepts %j', (code) => {
    expect(segnocodeError(code)).toBeUndefined();
  });

  it.each(['', '   ', 'AB-12', 'AB 12', 'ÄBC', 'abc_1', '<b>', '12.5'])('refuses %j', (code) => {
    expect(segnocodeError(code)).toBe(messages.validation.invalidSegnocode);
  });
});

describe('normalizeSegnocode', () => {
  it('trims and upper-cases', () => {
    expect(normalizeSegnocode(' safe2026\n')).toBe('SAFE2026');
  });
});
