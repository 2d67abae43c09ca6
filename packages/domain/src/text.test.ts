import { describe, expect, it } from 'vitest';
import { initials, needsCollapse, stripAngleBracketsDeep, truncateText } from './text';

describe('truncateText', () => {
  it.each([
    ['shorter than the limit', 'Fire safety', 32, true, 'Fire safety'],
    ['exactly the limit', 'a'.repeat(32), 32, true, 'a'.repeat(32)],
    [
      'longer than the limit',
      'Handling hazardous materials in the warehouse',
      32,
      true,
      'Handling hazardous materials in…',
    ],
    [
      'ellipsis off',
      'Handling hazardous materials in the warehouse',
      32,
      false,
      'Handling hazardous materials in',
    ],
    ['whitespace trimmed before the ellipsis', 'Forklift safety basics', 9, true, 'Forklift…'],
    ['surrogate pairs kept whole', '🔥🔥🔥🔥', 2, true, '🔥🔥…'],
    ['joined emoji kept whole', '👩‍👩‍👧 family day', 1, true, '👩‍👩‍👧…'],
    ['combining accents kept whole', 'e\u0301cole', 1, false, 'e\u0301'],
    ['empty text', '', 32, true, ''],
    ['zero length', 'Safety', 0, true, '…'],
  ])('%s', (_case, text, maxLength, ellipsis, expected) => {
    expect(truncateText(text, maxLength, { ellipsis })).toBe(expected);
  });

  it('defaults to the widget title length of 32 with an ellipsis', () => {
    const title = 'Introduction to workplace safety for new associates';
    expect(truncateText(title)).toBe('Introduction to workplace safety…');
  });
});

describe('needsCollapse', () => {
  it.each([
    ['shorter', 'Short text', 20, false],
    ['exactly the limit', 'abcde', 5, false],
    ['longer', 'abcdef', 5, true],
    ['emoji count as one character', '🔥🔥🔥', 3, false],
  ])('%s', (_case, text, maxLength, expected) => {
    expect(needsCollapse(text, maxLength)).toBe(expected);
  });
});

describe('initials', () => {
  it.each([
    ['Lena Park', 'LP'],
    ['lena', 'L'],
    ['  Ana  María   de la Cruz ', 'AC'],
    ['Émile Zola', 'ÉZ'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('stripAngleBracketsDeep', () => {
  it('strips every text of a request, however deep, and leaves keys and other values alone', () => {
    const input = {
      name: '<script>Fire</script> safety',
      'a<b': 'x > y',
      points: 5,
      on: true,
      none: null,
      skills: [{ name: '<b>Lifting</b>' }, 'a < b'],
    };
    expect(stripAngleBracketsDeep(input)).toEqual({
      name: 'scriptFire/script safety',
      'a<b': 'x  y',
      points: 5,
      on: true,
      none: null,
      skills: [{ name: 'bLifting/b' }, 'a  b'],
    });
  });
});
