import { expect, type Page, test } from '@playwright/test';
import { signIn } from './pages';

// The demo (packages/server/src/demo/demo-approvals.ts): `manager`'s direct users hold responsibilities of two
// business units; in Customer Care, `learner` (Maya Chen) holds Returns and Exchanges, not yet approved.
const businessUnit = 'Customer Care';
const responsibility = 'Returns and Exchanges';
const learnerName = 'Maya Chen';

const approvalsWidget = (page: Page) => page.getByRole('region', { name: 'Manager approvals' });

/** The number the home's approvals widget shows beside a label. */
async function countOf(page: Page, label: string): Promise<number> {
  const value = approvalsWidget(page)
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.textContent());
}

test('a manager approves a responsibility and the home counts one pending approval fewer', async ({
  page,
}) => {
  await signIn(page, 'manager');
  const pendingBefore = await countOf(page, 'Pending approvals');
  const approvedBefore = await countOf(page, 'Approved');
  expect(pendingBefore).toBeGreaterThan(0);

  await approvalsWidget(page)
    .getByRole('link', { name: `Approve responsibilities in ${businessUnit}` })
    .click();
  await expect(page).toHaveURL(
    /#\/dashboard\/manager-approval\?business_unit_id=\d+&business_unit_name=Customer\+Care$/,
  );
  // The state parameters are in the URL: a reload opens the same business unit.
  await page.reload();
  const form = page.getByRole('form', { name: businessUnit });
  const checkbox = form
    .getByRole('group', { name: responsibility })
    .getByRole('checkbox', { name: learnerName });
  await expect(checkbox).not.toBeChecked();
  await checkbox.check();

  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      /\/api\/manager\/\d+\/profiles\/business_unit\/\d+$/.test(response.url()),
  );
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/#\/dashboard\/home$/);
  expect(await countOf(page, 'Pending approvals')).toBe(pendingBefore - 1);
  expect(await countOf(page, 'Approved')).toBe(approvedBefore + 1);

  // The server holds it: the business unit's screen opens with the approval checked.
  await approvalsWidget(page)
    .getByRole('link', { name: `Approve responsibilities in ${businessUnit}` })
    .click();
  await expect(
    form.getByRole('group', { name: responsibility }).getByRole('checkbox', { name: learnerName }),
  ).toBeChecked();
});

test('a manager approves a pending session registration from the home', async ({ page }) => {
  await signIn(page, 'manager');
  const sessionsLink = approvalsWidget(page).getByRole('link', { name: /^Approve session registrations/ });
  await expect(sessionsLink).toHaveText('Approve session registrations (2 pending)');
  await sessionsLink.click();
  await expect(page).toHaveURL(/#\/dashboard\/ilt\/sessions\/approve$/);
  const table = page.getByRole('table', { name: 'Pending session registrations' });
  await expect(table.getByRole('row')).toHaveCount(3);
  const firstRow = table.getByRole('row').nth(1);
  const learner = (await firstRow.getByRole('rowheader').textContent()) ?? '';

  const decided = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && /\/api\/session\/\d+\/registration\/\d+$/.test(response.url()),
  );
  await firstRow.getByRole('button', { name: `Approve ${learner}`, exact: false }).click();
  expect((await decided).status()).toBe(200);
  await expect(page.getByText(`Approved ${learner}'s registration`)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  // The server holds it: a reload lists one, and the home counts one.
  await page.reload();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('rowheader', { name: learner })).toHaveCount(0);
  await page.goto('/#/dashboard/home');
  await expect(sessionsLink).toHaveText('Approve session registrations (1 pending)');
});

test('a manager opens My team from the menu and sees the team with its approvals', async ({ page }) => {
  await signIn(page, 'manager');
  await page.getByRole('button', { name: /Menu/ }).click();
  await page.getByRole('link', { name: 'My team' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/team-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My team' })).toBeVisible();
  await expect(page.locator('[data-slot="team-widget-member"]').first()).toBeVisible();
  await expect(approvalsWidget(page)).toBeVisible();
});
