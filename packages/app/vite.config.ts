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
    // Reading a property has no side effect in our code or our dependencies (no getters that do work, no reads
    // for a reflow), so a module kept only for a top-level read such as `const texts = adminMessages.wizard` can
    // go: without this the admin catalogues, Radix and react-hook-form stayed in the learner's first load through
    // the barrels (249.6 to 217.3 kB). The e2e journeys run on this build.
    rolldownOptions: { treeshake: { propertyReadSideEffects: false } },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
