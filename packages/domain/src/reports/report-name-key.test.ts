import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareReportNameKeys, reportNameDigits, reportNameFolds, reportNameKey } from './report-name-key';

const inOrder = (names: string[]) =>
  [...names].sort((a, b) => compareReportNameKeys(reportNameKey(a), reportNameKey(b)));

describe('report name key', () => {
  it.each([
    ['Maya Chen', 'maya chen'],
    ['Émile Zoë', 'emile zoe'],
    ['Łukasz Øster', 'lukasz oster'],
    ['ÅSA ÐÓRA', 'asa ðora'],
    ['Ἀθηνᾶ', 'Ἀθηνᾶ'],
    ['Άννα', 'αννα'],
    ['Йосип Ёлкин', 'йосип ёлкин'],
    ['Straße', 'straße'],
    ['O’Brien-Smith, Jr.', 'o’brien-smith, jr.'],
    ['Store 2', `store ${'2'.padStart(reportNameDigits, '0')}`],
    ['Store 007', `store ${'7'.padStart(reportNameDigits, '0')}`],
    ['A1B22', `a${'1'.padStart(reportNameDigits, '0')}b${'22'.padStart(reportNameDigits, '0')}`],
  ])('%s becomes %s', (name, key) => {
    expect(reportNameKey(name)).toBe(key);
  });

  it('keeps a run longer than the width as its digits, leading zeros dropped down to the width', () => {
    const long = '1'.repeat(reportNameDigits + 3);
    expect(reportNameKey(`x${long}`)).toBe(`x${long}`);
    expect(reportNameKey(`x${'0'.repeat(reportNameDigits + 3)}5`)).toBe(
      `x${'5'.padStart(reportNameDigits, '0')}`,
    );
  });

  it('orders numbers by value, case and accents aside, punctuation and spaces before letters', () => {
    expect(inOrder(['Store 10', 'store 9', 'Store 2', 'Store 1a', 'Store'])).toEqual([
      'Store',
      'Store 1a',
      'Store 2',
      'store 9',
      'Store 10',
    ]);
    expect(inOrder(['Zoe', 'émile', 'Eve', 'anne-marie', 'Anne Marie'])).toEqual([
      'Anne Marie',
      'anne-marie',
      'émile',
      'Eve',
      'Zoe',
    ]);
  });

  it('compares keys by code point, as UTF-8 bytes compare (COLLATE "C")', () => {
    // U+1F600 (a surrogate pair in UTF-16) is above U+FF21; plain `<` on UTF-16 says otherwise.
    expect('😀' < 'Ａ').toBe(true);
    expect(compareReportNameKeys('😀', 'Ａ')).toBeGreaterThan(0);
    // Code point order is UTF-8's byte order; compared here one code point at a time.
    const byCodePoints = (a: string, b: string) => {
      const pointsA = [...a].map((character) => character.codePointAt(0) ?? 0);
      const pointsB = [...b].map((character) => character.codePointAt(0) ?? 0);
      const differs = pointsA.findIndex((point, index) => point !== pointsB[index]);
      if (differs === -1) return pointsA.length - pointsB.length;
      return differs >= pointsB.length ? 1 : (pointsA[differs] ?? 0) - (pointsB[differs] ?? 0);
    };
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        expect(Math.sign(compareReportNameKeys(a, b))).toBe(Math.sign(byCodePoints(a, b)));
      }),
    );
  });

  it('folds each letter to one letter, by the documented rule', () => {
    const from = [...reportNameFolds.from];
    const to = [...reportNameFolds.to];
    expect(from).toHaveLength(to.length);
    expect(new Set(from).size).toBe(from.length);
    from.forEach((letter, index) => {
      const folded = to[index] ?? '';
      expect(folded).toMatch(/^\p{L}$/u);
      const code = letter.codePointAt(0) ?? 0;
      if (code >= 0x400) expect(folded).toBe(letter.toLowerCase());
      else if (!'ØøĐđŁłĦħŦŧǾǿ'.includes(letter))
        expect(folded).toBe(letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    });
    expect(reportNameFolds.from.startsWith('ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe(true);
    expect(reportNameFolds.to.startsWith('abcdefghijklmnopqrstuvwxyz')).toBe(true);
  });
});
