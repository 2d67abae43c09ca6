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
