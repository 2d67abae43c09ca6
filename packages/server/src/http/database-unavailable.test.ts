import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    [
      'the server shutting down (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['a connection failure (08006)', withCode('08006')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    [
      'any of these wrapped by the query layer',
      new Error('Failed query: select 1', { cause: withCode('57P01') }),
    ],
  ])('knows %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505')],
    ['a syntax error (42601)', withCode('42601')],
    ['a plain error', new Error('boom')],
    ['a thrown string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('does not take %s for an outage', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
