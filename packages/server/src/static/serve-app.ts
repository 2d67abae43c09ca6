/**
 * Serves the built single-page app. It uses hash routes, so only real files and `/` (index.html) are needed;
 * there is no history fallback.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

export const defaultAppDistDir = fileURLToPath(new URL('../../../app/dist/', import.meta.url));

const notBuiltPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Segno</title></head>
<body><h1>Segno's app is not built yet</h1><p>Run <code>npm run build</code> at the repository root, then
reload. The API is running under <code>/api</code>.</p></body></html>`;

/** Adds the app's files to `app`; returns false (and serves a hint page at `/`) when there is no build. */
export function serveAppBuild(app: Hono, distDir = defaultAppDistDir): boolean {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.get('/', (c) => c.html(notBuiltPage, 503));
    return false;
  }
  app.use('/*', serveStatic({ root: distDir }));
  return true;
}
