/**
 * Responsibility rules (002 section 5, "Responsibilities"): "Min length 2, max length 100, min fields 1;
 * duplicates by name are cleared; in map-only mode an item must be picked from suggestions. Repeater defaults
 * to 5 empty fields." Zod-free, so the mapper widget and the server's schemas refuse with the same messages.
 */
import { formatMessage } from '../messages';
import { adminMessages } from '../messages-admin';
import { stripAngleBrackets } from '../text';

export const responsibilityLimits = {
  nameMinLength: 2,
  nameMaxLength: 100,
  /** At least this many filled fields to save. */
  minFields: 1,
  /** The repeater starts with this many fields (empty ones beyond the mapped names). */
  defaultFields: 5,
  /** Ours: suggestions shown at most, and asked for once the term has this many characters. */
  suggestionLimit: 10,
  searchMinLength: 2,
  /** Ours: the most names one POST creates or one PUT maps. */
  maxPerSave: 100,
} as const;

/** A typed name as it is saved: angle brackets stripped (002 section 5, "General"), trimmed. */
export function cleanResponsibilityName(value: string): string {
  return stripAngleBrackets(value).trim();
}

/** The message refusing a (cleaned) name, or undefined when it can be saved. */
export function responsibilityNameRule(value: string): string | undefined {
  const name = cleanResponsibilityName(value);
  if (name.length < responsibilityLimits.nameMinLength)
    return formatMessage(adminMessages.responsibilities.tooShort, {
      minlength: responsibilityLimits.nameMinLength,
    });
  if (name.length > responsibilityLimits.nameMaxLength)
    return formatMessage(adminMessages.responsibilities.tooLong, {
      maxlength: responsibilityLimits.nameMaxLength,
    });
  return undefined;
}

/** Names are one responsibility whatever their case (our reading of "duplicates by name"). */
export function isSameResponsibilityName(a: string, b: string): boolean {
  return cleanResponsibilityName(a).toLowerCase() === cleanResponsibilityName(b).toLowerCase();
}

/**
 * The repeater's values as saved: cleaned, empty fields dropped, and a name repeated (in any case) cleared
 * after its first field. `cleared` counts the repeats dropped.
 */
export function uniqueResponsibilityNames(values: readonly string[]): { names: string[]; cleared: number } {
  const names: string[] = [];
  let cleared = 0;
  for (const value of values) {
    const name = cleanResponsibilityName(value);
    if (name === '') continue;
    if (names.some((known) => isSameResponsibilityName(known, name))) cleared += 1;
    else names.push(name);
  }
  return { names, cleared };
}

/** The repeater's starting values: the mapped names, then empty fields up to the default count. */
export function responsibilityFields(mappedNames: readonly string[]): string[] {
  const empty = Math.max(0, responsibilityLimits.defaultFields - mappedNames.length);
  return [...mappedNames, ...Array.from({ length: empty }, () => '')];
}

export type ResponsibilityFieldErrors = {
  /** Per field index: why that field cannot be saved. */
  fields: Record<number, string>;
  /** The form's own message (no field filled). */
  form?: string;
};

/**
 * Checks the repeater's fields: each filled field's name rule, at least one filled field, and in map-only mode
 * every filled field must name one of `pickable` (the suggestions it was picked from). Repeated names are not
 * errors: they are cleared on save.
 */
export function checkResponsibilityFields(
  values: readonly string[],
  { mapOnly = false, pickable = [] }: { mapOnly?: boolean; pickable?: readonly string[] } = {},
): ResponsibilityFieldErrors {
  const fields: Record<number, string> = {};
  values.forEach((value, index) => {
    if (cleanResponsibilityName(value) === '') return;
    const message = responsibilityNameRule(value);
    if (message) fields[index] = message;
    else if (mapOnly && !pickable.some((name) => isSameResponsibilityName(name, value)))
      fields[index] = adminMessages.responsibilities.pickSuggestion;
  });
  const { names } = uniqueResponsibilityNames(values);
  return names.length < responsibilityLimits.minFields
    ? { fields, form: adminMessages.responsibilities.atLeastOne }
    : { fields };
}

export function hasResponsibilityErrors(errors: ResponsibilityFieldErrors): boolean {
  return errors.form !== undefined || Object.keys(errors.fields).length > 0;
}
