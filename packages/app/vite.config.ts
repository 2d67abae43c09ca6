import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Vite writes the entry's stylesheet after its script and a dozen module preloads; the page cannot paint without
 * it (and a signed-out visitor's page is already in the HTML: scripts/prerender-login.tsx), so it goes first and
 * is fetched first (issue 11, Lighthouse).
 */
const stylesheetFirst: Plugin = {
  name: 'segno:stylesheet-first',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const stylesheets = html.match(/ *<link rel="stylesheet"[^>]*>\n/g) ?? [];
      const withoutThem = stylesheets.reduce((page, link) => page.replace(link, ''), html);
      return withoutThem.replace(/( *)<script type="module"/, (script) => `${stylesheets.join('')}${script}`);
    },
  },
};

/**
 * React Router's production build: its package points every import at its development build, whose warnings stay
 * on in a production bundle (remix-run/react-router#14102); the production files are the same code without them.
 */
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

export default defineConfig({
  plugins: [react(), tailwindcss(), stylesheetFirst],
  resolve: {
    conditions: ['@segno/source', 'module', 'browser', 'development|production'],
    // Every `zod/mini` import (the app's, the domain's, the ui's) gets jitless Zod (src/zod-jitless.ts), and React
    // Router its production build.
    alias: [
      { find: /^zod\/mini$/, replacement: fileURLToPath(new URL('./src/zod-jitless.ts', import.meta.url)) },
      { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
      { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The manifest tells scripts/check-app-size.mjs which files each route loads (issue 11's size budgets).
    manifest: true,
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
