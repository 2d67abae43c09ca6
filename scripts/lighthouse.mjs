/**
 * `npm run lighthouse`: Lighthouse's mobile preset (its default config: a mid-range phone, simulated slow 4G and a
 * 4x slower CPU) on the built product, for the login page and a signed-in learner's dashboard home (issue 11).
 * Starts the real server on the app build (`npm run build`, or SEGNO_APP_DIST) with a fresh embedded database in a
 * temporary folder, so the demo data is seeded; launches Debian's Chromium through chrome-launcher; audits the login
 * page signed out, signs the e2e journeys' learner in through the login page, then audits the dashboard home.
 * Each page is audited LIGHTHOUSE_RUNS times (3; a run Lighthouse could not record is tried again) and Lighthouse's
 * median run is kept. Writes scores.json (scores, FCP, LCP, TBT, CLS) and each page's HTML report to LIGHTHOUSE_OUT
 * (lighthouse-results), prints a table against the bars and exits 1 when one is missed. Not part of `npm test`:
 * the figures depend on the machine's load.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { launch } from 'chrome-launcher';
import lighthouse, { generateReport } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumExecutablePath } from '../chromium.js';

const appDist = resolve(process.env.SEGNO_APP_DIST ?? 'packages/app/dist');
const outDir = resolve(process.env.LIGHTHOUSE_OUT ?? 'lighthouse-results');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const maxAttempts = 3;
/** The learner the e2e journeys sign in as; every demo password is 'demo'. */
const learner = 'learner';
const categories = [
  { id: 'performance', title: 'Performance', bar: 95 },
  { id: 'accessibility', title: 'Accessibility', bar: 100 },
  { id: 'best-practices', title: 'Best practices', bar: 95 },
];
const metrics = [
  { id: 'first-contentful-paint', title: 'FCP' },
  { id: 'largest-contentful-paint', title: 'LCP' },
  { id: 'total-blocking-time', title: 'TBT' },
  { id: 'cumulative-layout-shift', title: 'CLS' },
];
/** Hash routes (packages/app/src/paths.ts). */
const pages = [
  { name: 'login', path: '/#/login', isSignedIn: false },
  { name: 'dashboard-home', path: '/#/dashboard/home', isSignedIn: true },
];

const print = (line = '') => process.stdout.write(`${line}\n`);

/** A port nothing listens on, so a server left over from another run can never answer instead. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(String(port)));
    });
    probe.on('error', reject);
  });
}

/** The real server on the app build, on a fresh embedded database (migrated and seeded with the demo data). */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'segno-lighthouse-'));
  // The tsx binary itself, not npm or npx, so that stopping it stops the server.
  const server = spawn(
    './node_modules/.bin/tsx',
    ['--conditions=@segno/source', 'packages/server/src/main.ts'],
    {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: port,
        SEGNO_FRESH: '1',
        SEGNO_DATA_DIR: dataDir,
        SEGNO_APP_DIST: appDist,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk) => {
    output += chunk;
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  const exited = new Promise((resolve) => server.on('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await Promise.race([exited, delay(15_000).then(() => server.kill('SIGKILL'))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (server.exitCode !== null) break;
    if (
      await fetch(`${url}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, stop };
    await delay(100);
  }
  await stop();
  throw new Error(`The server did not start on ${url}:\n${output}`);
}

/** Signs the learner in through the login page, in a tab of the browser Lighthouse then drives. */
async function signIn(browserPort, baseUrl) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${browserPort}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/#/login?username=${learner}`);
    await page.locator('::-p-aria(Password)').fill('demo');
    await page.locator('::-p-aria([name="Sign in"][role="button"])').click();
    await page.waitForFunction(() => window.location.hash === '#/dashboard/home');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * Lighthouse's default config is the mobile preset. Before each run it clears the browser cache and the origin's
 * data of the kinds in clearStorageTypes, given here as Lighthouse's own default, which keeps cookies: the
 * session (packages/app/src/api/session-cookies.ts) survives, and the dashboard is still measured on a cold cache,
 * as a returning learner opens it (disableStorageReset would also keep the cache the sign-in filled).
 */
async function audit(url, browserPort) {
  const result = await lighthouse(url, {
    port: Number(browserPort),
    hostname: '127.0.0.1',
    logLevel: 'error',
    onlyCategories: categories.map((category) => category.id),
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

/** A run Lighthouse could not record (NO_NAVSTART and the like on a busy machine) is tried again, twice at most. */
async function auditRecorded(url, browserPort) {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await audit(url, browserPort);
    if (!lhr.runtimeError) return lhr;
    if (attempt === maxAttempts) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    print(`  Lighthouse could not record the run (${lhr.runtimeError.code}): trying again.`);
  }
}

const scoreOf = (lhr, id) => Math.round((lhr.categories[id].score ?? 0) * 100);

function summary(page, lhr, allRuns) {
  const scores = Object.fromEntries(categories.map(({ id }) => [id, scoreOf(lhr, id)]));
  return {
    name: page.name,
    url: lhr.finalDisplayedUrl,
    scores,
    isPassing: categories.every(({ id, bar }) => scores[id] >= bar),
    metrics: Object.fromEntries(metrics.map(({ id }) => [id, lhr.audits[id].numericValue])),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    runScores: allRuns.map((run) => Object.fromEntries(categories.map(({ id }) => [id, scoreOf(run, id)]))),
    report: `${page.name}.report.html`,
  };
}

/** The audits that cost a category points: weighted, and not passed in full. */
function failingAudits(lhr, id) {
  return lhr.categories[id].auditRefs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
    .map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`);
}

function formatMetric(id, value) {
  if (id === 'cumulative-layout-shift') return value.toFixed(3);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

function printTable(results) {
  print(
    `| Page | ${categories.map((category) => category.title).join(' | ')} | ${metrics.map((metric) => metric.title).join(' | ')} |`,
  );
  print(`|---|${categories.map(() => '---|').join('')}${metrics.map(() => '---|').join('')}`);
  for (const result of results) {
    const scores = categories.map(({ id, bar }) => {
      const score = result.scores[id];
      return `${score} (bar ${bar}) ${score >= bar ? 'PASS' : 'FAIL'}`;
    });
    const values = metrics.map(({ id }) => formatMetric(id, result.metrics[id]));
    print(`| ${result.name} | ${scores.join(' | ')} | ${values.join(' | ')} |`);
  }
}

async function main() {
  if (!existsSync(join(appDist, 'index.html'))) {
    console.error(
      `No app build in ${appDist}: run "npm run build" first (or set SEGNO_APP_DIST to a build).`,
    );
    return 1;
  }
  if (!Number.isInteger(runs) || runs < 1) {
    console.error(`LIGHTHOUSE_RUNS must be a whole number of runs: ${process.env.LIGHTHOUSE_RUNS}`);
    return 1;
  }
  print(`Starting the server on ${appDist} with a fresh database...`);
  const server = await startServer();
  let chrome;
  try {
    chrome = await launch({
      chromePath: chromiumExecutablePath,
      chromeFlags: ['--headless=new', ...chromiumArgs],
    });
    await mkdir(outDir, { recursive: true });
    const results = [];
    let lighthouseVersion;
    for (const page of pages) {
      if (page.isSignedIn) await signIn(chrome.port, server.url);
      const pageRuns = [];
      for (let run = 1; run <= runs; run += 1) {
        print(`Auditing ${page.name}, run ${run} of ${runs} (load average ${loadavg()[0].toFixed(1)})...`);
        pageRuns.push(await auditRecorded(`${server.url}${page.path}`, chrome.port));
      }
      const median = computeMedianRun(pageRuns);
      lighthouseVersion = median.lighthouseVersion;
      await writeFile(join(outDir, `${page.name}.report.html`), generateReport(median, 'html'));
      const result = summary(page, median, pageRuns);
      results.push(result);
      for (const { id, bar } of categories) {
        if (result.scores[id] < bar) print(`  ${page.name}, ${id}: ${failingAudits(median, id).join(', ')}`);
      }
    }

    const scoresFile = join(outDir, 'scores.json');
    await writeFile(
      scoresFile,
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          lighthouse: lighthouseVersion,
          preset: 'mobile (default config, simulated throttling)',
          runsPerPage: runs,
          bars: Object.fromEntries(categories.map(({ id, bar }) => [id, bar])),
          pages: results,
        },
        null,
        2,
      )}\n`,
    );
    print();
    print(`Lighthouse ${lighthouseVersion}, mobile preset, median of ${runs} run(s) per page:`);
    print();
    printTable(results);
    print();
    print(`Scores in ${scoresFile}; each page's report beside it.`);
    const failing = results.filter((result) => !result.isPassing);
    if (failing.length > 0) {
      console.error(`\nBelow a bar: ${failing.map((result) => result.name).join(', ')}`);
      return 1;
    }
    return 0;
  } finally {
    chrome?.kill();
    await server.stop();
  }
}

process.exitCode = await main();
