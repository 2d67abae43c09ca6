/**
 * A real HTTP server on a fresh in-memory database with the demo data, for tests. Each test file starts one
 * (about 2 s) and shares it between tests that do not interfere.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type AuthResponse, apiBasePath, authResponseSchema, decodeDates } from '@segno/domain';
import type { z } from 'zod';
import { createApi } from '../app';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { buildDemoData, type DemoData, demoPassword } from '../demo/demo-data';
import { seedDemoData } from '../demo/seed';
import { basicAuthorization } from '../http/basic-credentials';
import { createTestClock, type TestClock } from './test-clock';
import { openTestDatabase } from './test-database';

/** The fixed moment the demo data and the server clock start from, so results never depend on the day. */
export const testReferenceDate = new Date('2026-03-10T10:00:00.000Z');

export type SignedIn = AuthResponse & { authorization: string };

export type TestServer = {
  /** `http://127.0.0.1:<port>/api` */
  apiUrl: string;
  clock: TestClock;
  db: Database;
  secret: Buffer;
  demo: DemoData;
  /** Signs in with the demo password (or the one given) and returns the session with its header. */
  signIn: (username: string, password?: string) => Promise<SignedIn>;
  /** fetch on an API path, signed in as `as` when given. */
  request: (path: string, init?: RequestInit & { as?: SignedIn }) => Promise<Response>;
  /** GET an API path that must answer 200, its JSON body decoded and parsed by the schema. */
  readOk: <Schema extends z.ZodType>(path: string, schema: Schema, as?: SignedIn) => Promise<z.infer<Schema>>;
  close: () => Promise<void>;
};

export async function startTestServer(): Promise<TestServer> {
  const clock = createTestClock(testReferenceDate);
  const secret = randomBytes(32);
  const db = await openTestDatabase();
  await migrate(db);
  await seedDemoData(db, clock.now());
  const api = createApi({ db, secret, now: clock.now });
  const { server, port } = await new Promise<{ server: Server; port: number }>((resolve) => {
    const started = serve({ fetch: api.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
      resolve({ server: started as Server, port: info.port }),
    );
  });
  const apiUrl = `http://127.0.0.1:${port}${apiBasePath}`;

  const request: TestServer['request'] = (path, { as, headers, ...init } = {}) => {
    const allHeaders = new Headers(headers);
    if (as) allHeaders.set('Authorization', as.authorization);
    return fetch(`${apiUrl}${path}`, { ...init, headers: allHeaders });
  };

  const signIn: TestServer['signIn'] = async (username, password = demoPassword) => {
    const response = await request('/auth', {
      method: 'POST',
      body: new URLSearchParams({ username, password }),
    });
    if (response.status !== 200) throw new Error(`Sign-in of ${username} answered ${response.status}`);
    const body = authResponseSchema.parse(decodeDates(await response.json()));
    return { ...body, authorization: basicAuthorization(body.username, body.session) };
  };

  const readOk: TestServer['readOk'] = async (path, schema, as) => {
    const response = await request(path, { as });
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}, not 200`);
    return schema.parse(decodeDates(await response.json()));
  };

  return {
    apiUrl,
    clock,
    db,
    secret,
    demo: buildDemoData(testReferenceDate),
    signIn,
    request,
    readOk,
    async close() {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      await db.close();
    },
  };
}
