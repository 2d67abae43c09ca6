/**
 * A job role's skills in the admin assessment editor (002 section 5, skill typeahead): "special characters
 * stripped; duplicates flagged case-insensitively"; at least 2 characters, at most 200. Ours: special characters
 * are what is not a letter, a digit, a space or a hyphen.
 */
import { formatMessage, messages } from '../messages';
import { assessmentMessages } from '../messages-assessments';
import { assessmentLimits } from './assessment-limits';

/** The name with special characters stripped and spaces collapsed. */
export function cleanSkillName(raw: string): string {
  return raw
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The comparison key of a skill name: cleaned, any case. */
export function skillNameKey(name: string): string {
  return cleanSkillName(name).toLocaleLowerCase('en');
}

/** The indexes of names that repeat an earlier one, case-insensitively. */
export function duplicateSkillIndexes(names: readonly string[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  names.forEach((name, index) => {
    const key = skillNameKey(name);
    if (seen.has(key)) duplicates.push(index);
    else seen.add(key);
  });
  return duplicates;
}

const lengthProblem = (text: string, min: number, max: number): string | undefined => {
  if (text === '') return messages.validation.required;
  if (text.length < min) return formatMessage(messages.validation.minLength, { minlength: min });
  if (text.length > max) return formatMessage(assessmentMessages.tooLong, { maxlength: max });
  return undefined;
};

/** A skill name's problem after cleaning, or undefined. */
export function skillNameProblem(raw: string): string | undefined {
  return lengthProblem(
    cleanSkillName(raw),
    assessmentLimits.searchMinChars,
    assessmentLimits.skillNameMaxLength,
  );
}

/** A job role name's problem (trimmed), or undefined. */
export function jobRoleNameProblem(raw: string): string | undefined {
  return lengthProblem(
    raw.trim(),
    assessmentLimits.jobRoleNameMinLength,
    assessmentLimits.jobRoleNameMaxLength,
  );
}
