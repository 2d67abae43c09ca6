import {
  adminMessages,
  authoringLimits,
  contentTypes,
  formatMessage,
  languages,
  preferredBrowserLabels,
  preferredBrowsers,
  subTypesOf,
} from '@segno/domain';
import type { SelectOption } from '../select';

/** A domain option name made readable: 'job_aid' → 'Job aid'. */
export function readableName(name: string): string {
  const words = name.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Names that are acronyms, not words. */
const contentTypeLabels: Partial<Record<string, string>> = { scorm: 'SCORM' };

export const contentTypeOptions: readonly SelectOption[] = contentTypes.map((type) => ({
  value: String(type.id),
  label: contentTypeLabels[type.name] ?? readableName(type.name),
}));

/** The form's type (a select's value, '' for none) as a content type id. */
export function contentTypeOf(value: string): number | undefined {
  return value === '' ? undefined : Number(value);
}

/** The sub types of the chosen type; none when it has none. */
export function subTypeOptions(type: string): readonly SelectOption[] {
  return subTypesOf(contentTypeOf(type)).map((subType) => ({ value: subType.id, label: subType.name }));
}

export const preferredBrowserOptions: readonly SelectOption[] = preferredBrowsers.map((browser) => ({
  value: browser,
  label: preferredBrowserLabels[browser],
}));

export const languageOptions: readonly SelectOption[] = languages.map((language) => ({
  value: language.id,
  label: language.name,
}));

/** A segment's possible points (segmentDraftSchema). */
export const maxPointsRange = authoringLimits.maxPointsRange;

export const maxPointsRangeMessage = formatMessage(adminMessages.validation.maxPointsRange, maxPointsRange);
