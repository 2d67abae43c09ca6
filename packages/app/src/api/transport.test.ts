import { describe, expect, it, vi } from 'vitest';
import { createRequestListeners, createTransport, toQueryString } from './transport';

const okFetch = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));

describe('the transport tells the inactivity watcher about every call', () => {
  it('calls onRequest once per call, failed calls included', async () => {
    const onRequest = vi.fn();
    const failing = vi.fn(async () => new Response('{}', { status: 500 }));
    const request = createTransport({
      fetch: okFetch,
      getSession: () => undefined,
      onUnauthorized: vi.fn(),
      onRequest,
    });
    await request('logout', { params: { user_id: 1 } });
    await request('alertDismiss', { params: { user_id: 1, alert_id: 2 } });
    expect(onRequest).toHaveBeenCalledTimes(2);
    const failingRequest = createTransport({
      fetch: failing,
      getSession: () => undefined,
      onUnauthorized: vi.fn(),
      onRequest,
    });
    await expect(failingRequest('logout', { params: { user_id: 1 } })).rejects.toThrow('API answered 500');
    expect(onRequest).toHaveBeenCalledTimes(3);
  });

  it('request listeners hear every notification until they unsubscribe', () => {
    const listeners = createRequestListeners();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = listeners.subscribe(first);
    listeners.subscribe(second);
    listeners.notify();
    stopFirst();
    listeners.notify();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });
});

describe('the transport sends what the contract and 000 section 7 ask', () => {
  const session = { userId: 7, username: 'maya', session: 's3cret' };
  function recordingFetch(answer: () => Response) {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({ url: String(url), init });
      return answer();
    });
    return { calls, fetch };
  }
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

  it('sends the session as basic authorisation on a signed-in call, and none on a public one', async () => {
    const { calls, fetch } = recordingFetch(() => json({}));
    const request = createTransport({ fetch, getSession: () => session, onUnauthorized: vi.fn() });
    await request('logout', { params: { user_id: 7 } });
    await request('auth', { form: { username: 'maya', password: 'x' } }).catch(() => undefined);
    const headers = calls.map(({ init }) => new Headers(init.headers).get('Authorization'));
    expect(headers).toEqual([`Basic ${btoa('maya:s3cret')}`, null]);
    expect(calls[0]?.url).toBe('/api/user/7/logout');
    expect(calls[0]?.init.method).toBe('DELETE');
  });

  it('appends [] to array parameters and leaves out undefined ones', () => {
    expect(toQueryString({ filters: ['a', 'b'], term: 'x y', page: undefined, limit: 5 })).toBe(
      '?filters%5B%5D=a&filters%5B%5D=b&term=x+y&limit=5',
    );
    expect(toQueryString({})).toBe('');
  });

  it('calls onUnauthorized on a 401 of a signed-in call, not of the sign-in itself', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = recordingFetch(() => json({ error: { status: 401, message: 'no' } }, 401));
    const request = createTransport({ fetch, getSession: () => session, onUnauthorized });
    await expect(request('logout', { params: { user_id: 7 } })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(request('auth', { form: { username: 'maya', password: 'x' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('decodes dates of the answer, 10-digit seconds and 13-digit milliseconds alike', async () => {
    const { fetch } = recordingFetch(() =>
      json({ created_at: 1_700_000_000, updated_at: 1_700_000_000_000 }),
    );
    const request = createTransport({ fetch, getSession: () => session, onUnauthorized: vi.fn() });
    const answer = (await request('logout', { params: { user_id: 7 } })) as Record<string, unknown>;
    expect(answer.created_at).toEqual(new Date('2023-11-14T22:13:20Z'));
    expect(answer.updated_at).toEqual(new Date('2023-11-14T22:13:20Z'));
  });

  it('logs a format warning for a page lacking total, and reads it as what it holds (001 section 11)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetch } = recordingFetch(() => json({ data: [] }));
    const request = createTransport({ fetch, getSession: () => session, onUnauthorized: vi.fn() });
    await expect(request('adminSegments', { query: {} })).resolves.toMatchObject({ data: [], total: 0 });
    expect(warn).toHaveBeenCalledWith('Format warning: the answer of adminSegments lacks data or total');
    warn.mockRestore();
  });

  it('refuses, in tests and development, an answer that breaks the contract', async () => {
    const { fetch } = recordingFetch(() => json({ total: 'many' }));
    const request = createTransport({ fetch, getSession: () => session, onUnauthorized: vi.fn() });
    await expect(request('userStats', { params: { user_id: 7 } })).rejects.toThrow();
  });
});
