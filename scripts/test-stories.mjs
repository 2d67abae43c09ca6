// Serves the built Storybook on loopback, runs every story's play function and accessibility check in
// Chromium, then stops the server. Exit code: the test runner's. `--visual` also compares each story with its
// screenshot baseline (.storybook/visual.ts); other arguments go to the test runner (`-u` writes baselines).
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

const port = process.env.STORYBOOK_PORT ?? '6106';
const directory = process.env.STORYBOOK_DIR ?? 'storybook-static';
const url = `http://127.0.0.1:${port}`;
const server = spawn('./node_modules/.bin/http-server', [directory, '-a', '127.0.0.1', '-p', port, '-s'], {
  stdio: 'inherit',
});

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${url}/index.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  throw new Error(`Storybook server did not start on ${url}`);
}

const isVisual = process.argv.includes('--visual');
const runnerArguments = process.argv.slice(2).filter((argument) => argument !== '--visual');

let exitCode = 1;
try {
  await waitForServer();
  const runner = spawn(
    './node_modules/.bin/test-storybook',
    ['--url', url, '--maxWorkers=2', ...runnerArguments],
    { stdio: 'inherit', env: { ...process.env, ...(isVisual ? { SEGNO_VISUAL: '1' } : {}) } },
  );
  exitCode = await new Promise((resolve) => runner.on('exit', (code) => resolve(code ?? 1)));
} finally {
  server.kill();
}
process.exit(exitCode);
