import { limits } from './limits';
import { messages } from './messages';

/**
 * Cleans a search term before it is sent (000, section 5): quotes, backslash and control characters are
 * stripped and repeated whitespace collapsed.
 */
export function normalizeSearchTerm(raw: string): string {
  return raw
    .replace(/["'`\\]/g, '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The message to show for a term that cannot be searched, or undefined when it can. */
export function searchTermError(term: string): string | undefined {
  return term.length < limits.searchMinLength ? messages.validation.searchTooShort : undefined;
}
