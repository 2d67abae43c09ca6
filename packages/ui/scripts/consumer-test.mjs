// Packs @segno/ui as it would be published, installs the tarball into a throwaway Vite app outside the
// workspace, builds that app, and checks in Chromium that a Button and a Dialog from the package render,
// open and carry the package's prebuilt styles. Exits non-zero on any failure.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../../../chromium.js';

const packageDir = new URL('..', import.meta.url).pathname;
const workspaceVersions = JSON.parse(
  readFileSync(new URL('../../app/package.json', import.meta.url), 'utf8'),
);
const appDir = mkdtempSync(join(tmpdir(), 'segno-ui-consumer-'));
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] });

function writeApp(tarball) {
  writeFileSync(
    join(appDir, 'package.json'),
    JSON.stringify({
      name: 'segno-ui-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@segno/ui': `file:${tarball}`,
        react: workspaceVersions.dependencies.react,
        'react-dom': workspaceVersions.dependencies['react-dom'],
        vite: '8.3.8',
      },
    }),
  );
  writeFileSync(
    join(appDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Consumer</title></head>' +
      '<body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  );
  // Plain createElement, so the throwaway app needs no JSX plugin.
  writeFileSync(
    join(appDir, 'main.js'),
    `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '@segno/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@segno/ui/dialog';
import '@segno/ui/styles.css';

createRoot(document.getElementById('root')).render(
  h(Dialog, null,
    h(DialogTrigger, { asChild: true }, h(Button, null, 'Open')),
    h(DialogContent, null,
      h(DialogTitle, null, 'Hello from Segno'),
      h(DialogDescription, null, 'Rendered from the packed package.'))));
`,
  );
}

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

async function checkInBrowser(url) {
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    const open = page.getByRole('button', { name: 'Open' });
    await open.waitFor();
    const background = await open.evaluate((node) => getComputedStyle(node).backgroundColor);
    if (background !== 'rgb(36, 80, 184)')
      throw new Error(`Button is not styled by styles.css (${background})`);
    await open.click();
    await page.getByRole('dialog', { name: 'Hello from Segno' }).waitFor({ timeout: 5000 });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 5000 });
  } finally {
    await browser.close();
  }
}

let preview;
try {
  const tarballName = run('npm', ['pack', '--silent', '--pack-destination', appDir], packageDir)
    .toString()
    .trim();
  writeApp(join(appDir, tarballName));
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], appDir);
  run('npx', ['--no-install', 'vite', 'build', '--logLevel', 'error'], appDir);
  const port = await freePort();
  // The vite binary itself, not npx, so that killing it stops the server.
  preview = spawn(
    join(appDir, 'node_modules', '.bin', 'vite'),
    ['preview', '--host', '127.0.0.1', '--port', port, '--strictPort'],
    {
      cwd: appDir,
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}/`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await delay(100);
  }
  await checkInBrowser(url);
  console.info('consumer test: @segno/ui installed from its tarball renders a styled Button and a Dialog.');
} finally {
  preview?.kill();
  rmSync(appDir, { recursive: true, force: true });
}
