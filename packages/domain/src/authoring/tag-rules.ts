/**
 * Tag rules (001 section 5): "Tag name over 2 characters to save; tag search starts above 2 characters;
 * suggestions limited to 10". Zod-free, like the other field rules, so the tag picker and the server's
 * schemas refuse with the same message.
 */
import { authoringLimits } from '../limits-authoring';
import { formatMessage } from '../messages';
import { adminMessages } from '../messages-admin';
import { characterCount } from '../text';

/** The message refusing a tag name, or undefined when it can be saved. */
export function tagNameRule(value: string): string | undefined {
  const name = value.trim();
  // Counted as a person reads it, never in UTF-16 units (an emoji would count twice and pass the database's
  // own check of more than 2 characters only by luck).
  if (characterCount(name) < authoringLimits.tagNameMinLength) return adminMessages.tags.nameTooShort;
  if (name.length > authoringLimits.tagNameMaxLength)
    return formatMessage(adminMessages.validation.tooLong, { maxlength: authoringLimits.tagNameMaxLength });
  return undefined;
}

/** Whether a typed term is long enough to search tags with. */
export function isTagSearchTerm(term: string): boolean {
  return term.trim().length >= authoringLimits.tagSearchMinLength;
}

/** Tag names are one tag whatever their case ("Allergens" is "allergens"); spaces around them do not count. */
export function isSameTagName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The typed name a picker offers to create, or undefined: only a name that could be saved and that no known
 * tag (found by the search, or already on the item) has already.
 */
export function tagToCreate(term: string, knownNames: readonly string[]): string | undefined {
  const name = term.trim();
  if (tagNameRule(name) !== undefined) return undefined;
  return knownNames.some((known) => isSameTagName(known, name)) ? undefined : name;
}
