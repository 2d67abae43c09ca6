import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ViteBuilder } from 'vite';
// A relative import: the config loader bundles it, where a workspace package's TypeScript would not load.
import { contract, routeTableOf } from '../domain/src/contract/index';

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

/**
 * The first load in one file (issue 11, Lighthouse). Rolldown emits each module the entry shares with lazy screens
 * in a file of its own (rolldown/rolldown#10731): 20 files of the first load were under 1 kB, and a phone fetches
 * six at a time, a round trip each. So the app is built twice: the first build learns which modules the files the
 * entry imports hold (those left after tree-shaking, read from its bundle), the second groups them in one chunk,
 * `first-load`, which lazy screens import from as they imported from the small files.
 */
function firstLoadInOneChunk() {
  const modules = new Set<string>();
  let isLearning = false;
  const learn: Plugin = {
    name: 'segno:first-load-in-one-chunk',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!isLearning) return;
        const chunks = new Map(
          Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file]] : [])),
        );
        const queue = [...chunks.values()].filter((chunk) => chunk.isEntry).flatMap((chunk) => chunk.imports);
        for (let fileName = queue.pop(); fileName !== undefined; fileName = queue.pop()) {
          const chunk = chunks.get(fileName);
          if (!chunk) continue;
          for (const [id, module] of Object.entries(chunk.modules))
            if (module.renderedLength > 0) modules.add(id);
          queue.push(...chunk.imports);
        }
        // The first build only learns: it writes nothing.
        for (const fileName of Object.keys(bundle)) delete bundle[fileName];
      },
    },
  };
  return {
    plugin: learn,
    group: { name: 'first-load', test: (id: string) => modules.has(id) },
    async buildApp(builder: ViteBuilder) {
      const { client } = builder.environments;
      if (!client) throw new Error('The app has no client environment to build');
      isLearning = true;
      await builder.build(client);
      isLearning = false;
      await builder.build(client);
    },
  };
}
const firstLoad = firstLoadInOneChunk();

/**
 * Production builds do not parse answers again (the server's tests parse every answer with the contract): the
 * transport gets the contract's route table computed here, without a schema, and an answer check that hands the
 * answer back. Development builds, Storybook and tests use the modules as written.
 */
const apiTableAtBuildTime: Plugin = {
  name: 'segno:api-table-at-build-time',
  apply: 'build',
  load(id) {
    if (id.endsWith('/src/api/route-table.ts'))
      return `export const routeTable = ${JSON.stringify(routeTableOf(contract))};`;
    if (id.endsWith('/src/api/check-answer.ts'))
      return 'export function checkAnswer(_name, answer) { return answer; }';
    return undefined;
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), stylesheetFirst, apiTableAtBuildTime, firstLoad.plugin],
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
    rolldownOptions: {
      // Zod's schema factories make no side effect: a schema nobody reads is dropped (docs/performance.md).
      treeshake: { manualPureFunctions: ['z'] },
      output: { codeSplitting: { groups: [firstLoad.group] } },
    },
  },
  // One config and one set of plugins for both builds, so the second sees what the first learnt.
  builder: { sharedConfigBuild: true, sharedPlugins: true, buildApp: firstLoad.buildApp },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
