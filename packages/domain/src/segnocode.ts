/**
 * Segnocode rules (000, section 5): letters and digits only, else 'Please enter a valid SegnoCode'; compared
 * without regard to case and stored upper-case. Zod-free, so the ui can use them too.
 */
import { messages } from './messages';

/** Not a spec limit: long enough for any code a leader types out, short enough to refuse junk. */
export const segnocodeMaxLength = 32;

/** Letters and digits only (000, section 5); the empty code is not valid. */
export function isValidSegnocode(code: string): boolean {
  return code.length > 0 && code.length <= segnocodeMaxLength && /^[A-Za-z0-9]+$/.test(code);
}

/** The form codes are stored and compared in: surrounding spaces dropped, upper-case. */
export function normalizeSegnocode(code: string): string {
  return code.trim().toUpperCase();
}

/** The content type whose completion needs its segnocode (`contentTypes`: 6 segnocode). */
export const segnocodeContentType = 6;

export function needsSegnocode(content: { type: number }): boolean {
  return content.type === segnocodeContentType;
}

/** The field's message for a code that is not letters and digits only, or undefined when it is fine. */
export function segnocodeError(code: string): string | undefined {
  return isValidSegnocode(normalizeSegnocode(code)) ? undefined : messages.validation.invalidSegnocode;
}
