/**
 * The admin's segnocode rules (001 section 5): letters and digits only, at least 3 and at most 14 characters,
 * spaces stripped, availability checked once the code is longer than 2 characters. The learner's redeem
 * rules live in `../segnocode` (a longer limit: any code a leader types out). Zod-free, so the ui can use them.
 */
import { adminMessages } from '../messages-admin';
import { normalizeSegnocode } from '../segnocode';

export const adminSegnocodeLimits = {
  minLength: 3,
  /** spec: "a constant 14 is named". */
  maxLength: 14,
  /** The manual availability check runs above 2 characters. */
  availabilityMinLength: 3,
  /** The segnocode report's code field. */
  reportCodeMaxLength: 10,
  /** The redeemed-users report: 20 rows a page. */
  reportPageSize: 20,
} as const;

/** What an admin typed, as it is checked and stored: every space dropped, upper-case. */
export function cleanAdminSegnocode(typed: string): string {
  return normalizeSegnocode(typed.replace(/\s+/g, ''));
}

/** The field's message for an admin's code, or undefined when the code may be saved. */
export function adminSegnocodeRule(typed: string): string | undefined {
  const code = cleanAdminSegnocode(typed);
  const texts = adminMessages.validation;
  if (!/^[A-Za-z0-9]*$/.test(code)) return texts.segnocodeCharacters;
  if (code.length < adminSegnocodeLimits.minLength) return texts.segnocodeTooShort;
  if (code.length > adminSegnocodeLimits.maxLength) return texts.segnocodeTooLong;
  return undefined;
}

/** Whether the availability lookup should run: above 2 characters, and only for a code the rules accept. */
export function shouldCheckSegnocodeAvailability(typed: string): boolean {
  const code = cleanAdminSegnocode(typed);
  return code.length >= adminSegnocodeLimits.availabilityMinLength && adminSegnocodeRule(code) === undefined;
}

/** The redeemed-users report's sortable columns (001 section 3), in table order. */
export const redeemedUserColumns = [
  'externalId',
  'firstName',
  'lastName',
  'location',
  'locDesc',
  'managerId',
  'createdDate',
] as const;
export type RedeemedUserColumn = (typeof redeemedUserColumns)[number];
export type SortDirection = 'asc' | 'desc';

/** spec: "Default sort: external id ascending". */
export const redeemedUsersDefaultSort: { orderBy: RedeemedUserColumn; orderDir: SortDirection } = {
  orderBy: 'externalId',
  orderDir: 'asc',
};

/** Clicking a column's heading: a new column sorts ascending, the same column flips its direction. */
export function nextRedeemedUsersSort(
  current: { orderBy: RedeemedUserColumn; orderDir: SortDirection },
  column: RedeemedUserColumn,
): { orderBy: RedeemedUserColumn; orderDir: SortDirection } {
  if (current.orderBy !== column) return { orderBy: column, orderDir: 'asc' };
  return { orderBy: column, orderDir: current.orderDir === 'asc' ? 'desc' : 'asc' };
}
