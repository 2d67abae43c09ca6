/** GET /api/health: public, never cached, and answering without the database. */
import { randomBytes } from 'node:crypto';
import { apiBasePath } from '@segno/domain';
import { describe, expect, it, vi } from 'vitest';
import { createApi } from '../app';
import { migrate } from '../db/migrate';
import { openTestDatabase } from '../testing/test-database';

describe('GET /api/health', () => {
  it('answers ok to anyone, not to be cached, with the database closed', async () => {
    const db = await openTestDatabase();
    await migrate(db);
    const api = createApi({ db, secret: randomBytes(32) });
    // A sign-in reads the database: refused while it is open, failing once it is closed.
    const signIn = () =>
      api.request(`${apiBasePath}/auth`, {
        method: 'POST',
        body: new URLSearchParams({ username: 'nobody', password: 'wrong' }),
      });
    expect((await signIn()).status).toBe(401);
    await db.close();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await signIn()).status).toBeGreaterThanOrEqual(500);
    logged.mockRestore();

    const response = await api.request(`${apiBasePath}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
