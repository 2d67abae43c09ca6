/**
 * `npm run bench:unit-editor`: the unit tree editor at 500 groups and 2,000 contents (issue 9) in Debian's
 * Chromium. Builds a page (scripts/bench-unit-editor/) that renders the ui's UnitTreeEditor driven by the real
 * unit editor machine on a generated valid tree (packages/domain/src/plans/testing/large-unit-tree.ts), serves it
 * on loopback, then times pan frames (dragging the canvas), zoom frames (the zoom buttons, through the machine)
 * and drops (a sandbox content dropped on a group or on the canvas, from the drop event to the painted update),
 * and prints a table against the budgets (a frame under 16 ms, a drop under 100 ms).
 * Options: BENCH_GROUPS, BENCH_CONTENTS, BENCH_SANDBOX (sizes), BENCH_DROPS (20), BENCH_OUT (the page's build
 * folder, /tmp/segno-bench-unit-editor), BENCH_UI (another copy of packages/ui/src to time instead, to compare a
 * change), BENCH_TRACE (a file to write a Chromium performance trace of the pan and zoom frames to, for DevTools'
 * Performance panel; each timed frame is a user timing measure in it). Not part of `npm test`; the figures are
 * wall-clock, so run it on a quiet machine (it prints the load).
 */
import { fileURLToPath } from 'node:url';
import { buildPage, launchChromium, load, percentile, print, servePage } from './browser-bench.mjs';

const pageDir = fileURLToPath(new URL('./bench-unit-editor/', import.meta.url));
const outDir = process.env.BENCH_OUT ?? '/tmp/segno-bench-unit-editor';
const size = {
  groups: process.env.BENCH_GROUPS ?? '500',
  contents: process.env.BENCH_CONTENTS ?? '2000',
  sandbox: process.env.BENCH_SANDBOX ?? '200',
};
const drops = Number(process.env.BENCH_DROPS ?? 20);
const tracePath = process.env.BENCH_TRACE;
/** DevTools' own categories: the main thread's tasks, JavaScript samples, user timings. */
const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'v8.execute',
];
const budget = { frameMs: 16, dropMs: 100 };

function row(name, samples, limit) {
  const [p50, p95, max] = [0.5, 0.95, 1].map((fraction) => percentile(samples, fraction));
  const ms = (value) => `${value.toFixed(1)} ms`;
  const verdict = limit === undefined ? '' : (limit.of === 'max' ? max : p95) < limit.ms ? 'met' : 'missed';
  const target = limit === undefined ? '-' : `${limit.of} under ${limit.ms} ms: ${verdict}`;
  return `| ${name} | ${samples.length} | ${ms(p50)} | ${ms(p95)} | ${ms(max)} | ${target} |`;
}

async function main() {
  print(`Building the page into ${outDir}...`);
  // Traced, the page keeps its names so the trace's JavaScript samples say which function ran.
  await buildPage({ pageDir, outDir, minify: !tracePath, uiSource: process.env.BENCH_UI });
  const server = await servePage(outDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (error) => print(`page error: ${error.message}`));
    const { port } = server.address();
    await page.goto(`http://127.0.0.1:${port}/?${new URLSearchParams(size)}`);
    await page.waitForFunction(() => window.segnoBench?.mountMs() !== undefined, undefined, {
      timeout: 300_000,
    });
    const mountMs = await page.evaluate(() => window.segnoBench.mountMs());
    print(
      `${size.groups} groups, ${size.contents} contents (${size.sandbox} in the sandbox), Chromium ${browser.version()}`,
    );

    print(`Load average before: ${load()}`);

    // A few unmeasured frames first, so the figures are the steady state, not the first JIT compilation.
    await page.evaluate(() => window.segnoBench.pan(5));
    if (tracePath) await browser.startTracing(page, { path: tracePath, categories: traceCategories });
    const panFrames = await page.evaluate(() => window.segnoBench.pan(60));
    const zoomFrames = await page.evaluate(() => window.segnoBench.zoom(2));
    if (tracePath) {
      await browser.stopTracing();
      print(`Trace of the pan and zoom frames: ${tracePath}`);
    }
    const dropTimes = [];
    for (let index = 0; index < drops; index += 1) {
      const into = index % 2 === 0 ? 'group' : 'new group';
      dropTimes.push({ into, ...(await page.evaluate((kind) => window.segnoBench.dragAndDrop(kind), into)) });
    }
    const dropsInto = (into) => dropTimes.filter((time) => time.into === into);

    print();
    print('| Measure | count | median | p95 | max | target |');
    print('|---|---|---|---|---|---|');
    print(row('pan frame', panFrames, { of: 'p95', ms: budget.frameMs }));
    print(row('zoom frame', zoomFrames, { of: 'p95', ms: budget.frameMs }));
    print(
      row(
        'drop (all)',
        dropTimes.map((time) => time.drop),
        { of: 'max', ms: budget.dropMs },
      ),
    );
    print(
      row(
        'drop into a group',
        dropsInto('group').map((time) => time.drop),
      ),
    );
    print(
      row(
        'drop as a new group',
        dropsInto('new group').map((time) => time.drop),
      ),
    );
    print(
      row(
        'drag start (placeholder shown)',
        dropTimes.map((time) => time.dragStart),
      ),
    );
    print(row('first render', [mountMs]));
    print();
    print(`Load average after: ${load()}`);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
