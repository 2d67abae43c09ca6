import { z } from '@segno/domain/zod';
import { describe, expect, it, vi } from 'vitest';
import { createRequestListeners, createTransport } from './transport';

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
    await request('definition', { schema: z.unknown() });
    await request('userStats', { params: { user_id: 1 }, schema: z.unknown() });
    expect(onRequest).toHaveBeenCalledTimes(2);
    const failingRequest = createTransport({
      fetch: failing,
      getSession: () => undefined,
      onUnauthorized: vi.fn(),
      onRequest,
    });
    await expect(failingRequest('definition', { schema: z.unknown() })).rejects.toThrow('API answered 500');
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
