import type { AddUnitChoice } from '@segno/domain';

/** A unit the dialog lists: its id, name, and what is said of it after the name (its status). */
export type AddUnitFind = { id: number; name: string; detail?: string };

/** One page of finds (002 section 9: the add-unit dialog lists 25) and how many units match in all. */
export type AddUnitFinds = { units: readonly AddUnitFind[]; total: number };

/** The options that list units: existing units to add, or the unit to copy. */
export type AddUnitSearchChoice = Exclude<AddUnitChoice, 'blank'>;

/**
 * Finds the units for a term ('' for the first page) and an option. Abort the request when `signal` fires:
 * the term or the option has changed.
 */
export type LoadAddUnitFinds = (
  term: string,
  choice: AddUnitSearchChoice,
  signal: AbortSignal,
) => Promise<AddUnitFinds>;

/**
 * A send of the dialog: resolves with nothing once done (the dialog closes), or with the server's refusal to show
 * (the not-published flag, a taken name). A rejection shows a general failure.
 */
export type AddUnitSend<Args extends unknown[]> = (...args: Args) => Promise<string | undefined>;
