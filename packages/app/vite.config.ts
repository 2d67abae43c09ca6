import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    conditions: ['@segno/source', 'module', 'browser', 'development|production'],
    // Every `zod` import (the app's, the domain's, the ui's) gets jitless Zod: see src/zod-jitless.ts.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/zod-jitless.ts', import.meta.url)) }],
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
