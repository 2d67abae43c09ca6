/**
 * The spec's date codec (000, section 3, "Date handling"): any field ending in `_date` or `Date`, or named
 * `created_at`, `updated_at` or `date`, arrives as 10-digit seconds or 13-digit milliseconds and is treated
 * as a date; it is sent back as seconds.
 */

const namedDateFields = new Set(['created_at', 'updated_at', 'date']);

export function isDateField(name: string): boolean {
  return namedDateFields.has(name) || name.endsWith('_date') || name.endsWith('Date');
}

/** A 10-digit number is seconds, a 13-digit one milliseconds; anything else is not a date stamp. */
export function dateFromStamp(stamp: unknown): Date | undefined {
  const digits =
    typeof stamp === 'number' && Number.isInteger(stamp) && stamp > 0
      ? String(stamp)
      : typeof stamp === 'string' && /^\d+$/.test(stamp)
        ? stamp
        : undefined;
  if (digits === undefined) return undefined;
  if (digits.length === 10) return new Date(Number(digits) * 1000);
  if (digits.length === 13) return new Date(Number(digits));
  return undefined;
}

export function secondsFromDate(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Turns every date field of a decoded JSON value, at any depth, into a `Date`. */
export function decodeDates(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeDates);
  if (!isPlainObject(value)) return value;
  const decoded: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    decoded[key] = isDateField(key) ? (dateFromStamp(field) ?? decodeDates(field)) : decodeDates(field);
  }
  return decoded;
}

/** Turns every `Date`, at any depth, into seconds for sending. */
export function encodeDates(value: unknown): unknown {
  if (value instanceof Date) return secondsFromDate(value);
  if (Array.isArray(value)) return value.map(encodeDates);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, encodeDates(field)]));
}
