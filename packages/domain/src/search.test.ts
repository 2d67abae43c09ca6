import { describe, expect, it } from 'vitest';
import { normalizeSearchTerm, searchTermError } from './search';

describe('normalizeSearchTerm', () => {
  it.each([
    ['safety', 'safety'],
    ['  fire   safety  ', 'fire safety'],
    ['"quoted" \'term\'', 'quoted term'],
    ['back\\slash', 'backslash'],
    ['tab\tand\nnewline', 'tab and newline'],
    ['bell\u0007char', 'bell char'],
    ['`tick`', 'tick'],
  ])('%j -> %j', (raw, expected) => {
    expect(normalizeSearchTerm(raw)).toBe(expected);
  });
});

describe('searchTermError', () => {
  it.each([
    ['', 'The search term must be at least 3 characters long.'],
    ['ab', 'The search term must be at least 3 characters long.'],
    ['abc', undefined],
  ])('%j -> %j', (term, expected) => {
    expect(searchTermError(term)).toBe(expected);
  });
});
