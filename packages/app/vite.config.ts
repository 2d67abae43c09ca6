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

export default defineConfig({
  plugins: [react(), tailwindcss(), stylesheetFirst],
  resolve: {
    conditions: ['@segno/source', 'module', 'browser', 'development|production'],
    // Every `zod/mini` import (the app's, the domain's, the ui's) gets jitless Zod: see src/zod-jitless.ts.
    alias: [
      { find: /^zod\/mini$/, replacement: fileURLToPath(new URL('./src/zod-jitless.ts', import.meta.url)) },
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
