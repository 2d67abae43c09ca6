/** The HTTP API under /api (000, section 7): routes registered from the shared `endpoints` table. */
import { apiBasePath } from '@segno/domain';
import { Hono } from 'hono';
import type { Database } from './db/database';
import type { ApiEnv } from './http/api-env';
import { onApiError, onApiNotFound } from './http/error-handlers';
import { createRequireSession } from './http/require-session';
import { registerAuthRoutes } from './routes/auth-routes';
import { registerDefinitionRoutes } from './routes/definition-routes';
import { registerUserRoutes } from './routes/user-routes';
import { createServices } from './services';

export type ApiOptions = {
  db: Database;
  /** Signs single-sign-on tickets. */
  secret: Buffer;
  /** The clock; tests pass their own to expire sessions and tickets. */
  now?: () => Date;
};

export function createApi({ db, secret, now = () => new Date() }: ApiOptions): Hono<ApiEnv> {
  const services = createServices({ orm: db.orm, now, secret });
  const requireSession = createRequireSession(services.sessions);
  const api = new Hono<ApiEnv>().basePath(apiBasePath);
  registerAuthRoutes(api, services);
  registerUserRoutes(api, services, requireSession);
  registerDefinitionRoutes(api, services, requireSession);
  api.notFound(onApiNotFound);
  api.onError(onApiError);
  return api;
}
