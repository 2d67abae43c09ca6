/**
 * What the browser benchmarks share (`npm run bench:unit-editor`, `npm run bench:lists`): build a bench page with
 * Vite, serve it on loopback, launch Debian's Chromium as every browser test here does, and print figures.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { chromiumArgs, chromiumExecutablePath } from '../chromium.js';

export const print = (line = '') => process.stdout.write(`${line}\n`);
/** The machine's load over the last minute: the figures are wall-clock. */
export const load = () => loadavg()[0].toFixed(1);

/** The value below which `fraction` of the samples fall (nearest rank). */
export function percentile(samples, fraction) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

/**
 * Builds the page in `pageDir` (its index.html) into `outDir`, reading the workspace packages from source.
 * `uiSource`: another copy of packages/ui/src to build against, to compare a change.
 */
export async function buildPage({ pageDir, outDir, minify = true, uiSource }) {
  await build({
    root: pageDir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    resolve: {
      conditions: ['@segno/source', 'module', 'browser', 'development|production'],
      alias: uiSource ? { '@segno/ui': resolve(uiSource, 'index.ts') } : {},
    },
    build: { outDir, emptyOutDir: true, minify },
  });
}

const contentTypes = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** Serves the built page in `outDir` on a free loopback port; the server's `address().port` is the port. */
export function servePage(outDir) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(outDir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(outDir) || !(await stat(file).catch(() => undefined))?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Debian's Chromium with the machine's flags. */
export const launchChromium = () =>
  chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
