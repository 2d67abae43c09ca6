/**
 * Whole numbers a request may name. PostgreSQL's integer columns hold at most `maxSqlInteger`: a schema that lets
 * a larger id, count or page through would have the database refuse it, so every input schema bounds its
 * integers here, and the fuzz test holds them to it (a valid input must reach its handler).
 */
import { z } from '../zod';

export const maxSqlInteger = 2_147_483_647;

/** A whole number in a JSON body, from `min` to PostgreSQL's integer maximum. */
export const sqlInteger = (min = 0) => z.int().check(z.minimum(min), z.maximum(maxSqlInteger));

/** The same read from a query string or a form field, where it arrives as text. */
export const sqlIntegerText = (min = 0) =>
  z.coerce.number().check(z.int(), z.minimum(min), z.maximum(maxSqlInteger));

/** PostgreSQL's smallint maximum: the columns of small codes (a content's type, an expertise level). */
export const maxSqlSmallint = 32_767;

/**
 * A regular expression source for the whole numbers from 0 to `max` written in digits (leading zeros allowed), for
 * a number inside a text where no numeric check reaches it: a `filters[]` value such as `segment:7`. Written as a
 * pattern, the contract says the bound and the fuzz test's inputs keep to it.
 */
export function wholeNumberPattern(max: number): string {
  const digits = String(max);
  const alternatives = digits.length > 1 ? [`\\d{1,${digits.length - 1}}`] : [];
  for (const [index, digit] of [...digits].entries()) {
    const rest = digits.length - index - 1;
    if (digit !== '0')
      alternatives.push(`${digits.slice(0, index)}[0-${Number(digit) - 1}]${rest > 0 ? `\\d{${rest}}` : ''}`);
  }
  alternatives.push(digits);
  return `0*(?:${alternatives.join('|')})`;
}
