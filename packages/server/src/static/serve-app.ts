/**
 * Serves the built single-page app. It uses hash routes, so only real files and `/` (index.html) are needed;
 * there is no history fallback.
 *
 * Issue 11 (Lighthouse): the files go out compressed, Vite's content-hashed files under /assets/ are cached for a
 * year (a new build gives them new names), and everything else, index.html first, is checked again on every load
 * so a new build is picked up at once. A visitor without a session cookie gets `/` as signed-out.html, the login
 * page already in it (the app's build writes it: packages/app/scripts/prerender-login.tsx), so it shows before
 * the JavaScript has arrived; with the cookie, the plain index.html (the app then shows the page asked for, or
 * the login page when the session has ended).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';

export const defaultAppDistDir = fileURLToPath(new URL('../../../app/dist/', import.meta.url));

const notBuiltPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Segno</title></head>
<body><h1>Segno's app is not built yet</h1><p>Run <code>npm run build</code> at the repository root, then
reload. The API is running under <code>/api</code>.</p></body></html>`;

/** Vite's build.assetsDir: every file in it carries a hash of its content in its name. */
const hashedAssetsPath = /^\/assets\//;

/** The paths of the app's page itself; the other files are the same for everyone. */
const appPagePaths = new Set(['/', '/index.html']);
const signedOutPage = 'signed-out.html';
/** The session cookie the app writes on sign-in (packages/app/src/api/session-cookies.ts). */
const sessionCookie = 'session';

function setCacheControl(c: Context) {
  c.header(
    'Cache-Control',
    hashedAssetsPath.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  if (appPagePaths.has(c.req.path)) c.header('Vary', 'Cookie');
}

/** Adds the app's files to `app`; returns false (and serves a hint page at `/`) when there is no build. */
export function serveAppBuild(app: Hono, distDir = defaultAppDistDir): boolean {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.get('/', (c) => c.html(notBuiltPage, 503));
    return false;
  }
  const hasSignedOutPage = existsSync(join(distDir, signedOutPage));
  const rewriteRequestPath = (path: string, c: Context) =>
    hasSignedOutPage && appPagePaths.has(path) && !getCookie(c, sessionCookie) ? `/${signedOutPage}` : path;
  app.use(
    '/*',
    compress(),
    serveStatic({ root: distDir, rewriteRequestPath, onFound: (_path, c) => setCacheControl(c) }),
  );
  return true;
}
