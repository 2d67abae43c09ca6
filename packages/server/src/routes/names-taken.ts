/** The 409 of a save whose name or short name another item already has. */
import { adminMessages, messages } from '@segno/domain';
import { ApiError, type ErrorIssue } from '../http/api-error';
import type { TakenNames } from '../services/name-check';

export const namesTakenMessage = adminMessages.validation.nameTaken;

/** 409 naming each taken field with the forms' message. */
export function namesTakenError({ nameTaken, shortNameTaken }: TakenNames): ApiError {
  const issues: ErrorIssue[] = [];
  if (nameTaken) issues.push({ path: 'name', message: messages.validation.unique });
  if (shortNameTaken) issues.push({ path: 'short_name', message: messages.validation.unique });
  return new ApiError(409, namesTakenMessage, { issues });
}
