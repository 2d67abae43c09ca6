import {
  adminMessages,
  authoringLimits,
  contentTypes,
  formatMessage,
  languages,
  preferredBrowserLabels,
  preferredBrowsers,
} from '@segno/domain';
import type { SelectOption } from '../select';

/** A domain option name made readable: 'job_aid' → 'Job aid'. */
export function readableName(name: string): string {
  const words = name.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const contentTypeOptions: readonly SelectOption[] = contentTypes.map((type) => ({
  value: String(type.id),
  label: readableName(type.name),
}));

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
