/**
 * Visual regression (issue 11): with `npm run test:visual`, every story is screenshotted in Chromium after its
 * play function and compared with its committed baseline in visual-baselines/ (named by story id). A story
 * may set `parameters.visual` to change its tolerance or to opt out with a reason. Differences are written to
 * visual-diffs/ as images (baseline, difference, new); `npm run test:visual:update` writes new baselines.
 */
import { resolve } from 'node:path';
import type { expect as JestExpect } from '@jest/globals';
import type { Page } from '@playwright/test';
import { type MatchImageSnapshotOptions, toMatchImageSnapshot } from 'jest-image-snapshot';

declare module 'expect' {
  interface Matchers<R> {
    toMatchImageSnapshot(options?: MatchImageSnapshotOptions): R;
  }
}

export type VisualParameters = {
  /** Share of pixels (0 to 1) that may differ, over the per-pixel colour tolerance; default 0.001. */
  threshold?: number;
  /** Why the story is left out (a live clock, a random layout). */
  skip?: string;
};

export const isVisualRun = process.env.SEGNO_VISUAL === '1';

const defaultThreshold = 0.001;

/** Jest's expect, a global in the runner's test files (this module is also loaded outside them). */
const expect = (): typeof JestExpect => (globalThis as unknown as { expect: typeof JestExpect }).expect;

export function setUpVisual(): void {
  expect().extend({ toMatchImageSnapshot });
}

/**
 * A screenshot once the page has settled: fonts loaded and two shots in a row alike (a focus ring or a status
 * that follows the play function's last step by a frame or two), at most a second later.
 */
async function settledScreenshot(page: Page): Promise<Buffer> {
  await page.evaluate(() => document.fonts.ready);
  const shoot = () => page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
  let previous = await shoot();
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.waitForTimeout(100);
    const current = await shoot();
    if (current.equals(previous)) return current;
    previous = current;
  }
  return previous;
}

/** Screenshots the page as the story left it and compares it with the story's baseline. */
export async function checkVisual(
  page: Page,
  storyId: string,
  parameters: VisualParameters = {},
): Promise<void> {
  if (parameters.skip) return;
  const image = await settledScreenshot(page);
  expect()(image).toMatchImageSnapshot({
    customSnapshotsDir: resolve('visual-baselines'),
    customDiffDir: resolve('visual-diffs'),
    customSnapshotIdentifier: storyId,
    // pixelmatch's per-pixel colour tolerance absorbs anti-aliasing; the threshold counts what is left.
    customDiffConfig: { threshold: 0.1 },
    failureThreshold: parameters.threshold ?? defaultThreshold,
    failureThresholdType: 'percent',
    storeReceivedOnFailure: true,
  });
}
