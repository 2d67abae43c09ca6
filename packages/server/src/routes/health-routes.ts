/** GET /health: the process is up and answering. Touches no database, so it is the server's bare ceiling too. */
import { endpoints } from '@segno/domain/contract';
import type { Hono } from 'hono';
import type { ApiEnv } from '../http/api-env';

export function registerHealthRoutes(api: Hono<ApiEnv>): void {
  api.get(endpoints.health.path, (c) => {
    // A stale "ok" from a cache would hide a server that stopped answering.
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
}
