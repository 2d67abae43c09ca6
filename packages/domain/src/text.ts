import { limits } from './limits';

export type TruncateTextOptions = {
  /** Appends '…' when the text is shortened. Default true. */
  ellipsis?: boolean;
};

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Splits text into user-perceived characters, so an emoji or an accented letter is never cut in half. */
function toCharacters(text: string): string[] {
  return Array.from(graphemes.segment(text), (part) => part.segment);
}

/**
 * Shortens text to at most `maxLength` characters (content titles: 32 in widgets, 000 section 9). Trailing
 * whitespace is trimmed before the ellipsis, which is added after the kept characters.
 */
export function truncateText(
  text: string,
  maxLength: number = limits.widgetTitleLength,
  { ellipsis = true }: TruncateTextOptions = {},
): string {
  const characters = toCharacters(text);
  if (characters.length <= maxLength) return text;
  const kept = characters.slice(0, Math.max(0, maxLength)).join('').trimEnd();
  return ellipsis ? `${kept}…` : kept;
}

/** How many user-perceived characters the text has (an emoji or an accented letter counts once). */
export function characterCount(text: string): number {
  return toCharacters(text).length;
}

/** Whether a collapse-text toggle is needed: the text is longer than `maxLength` characters (000 section 9). */
export function needsCollapse(text: string, maxLength: number): boolean {
  return toCharacters(text).length > maxLength;
}

/** Up to two initials for an avatar without a picture: first and last name ("Lena Park" -> "LP"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words.at(-1)] : words;
  return picked
    .map((word) => toCharacters(word ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase('en');
}

/** Input and textarea fields strip the characters less-than and greater-than (000, section 5). */
export function stripAngleBrackets(value: string): string {
  return value.replace(/[<>]/g, '');
}

/**
 * A request's input with the angle brackets stripped from every text in it, object keys aside: the server's side
 * of the rule above, so no text it stores holds markup whichever client sent it (issue 11).
 */
export function stripAngleBracketsDeep<Value>(value: Value): Value {
  if (typeof value === 'string') return stripAngleBrackets(value) as Value;
  if (Array.isArray(value)) return value.map(stripAngleBracketsDeep) as Value;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, stripAngleBracketsDeep(item)]),
    ) as Value;
  }
  return value;
}
