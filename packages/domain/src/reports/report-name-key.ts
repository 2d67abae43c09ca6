/**
 * The order of names in reports (001 section 2, sort_column name-asc and every tie-break): one rule that the
 * domain and SQL both apply, so a page read with ORDER BY is the page `sortReportRows` would cut, on the
 * embedded PGlite and on PostgreSQL alike. A collation cannot be that rule: PGlite carries no ICU and libc
 * locales differ between hosts, so names are compared by a key, byte by byte (COLLATE "C", which for UTF-8 is
 * code point order, as `compareReportNameKeys` compares here).
 *
 * The key is the name with
 * - Latin and Greek letters lower-cased and stripped of their accents ("Émile" as "emile"; Unicode's canonical
 *   decomposition, marks dropped), plus the Latin letters with a stroke that do not decompose (ø, đ, ł, ħ, ŧ);
 * - Cyrillic letters lower-cased only (й, ё and ї are letters of their own there);
 * - every run of ASCII digits zero-padded to `reportNameDigits`, so "Store 2" comes before "Store 10" (a longer
 *   run keeps its digits and then compares by them).
 * Everything else, spaces and punctuation included, stays as it is and compares by code point (a space before
 * most punctuation, digits before letters). Not folded, because SQL's `translate` maps one character to one:
 * ß, æ, œ and other letters that would need two; `unaccent`, which would, is an extension PGlite does not ship.
 *
 * SQL applies the same key with `report_name_key(text)` (migration 0028, which holds `reportNameFolds` as two
 * literals); the server's report-repository.test.ts checks both agree.
 */

/** How many digits a run of digits is padded to. */
export const reportNameDigits = 20;

const latinAndGreek: readonly [number, number][] = [
  [0x41, 0x5a],
  [0xc0, 0x24f],
  [0x370, 0x3ff],
];
const cyrillic: readonly [number, number][] = [[0x400, 0x4ff]];
const strokes: Record<string, string> = {
  Ø: 'o',
  ø: 'o',
  Đ: 'd',
  đ: 'd',
  Ł: 'l',
  ł: 'l',
  Ħ: 'h',
  ħ: 'h',
  Ŧ: 't',
  ŧ: 't',
};

const isLetter = (text: string) => /^\p{L}$/u.test(text);

function foldsOf(): Map<string, string> {
  const folds = new Map<string, string>();
  const add = (ranges: readonly (readonly [number, number])[], fold: (letter: string) => string) => {
    for (const [first, last] of ranges) {
      for (let code = first; code <= last; code += 1) {
        const letter = String.fromCodePoint(code);
        const unmarked = fold(letter);
        const folded = strokes[unmarked] ?? unmarked;
        if (isLetter(letter) && isLetter(folded) && folded !== letter) folds.set(letter, folded);
      }
    }
  };
  add(latinAndGreek, (letter) => letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
  add(cyrillic, (letter) => letter.toLowerCase());
  for (const [letter, folded] of Object.entries(strokes)) folds.set(letter, folded);
  return folds;
}

const folds = foldsOf();

/** The folded letters and what each becomes, as SQL's `translate(name, from, to)` takes them. */
export const reportNameFolds = {
  from: [...folds.keys()].join(''),
  to: [...folds.values()].join(''),
} as const;

const zeros = '0'.repeat(reportNameDigits);
const digitRun = /([0-9]+)/g;
const paddedRun = new RegExp(`0*([0-9]{${reportNameDigits}})`, 'g');

/** A name's sort key (see above); SQL's `report_name_key` answers the same. */
export function reportNameKey(name: string): string {
  let folded = '';
  for (const character of name) folded += folds.get(character) ?? character;
  // The same two replacements as SQL's: pad every run, then drop the zeros beyond the width.
  return folded.replace(digitRun, `${zeros}$1`).replace(paddedRun, '$1');
}

/**
 * Two keys in code point order, which is the byte order of their UTF-8 (COLLATE "C"). JavaScript compares UTF-16
 * code units, which puts characters above U+FFFF (surrogate pairs) before U+E000 to U+FFFF; this does not.
 */
export function compareReportNameKeys(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const unitA = a.charCodeAt(index);
    const unitB = b.charCodeAt(index);
    if (unitA !== unitB) return codePointRank(unitA) - codePointRank(unitB);
  }
  return a.length - b.length;
}

/** Surrogates (U+D800 to U+DFFF) moved above U+E000 to U+FFFF, which moves down; the rest keep their place. */
const codePointRank = (unit: number) =>
  unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit;
