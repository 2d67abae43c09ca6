/** The whole server's routes: the API under /api and the built app at /, behind the security headers. */
import { Hono } from 'hono';
import { securityHeaders } from './http/security-headers';
import { serveAppBuild } from './static/serve-app';

/** Answers the app and whether the app's build was found (without it, `/` explains how to build). */
export function createServerApp(api: Pick<Hono, 'fetch'>, appDistDir: string) {
  const app = new Hono();
  app.use('*', securityHeaders());
  // The API keeps its own error and not-found answers (JSON), so it gets every /api request whole, with the
  // Node bindings (the client's address).
  app.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  app.all('/api', (c) => api.fetch(c.req.raw, c.env));
  return { app, hasBuild: serveAppBuild(app, appDistDir) };
}
