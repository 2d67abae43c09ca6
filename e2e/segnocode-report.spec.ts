import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiSignIn } from './api';
import { signIn } from './pages';

/** Redeems a code as a demo account through the API (the colleague's redemption beside the learner's). */
async function redeemAs(request: APIRequestContext, username: string, code: string) {
  const { authorization } = (await apiSignIn(request, username)).headers;
  const redeemed = await request.post('/api/segnocode/redeem', {
    form: { segnocode: code },
    headers: { authorization },
  });
  expect(redeemed.ok()).toBe(true);
}

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** This journey's two redeemers, in the order the report lists them (other journeys may add rows). */
const externalIds = async (page: Page) =>
  (
    await page
      .getByRole('table', { name: 'Learners who redeemed WELCOME1' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent ?? ''))
  ).filter((id) => id === 'kmensah' || id === 'lmoreau');

test('an admin sees who redeemed a code and sorts the report by last name', async ({ page, request }) => {
  // A learner redeems the demo's redeemable code on the browse screen; a colleague redeemed it too. (Not
  // `learner`: finding.spec redeems it as `learner`, and the journeys share one database.)
  await signIn(page, 'lmoreau');
  await page.goto('/#/dashboard/browse-learning');
  const form = page.getByRole('form', { name: 'Redeem a code' });
  await form.getByRole('textbox', { name: 'SegnoCode' }).fill('welcome1');
  await form.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('dialog', { name: 'Your SegnoCode was redeemed.' })).toBeVisible();
  await redeemAs(request, 'kmensah', 'WELCOME1');
  await signOut(page);

  await signIn(page, 'admin');
  await page.goto('/#/segment-admin/segnocode-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Segno code report' })).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Redeemed code' });
  await expect(code).toHaveAttribute('maxlength', '10');
  await expect(page.getByRole('button', { name: 'Show report' })).toBeDisabled();
  await code.fill('welcome1');
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page).toHaveURL(/code=WELCOME1/);

  const table = page.getByRole('table', { name: 'Learners who redeemed WELCOME1' });
  const learnerRow = table.getByRole('row').filter({ hasText: 'lmoreau' });
  await expect(learnerRow.getByRole('cell')).toHaveText(['lmoreau', 'Lucas', 'Moreau', '', '', /.*/, /\S/]);
  await expect(page.getByText(/^Code for Refunds and Returns: \d+ redeemed$/)).toBeVisible();
  // Default: external id ascending.
  await expect(table.getByRole('columnheader', { name: 'External ID' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect.poll(() => externalIds(page)).toEqual(['kmensah', 'lmoreau']);

  await table.getByRole('button', { name: 'Last name' }).click();
  await expect(page).toHaveURL(/order_by=lastName&order_dir=asc/);
  await expect(table.getByRole('columnheader', { name: 'Last name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect.poll(() => externalIds(page)).toEqual(['kmensah', 'lmoreau']);

  await table.getByRole('button', { name: 'Last name' }).click();
  await expect(page).toHaveURL(/order_dir=desc/);
  await expect.poll(() => externalIds(page)).toEqual(['lmoreau', 'kmensah']);

  // The view lives in the address: a reload shows the same sort.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Learners who redeemed WELCOME1' })).toBeVisible();
  await expect.poll(() => externalIds(page)).toEqual(['lmoreau', 'kmensah']);
});

test('a learner may not open the report', async ({ page }) => {
  await signIn(page, 'learner');
  await page.goto('/#/segment-admin/segnocode-report?code=WELCOME1');
  await expect(page).toHaveURL(/#\/dashboard\/home$/);
});
