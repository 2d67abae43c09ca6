/**
 * `npm run bench:lists`: the long lists at 10,000 rows (issue 11) in Debian's Chromium. Builds a page
 * (scripts/bench-lists/) that renders one of the ui's lists (the full leaderboard, the activity feed, the manage
 * list's table) with BENCH_ROWS rows from the stories' data, serves it on loopback, scrolls the list from top to
 * bottom in requestAnimationFrame steps for BENCH_SECONDS (after an unmeasured second), and records the longest main-thread task ('longtask'
 * entries: every task over 50 ms), the longest gap between frames and the most rows in the DOM at once. Each list
 * runs BENCH_RUNS times (3), each in a fresh page; the table shows the medians against the bar (no task of 50 ms
 * or more) and the script exits 1 when a list misses it. BENCH_OUT: the page's build folder. Not part of
 * `npm test`; the figures are wall-clock, so run it on a quiet machine (it prints the load).
 */
import { fileURLToPath } from 'node:url';
import { buildPage, launchChromium, load, percentile, print, servePage } from './browser-bench.mjs';

const pageDir = fileURLToPath(new URL('./bench-lists/', import.meta.url));
const outDir = process.env.BENCH_OUT ?? '/tmp/segno-bench-lists';
const rows = Number(process.env.BENCH_ROWS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const lists = [
  { name: 'leaderboard', title: 'Leaderboard (full)' },
  { name: 'activity', title: 'Activity feed' },
  { name: 'manage', title: 'Manage list (table)' },
];
const budgetMs = 50;

const median = (samples) => percentile(samples, 0.5);
const ms = (value) => `${value.toFixed(1)} ms`;

/** One run of one list in a fresh page: its first render and its scroll figures. */
async function measure(browser, port, list) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    page.on('pageerror', (error) => print(`page error: ${error.message}`));
    await page.goto(`http://127.0.0.1:${port}/?${new URLSearchParams({ list, rows: String(rows) })}`);
    await page.waitForFunction(() => window.segnoBench !== undefined, undefined, { timeout: 120_000 });
    const mountMs = await page.evaluate(() => window.segnoBench.mountMs);
    // An unmeasured second first, back to the top, so the figures are the steady state, not the first JIT
    // compilation (as bench:unit-editor does).
    await page.evaluate(() => window.segnoBench.warmUp(1));
    const figures = await page.evaluate((time) => window.segnoBench.scrollThrough(time), seconds);
    if (!figures.reachedEnd) throw new Error(`${list}: the last row was not in the page after scrolling`);
    return { mountMs, ...figures };
  } finally {
    await page.close();
  }
}

async function main() {
  print(`Building the page into ${outDir}...`);
  await buildPage({ pageDir, outDir });
  const server = await servePage(outDir);
  const browser = await launchChromium();
  let isMet = true;
  try {
    const { port } = server.address();
    print(
      `${rows} rows per list, ${seconds} s of scrolling top to bottom, ${runs} runs, Chromium ${browser.version()}`,
    );
    print(`Load average before: ${load()}`);
    const results = new Map(lists.map(({ name }) => [name, []]));
    // Runs interleave the lists, so a passing burst of load on the machine spreads over all of them.
    for (let run = 0; run < runs; run += 1)
      for (const { name } of lists) results.get(name).push(await measure(browser, port, name));

    print();
    print(
      '| List | rows | first render | frames | long tasks | longest task | longest frame gap | most rows in DOM | under 50 ms |',
    );
    print('|---|---|---|---|---|---|---|---|---|');
    for (const { name, title } of lists) {
      const samples = results.get(name);
      const of = (key) => median(samples.map((sample) => sample[key]));
      const longestTask = of('longestTaskMs');
      const passes = longestTask < budgetMs;
      isMet &&= passes;
      print(
        `| ${title} | ${rows} | ${ms(of('mountMs'))} | ${of('frames')} | ${of('longTasks')} | ${
          longestTask === 0 ? 'none over 50 ms' : ms(longestTask)
        } | ${ms(of('longestFrameGapMs'))} | ${of('mostRowsInDom')} | ${passes ? 'PASS' : 'FAIL'} |`,
      );
    }
    print();
    print(`Medians of ${runs} runs. Load average after: ${load()}`);
  } finally {
    await browser.close();
    server.close();
  }
  if (!isMet) process.exitCode = 1;
}

await main();
