import { defineConfig } from 'tsup';

/**
 * The published build: ESM with type declarations. @segno/domain is private to the workspace, so the few
 * rules and types the widgets use are bundled in; React, Radix and the other dependencies stay external.
 */
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'es2022',
  dts: {
    resolve: [/^@segno\/domain/],
    // Through its real path, not the node_modules link, so the declaration bundler inlines it.
    compilerOptions: { composite: false, paths: { '@segno/domain': ['../domain/src/index.ts'] } },
  },
  sourcemap: true,
  clean: true,
  treeshake: true,
  noExternal: ['@segno/domain'],
  esbuildOptions(options) {
    options.conditions = ['@segno/source', ...(options.conditions ?? [])];
    options.jsx = 'automatic';
  },
});
