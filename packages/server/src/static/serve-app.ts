/**
 * Serves the built single-page app. It uses hash routes, so only real files and `/` (index.html) are needed;
 * there is no history fallback.
 *
 * Issue 11 (Lighthouse): the files go out compressed, Vite's content-hashed files under /assets/ are cached for a
 * year (a new build gives them new names), and everything else, index.html first, is checked again on every load
 * so a new build is picked up at once.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';

export const defaultAppDistDir = fileURLToPath(new URL('../../../app/dist/', import.meta.url));

const notBuiltPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Segno</title></head>
<body><h1>Segno's app is not built yet</h1><p>Run <code>npm run build</code> at the repository root, then
reload. The API is running under <code>/api</code>.</p></body></html>`;

/** Vite's build.assetsDir: every file in it carries a hash of its content in its name. */
const hashedAssetsPath = /^\/assets\//;

function setCacheControl(c: Context) {
  c.header(
    'Cache-Control',
    hashedAssetsPath.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/** Adds the app's files to `app`; returns false (and serves a hint page at `/`) when there is no build. */
export function serveAppBuild(app: Hono, distDir = defaultAppDistDir): boolean {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.get('/', (c) => c.html(notBuiltPage, 503));
    return false;
  }
  app.use('/*', compress(), serveStatic({ root: distDir, onFound: (_path, c) => setCacheControl(c) }));
  return true;
}
