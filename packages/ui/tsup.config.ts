import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * One entry per widget folder (`@segno/ui/button`), plus the barrel (`@segno/ui`). Named entries, in a fixed
 * order: tsup passes a list of entries through a glob whose order varies, and esbuild's shared chunks then come
 * out ordered differently from one build to the next (egoist/tsup#1246), which moves the gzipped sizes by a few
 * hundred bytes. Named entries are not globbed, so every build is the same.
 */
const componentEntries = readdirSync('src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`src/${entry.name}/index.ts`))
  .map((entry) => entry.name)
  .sort()
  .map((name) => [`${name}/index`, `src/${name}/index.ts`]);

/**
 * The published build: ESM with type declarations. @segno/domain is private to the workspace, so the few
 * rules and types the widgets use are bundled in; React, Radix and the other dependencies stay external.
 */
export default defineConfig({
  entry: Object.fromEntries([['index', 'src/index.ts'], ...componentEntries]),
  format: ['esm'],
  target: 'es2022',
  dts: {
    resolve: [/^@segno\/domain/],
    // Through its real path, not the node_modules link, so the declaration bundler inlines it.
    compilerOptions: { composite: false, paths: { '@segno/domain': ['../domain/src/index.ts'] } },
  },
  sourcemap: true,
  clean: true,
  noExternal: ['@segno/domain'],
  esbuildOptions(options) {
    options.conditions = ['@segno/source', ...(options.conditions ?? [])];
    options.jsx = 'automatic';
  },
});
