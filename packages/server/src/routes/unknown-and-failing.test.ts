import { apiBasePath } from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../app';
import type { Database } from '../db/database';
import { errorMessages } from '../http/api-error';
import { readErrorResponse } from '../testing/error-response';
import { openTestDatabase } from '../testing/test-database';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('paths the API does not have', () => {
  let server: TestServer;
  let learner: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    learner = await server.signIn('learner');
  });
  afterAll(() => server.close());

  it.each([
    ['GET', '/nothing-here'],
    ['GET', '/user/1/nothing'],
    ['GET', '/auth'],
    ['POST', '/definition'],
    ['GET', ''],
  ])('answers %s %s with a JSON 404, signed in or not', async (method, path) => {
    for (const as of [undefined, learner]) {
      const response = await server.request(path, { method, as });
      expect((await readErrorResponse(response)).status).toBe(404);
    }
  });
});

describe('an unexpected failure', () => {
  let db: Database;
  beforeAll(async () => {
    // No migrations: every query fails the way a broken database would.
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('answers 500 with a generic JSON message and logs the cause', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createApi({ db, secret: Buffer.from('secret') });
    const response = await api.request(`${apiBasePath}/auth`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'learner', password: 'demo' }),
    });
    const { status, body } = await readErrorResponse(response);
    expect(status).toBe(500);
    expect(body.error.message).toBe(errorMessages.unexpected);
    expect(JSON.stringify(body)).not.toMatch(/app_user|relation/);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
