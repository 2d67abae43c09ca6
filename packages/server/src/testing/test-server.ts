/**
 * A real HTTP server on a fresh in-memory database with the demo data, for tests. Each test file starts one
 * (about 2 s) and shares it between tests that do not interfere.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { apiBasePath } from '@segno/domain';
import { createApiWithServices } from '../app';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { buildDemoData, type DemoData } from '../demo/demo-data';
import { seedDemoData } from '../demo/seed';
import { type ApiClient, createApiClient } from './api-client';
import { createTestClock, type TestClock } from './test-clock';
import { openTestDatabase } from './test-database';

/** The fixed moment the demo data and the server clock start from, so results never depend on the day. */
export const testReferenceDate = new Date('2026-03-10T10:00:00.000Z');

export type { SignedIn } from './api-client';

export type TestServer = ApiClient & {
  /** `http://127.0.0.1:<port>/api` */
  apiUrl: string;
  clock: TestClock;
  db: Database;
  secret: Buffer;
  demo: DemoData;
  close: () => Promise<void>;
};

/** `uploadsDir`: where uploads are stored (without it, uploads answer 503, as on a server without one). */
export async function startTestServer(options: { uploadsDir?: string } = {}): Promise<TestServer> {
  const clock = createTestClock(testReferenceDate);
  const secret = randomBytes(32);
  const db = await openTestDatabase();
  await migrate(db);
  await seedDemoData(db, clock.now());
  // Every answer the tests get is parsed with its call's schema (http/check-answers.ts).
  const { api, services } = createApiWithServices({
    db,
    secret,
    now: clock.now,
    uploadsDir: options.uploadsDir,
    checkAnswers: true,
  });
  const { server, port } = await new Promise<{ server: Server; port: number }>((resolve) => {
    const started = serve({ fetch: api.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
      resolve({ server: started as Server, port: info.port }),
    );
  });
  const apiUrl = `http://127.0.0.1:${port}${apiBasePath}`;
  const client = createApiClient(apiUrl);

  return {
    apiUrl,
    clock,
    db,
    secret,
    demo: buildDemoData(testReferenceDate),
    ...client,
    // An export's file is written after its answer: a request resolves once the runs it started are done, so the
    // rows they write are never taken for the next request's (the fuzz test checks what each request changed).
    async request(path, init) {
      const response = await client.request(path, init);
      await services.exports.settled();
      return response;
    },
    async close() {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      await db.close();
    },
  };
}
