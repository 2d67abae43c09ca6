/**
 * PostgreSQL refusing a value the caller sent (SQLSTATE class 22, data exception): a number beyond a column's
 * range, a NUL character in text, text that does not read as the column's type. Schemas catch what they name;
 * this answers 400 for what reaches a column without a bound of its own, never 500 (issue 11, fuzzing).
 */
import { messages } from '@segno/domain';
import { ApiError } from './api-error';
import { codeOf, someCause } from './error-causes';

const numericValueOutOfRange = '22003';

/** The issues' texts: a number beyond a column's range, or text the column cannot hold. */
export const invalidValueMessages = {
  outOfRange: 'is out of range',
  invalidText: messages.validation.invalidCharacters,
} as const;

/** The 400 to answer for a data exception, or undefined when the error is no such thing. */
export function invalidValueError(error: unknown): ApiError | undefined {
  let code = '';
  const isDataException = someCause(error, (cause) => {
    code = codeOf(cause);
    return code.startsWith('22');
  });
  if (!isDataException) return undefined;
  const message =
    code === numericValueOutOfRange ? invalidValueMessages.outOfRange : invalidValueMessages.invalidText;
  return ApiError.badRequest([{ path: '', message }]);
}
