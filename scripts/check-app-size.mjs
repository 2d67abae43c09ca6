// Size budgets of the built app (issue 11), checked in npm test after the build: the learner's first load (the
// login page, then the dashboard home) and every lazy chunk, gzipped, from Vite's manifest. Prints a table; exits 1
// when a budget is exceeded. The app's build folder: the first argument, else packages/app/dist.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appLoads, filesOf, staticClosure } from './app-size/manifest-loads.mjs';

const kB = 1000;
/**
 * The learner's first load: the entry (index.html), which holds the signed-in layout and the dashboard home, and the
 * login page, a lazy route of its own (src/routes/create-routes.tsx). Each page opened alone is printed too: /login
 * signed out, and the dashboard home of a learner still signed in.
 */
const pages = {
  login: ['src/features/auth/login-route.tsx'],
  'dashboard home': [],
};
const firstLoadKeys = ['index.html', ...Object.values(pages).flat()];
/**
 * What the dashboard fetches once it has painted (features/dashboard/use-has-painted.ts): the inactivity watcher,
 * and XState with it, which the login page's sign-in machine also fetches once that page shows
 * (features/auth/use-sign-in.ts). A screen opened after the dashboard finds them loaded, so the other lazy chunks
 * are measured by what they add to both; the watcher itself by what it adds to the first load.
 */
const afterFirstPaintKeys = ['src/features/inactivity/inactivity-watcher.tsx'];
/**
 * What index.html names; the browser journey from the sign-in page to the idle dashboard home is held by
 * e2e/first-load.spec.ts. Figures and what they hold: docs/performance.md.
 */
const firstLoadBudget = { js: 140 * kB, css: 15 * kB };
/**
 * The JavaScript files index.html asks for: the entry, the bundler's runtime and the modules the entry shares with
 * lazy screens, in one file (vite.config.ts, firstLoadInOneChunk); a phone fetches six at a time, a round trip each.
 */
const entryFilesBudget = 3;
const lazyChunkBudget = 60 * kB;
/** The lazy chunks allowed more, by source: each a little above its size when its budget was set. */
const lazyChunkBudgets = {
  // The unit editor: React Flow and the editor's machine, forms and dialogs, with Popover, react-hook-form, the
  // admin catalogues, and Zod with the schemas its forms check (the first load carries no Zod: the first screen
  // that parses brings it).
  'src/features/admin/unit-editor-page.tsx': 126 * kB,
  // The report charts: recharts with its d3 and redux parts (109.8 kB).
  '../ui/src/report-charts/index.ts': 113 * kB,
  // The unit tree canvas a unit's home shows, React Flow too (70.2 kB): loaded apart from the page, which shows the
  // unit's contents meanwhile.
  '../ui/src/unit-tree-canvas/index.ts': 72 * kB,
};

const dist = process.argv[2] ?? 'packages/app/dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gzipped = new Map();
const sizeOf = (files) =>
  files.reduce((total, file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return total + gzipped.get(file);
  }, 0);

const { firstLoad, lazyChunks } = appLoads(manifest, firstLoadKeys, afterFirstPaintKeys);
const rows = [
  { name: 'first load: JavaScript', size: sizeOf(firstLoad.js), budget: firstLoadBudget.js },
  { name: 'first load: CSS', size: sizeOf(firstLoad.css), budget: firstLoadBudget.css },
  ...Object.entries(pages).map(([page, keys]) => ({
    name: `  of which ${page} alone: JavaScript`,
    size: sizeOf(filesOf(manifest, staticClosure(manifest, ['index.html', ...keys])).js),
  })),
  ...lazyChunks
    .map(({ key, js, css }) => ({
      name: `lazy: ${manifest[key].src ?? key}`,
      size: sizeOf(js) + sizeOf(css),
      budget: lazyChunkBudgets[manifest[key].src] ?? lazyChunkBudget,
    }))
    .sort((a, b) => b.size - a.size),
];

const format = (bytes) => `${(bytes / kB).toFixed(1)} kB`;
const width = Math.max(...rows.map((row) => row.name.length));
console.info(`${'Gzipped'.padEnd(width)}  ${'size'.padStart(9)}  ${'budget'.padStart(9)}`);
for (const row of rows) {
  const verdict = row.size > row.budget ? '  OVER BUDGET' : '';
  console.info(
    `${row.name.padEnd(width)}  ${format(row.size).padStart(9)}  ${(row.budget === undefined ? '' : format(row.budget)).padStart(9)}${verdict}`,
  );
}
const over = rows.filter((row) => row.budget !== undefined && row.size > row.budget);
if (over.length > 0) {
  console.error(`\n${over.length} over budget: ${over.map((row) => row.name).join(', ')}`);
  process.exitCode = 1;
}

const entryFiles = filesOf(manifest, staticClosure(manifest, ['index.html'])).js;
console.info(`\nJavaScript files index.html loads: ${entryFiles.length} (budget ${entryFilesBudget})`);
if (entryFiles.length > entryFilesBudget) {
  console.error(`Over budget: ${entryFiles.join(', ')}`);
  process.exitCode = 1;
}

// Libraries in their production builds: React Router's package points at its development build, whose warnings
// would ship (vite.config.ts aliases it to dist/production). Read from the source maps of the files loaded (the
// bundler's own runtime chunk has none).
const sourcesOf = (file) => {
  const map = join(dist, `${file}.map`);
  return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
};
const developmentBuilds = [...new Set([...firstLoad.js, ...lazyChunks.flatMap(({ js }) => js)])]
  .flatMap(sourcesOf)
  .filter((source) => source.includes('react-router/dist/development/'));
if (developmentBuilds.length > 0) {
  console.error(`\nA development build in the app: ${[...new Set(developmentBuilds)].join(', ')}`);
  process.exitCode = 1;
}
