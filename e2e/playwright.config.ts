import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../chromium.js';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** A data folder of its own, emptied at every start, so journeys see exactly the demo data. */
export const dataDir = `.segno-data/e2e-${port}`;

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: { baseURL, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: `SEGNO_FRESH=1 SEGNO_DATA_DIR=${dataDir} HOST=127.0.0.1 PORT=${port} npm run serve`,
    cwd: '..',
    url: `${baseURL}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
