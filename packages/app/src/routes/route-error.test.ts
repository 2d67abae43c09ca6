import { messages } from '@segno/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { errorRoute, isAbort } from './route-error';

const failed = (status: number, body: unknown = undefined) => new ApiError(status, body, new Headers());

describe('errorRoute: the client error catalogue (000, section 8)', () => {
  it.each([
    [401, '/login?redirecturl=%2Fdashboard%2Fcontent%2F23'],
    [403, '/dashboard/home'],
    [400, '/error'],
    [404, '/error'],
    [500, '/error'],
    [503, '/error'],
  ])('%i leads to %s', (status, to) => {
    const route = errorRoute(failed(status), '/dashboard/content/23');
    expect(route !== 'caller' && route.to).toBe(to);
  });

  it('403 goes to the supplied url (the Forbidden redirect) with the Forbidden-Response text', () => {
    const denied = new ApiError(403, undefined, new Headers({ 'Forbidden-Response': 'Not now.' }));
    const route = errorRoute(denied, '/x', { forbiddenUrl: '/dashboard/segments/1/home' });
    expect(route !== 'caller' && route.to).toBe('/dashboard/segments/1/home');
    expect(route !== 'caller' && route.options.state).toEqual({ forbiddenMessage: 'Not now.' });
  });

  it('403 without a reason shows the generic denial', () => {
    const route = errorRoute(failed(403), '/x');
    expect(route !== 'caller' && route.options.state).toEqual({
      forbiddenMessage: messages.errors.contentForbidden,
    });
  });

  it('409 is handed to the caller', () => {
    expect(errorRoute(failed(409), '/x')).toBe('caller');
  });

  it('the error screen gets the memory message when the result says Memory', () => {
    const memory = errorRoute(failed(500, 'Allowed Memory size exhausted'), '/x');
    const other = errorRoute(failed(500, { error: { message: 'boom' } }), '/x');
    expect(memory !== 'caller' && memory.options.state).toEqual({ isMemory: true });
    expect(other !== 'caller' && other.options.state).toEqual({ isMemory: false });
  });

  it('anything that is not an API answer goes to /error', () => {
    const route = errorRoute(new TypeError('Failed to fetch'), '/x');
    expect(route !== 'caller' && route.to).toBe('/error');
  });

  it('a cancelled call is recognised, so leaving a page reports nothing', () => {
    expect(isAbort(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    expect(isAbort(failed(500))).toBe(false);
  });
});
