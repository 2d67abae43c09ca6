import { formatMessage, messages } from '@segno/domain';

/** 'needs at least 8 characters': the spec's generic message with the number filled in (000, section 5). */
export function minLengthMessage(minLength: number): string {
  return formatMessage(messages.validation.minLength, { minlength: minLength });
}

/** The visible character counter, '12 / 200'. */
export function characterCountText(count: number, maxLength: number): string {
  return `${count} / ${maxLength}`;
}

/** A field's error sentence: the label, then the catalogue's fragment ('Enterprise ID is required'). */
export function fieldErrorText(label: string, errorMessage: string | undefined): string | undefined {
  return errorMessage === undefined ? undefined : `${label} ${errorMessage}`;
}
