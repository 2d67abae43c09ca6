import { messages } from '@segno/domain';
import { fieldErrorText } from '../field/field-messages';

export type DateFieldCheck = {
  label: string;
  isRequired: boolean;
  /** Nothing chosen and nothing half-typed. */
  isEmpty: boolean;
  /** The browser holds text it cannot read as a date (`validity.badInput`), or the date is outside min/max. */
  isUnreadable: boolean;
};

/** The date field's own message after the user leaves it, or undefined when the date is fine. */
export function dateFieldError({
  label,
  isRequired,
  isEmpty,
  isUnreadable,
}: DateFieldCheck): string | undefined {
  if (isUnreadable) return messages.validation.invalidDate;
  if (isEmpty && isRequired) return fieldErrorText(label, messages.validation.required);
  return undefined;
}
