import { describe, expect, it, vi } from 'vitest';
import { withLazyCalls } from './lazy-calls';

const eager = { ping: async () => 'pong' };
const lazyCalls = { add: async (a: number, b: number) => a + b, echo: async (text: string) => text };

describe('calls that load on first use', () => {
  it('answers eager calls without loading, and loads the lazy ones once for every later call', async () => {
    const load = vi.fn(async () => lazyCalls);
    const client = withLazyCalls(eager, load);
    expect(await client.ping()).toBe('pong');
    expect(load).not.toHaveBeenCalled();
    const [sum, text] = await Promise.all([client.add(2, 3), client.echo('hi')]);
    expect([sum, text]).toEqual([5, 'hi']);
    expect(await client.add(1, 1)).toBe(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a failed load on the next call', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(lazyCalls);
    const client = withLazyCalls(eager, load as () => Promise<typeof lazyCalls>);
    await expect(client.add(1, 2)).rejects.toThrow('chunk failed');
    expect(await client.add(1, 2)).toBe(3);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is never taken for a promise, and an unknown call rejects by name', async () => {
    const client = withLazyCalls(eager, async () => lazyCalls);
    expect(await Promise.resolve(client)).toBe(client);
    const unknownCall = (client as unknown as { missing: () => Promise<unknown> }).missing;
    await expect(unknownCall()).rejects.toThrow('The API client has no call missing');
  });
});
