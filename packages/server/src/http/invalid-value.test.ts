import { messages } from '@segno/domain';
import { describe, expect, it } from 'vitest';
import { invalidValueError } from './invalid-value';

/** As drizzle throws it: its own error with the driver's as the cause. */
function wrapped(code: string): Error {
  return new Error('Failed query', { cause: Object.assign(new Error('driver'), { code }) });
}

describe('invalidValueError', () => {
  it('answers 400 for a value PostgreSQL refuses (SQLSTATE class 22), with what was wrong', () => {
    expect(invalidValueError(wrapped('22003'))?.options.issues).toEqual([
      { path: '', message: 'is out of range' },
    ]);
    const nul = invalidValueError(wrapped('22021'));
    expect(nul?.status).toBe(400);
    expect(nul?.options.issues).toEqual([{ path: '', message: messages.validation.invalidCharacters }]);
  });

  it('leaves every other error alone', () => {
    expect(invalidValueError(wrapped('23505'))).toBeUndefined();
    expect(invalidValueError(wrapped('08006'))).toBeUndefined();
    expect(invalidValueError(new Error('plain'))).toBeUndefined();
  });
});
