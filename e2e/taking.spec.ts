import { expect, type Page, test } from '@playwright/test';
import { statsFromServer } from './api';
import { signIn } from './pages';

const numberFormat = new Intl.NumberFormat('en-US');
const documentName = 'Store Safety Basics';
/** The demo document's points (packages/server/src/demo/demo-learning.ts). */
const documentPoints = 25;

/** The header's score: the progress popout's trigger reads '{score} points' (also behind an open popup). */
const headerScore = (page: Page) =>
  page.getByRole('button', { name: /^Your progress:/, includeHidden: true });

/** Opens segment 1 and the demo document in it, and reads it to its end. */
async function takeDocument(page: Page) {
  await page.goto('/#/dashboard/segments/1/home');
  await page
    .getByRole('link', { name: new RegExp(documentName) })
    .first()
    .click();
  await expect(page).toHaveURL(/#\/dashboard\/segments\/1\/(seglets\/\d+\/)?content\/23(\/home)?$/);
  await expect(page.getByRole('heading', { level: 1, name: documentName })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  const document = page.getByRole('region', { name: documentName });
  await document.evaluate((region) => {
    region.scrollTop = region.scrollHeight;
  });
  await expect(document).toHaveAttribute('data-state', 'finished');
  await expect(submit).toBeEnabled();
  return submit;
}

test('a learner takes a document, sees the reward and the header score rise, then the retake message', async ({
  page,
  request,
}) => {
  await signIn(page, 'learner');
  const before = (await statsFromServer(request, 'learner')).score;
  await expect(headerScore(page)).toContainText(`${numberFormat.format(before)} points`);

  const submit = await takeDocument(page);
  const sent = page.waitForResponse((response) => /\/api\/user\/\d+\/content\/23$/.test(response.url()));
  await submit.click();
  expect((await sent).status()).toBe(200);
  const reward = page.getByRole('dialog', { name: `Congratulations! You earned ${documentPoints} points.` });
  await expect(reward).toBeVisible();
  await expect(headerScore(page)).toContainText(`${numberFormat.format(before + documentPoints)} points`);
  expect((await statsFromServer(request, 'learner')).score).toBe(before + documentPoints);

  // Closing the popup returns to the parent view: the segment's home.
  await reward.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/segments\/1\/home$/);

  const again = await takeDocument(page);
  await again.click();
  await expect(
    page.getByRole('dialog', {
      name: "You've completed this before, so no new points this time. Nice refresher!",
    }),
  ).toBeVisible();
  await expect(headerScore(page)).toContainText(`${numberFormat.format(before + documentPoints)} points`);
});

test('a generic user id sees the Generic User ID message instead of submit', async ({ page }) => {
  await signIn(page, 'generic');
  await page.goto('/#/dashboard/segments/1/content/23');
  const restricted = page.getByRole('alertdialog', { name: 'Content restricted' });
  await expect(restricted).toContainText('Content cannot be submitted while using this Generic User ID.');
  await restricted.getByRole('button', { name: 'Cancel' }).click();
  await expect(restricted).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: documentName })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'using this Generic User ID' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
});

test('going from one content to another by address starts a new completion: a locked one shows its modal', async ({
  page,
}) => {
  await signIn(page, 'learner');
  await page.goto('/#/dashboard/segments/1/content/23');
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeVisible();
  // A typed address or a plain link changes the hash without a router key: the screen must still start over.
  await page.goto('/#/dashboard/segments/1/content/26');
  const locked = page.getByRole('dialog', { name: 'This content is locked' });
  await expect(locked).toBeVisible();
  await expect(locked.getByRole('link', { name: 'The First Ten Seconds' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
});
