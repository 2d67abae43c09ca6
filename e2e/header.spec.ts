import { expect, type Page, test } from '@playwright/test';
import { signIn } from './pages';

const splash = (page: Page) => page.getByRole('dialog', { name: 'Welcome to the new Segno' });

test('a learner sends site feedback from the header and is thanked', async ({ page }) => {
  await signIn(page, 'learner');
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('button', { name: 'Site feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Site feedback' });

  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Comment is required')).toBeVisible();

  await dialog.getByRole('textbox', { name: /Comment/ }).fill('The new home page reads well.');
  const sent = page.waitForResponse((response) => /\/api\/user\/\d+\/feedback$/.test(response.url()));
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  expect((await sent).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thanks. We appreciate your feedback.' }),
  ).toBeVisible();
});

// In the demo data only the instructor has not dismissed the splash yet.
test('the redesign splash dismissed for good does not come back after a reload', async ({ page }) => {
  await signIn(page, 'instructor');
  await expect(splash(page)).toBeVisible();
  await splash(page).getByRole('checkbox', { name: "Don't show this again" }).check();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/user/pref'));
  await splash(page).getByRole('button', { name: 'Continue' }).click();
  expect((await saved).status()).toBe(200);
  await expect(splash(page)).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  await expect(splash(page)).toBeHidden();
});

// The reporting dashboard is offered to whoever may read a report (`canUseReports`): a learner may not, so the
// menu leaves it out rather than lead to a refusal; a manager (someone reports to them) may.
test('the menu does not offer the reporting dashboard to a learner', async ({ page }) => {
  await signIn(page, 'learner');
  await page.getByRole('button', { name: /^Menu for / }).click();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'My learning' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Reporting dashboard' })).toHaveCount(0);
});

test('the menu offers the reporting dashboard to a manager, and it opens the overview', async ({ page }) => {
  await signIn(page, 'manager');
  await page.getByRole('button', { name: /^Menu for / }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reporting dashboard' })
    .click();
  await expect(page).toHaveURL(/#\/report-dashboard\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports overview' })).toBeVisible();
});

// Each page's title names its place (its last breadcrumb), so tabs, history and screen readers tell pages apart.
test('each page is titled by its place', async ({ page }) => {
  await signIn(page, 'learner');
  await expect(page).toHaveTitle('Home · Segno');
  await page.goto('/#/dashboard/leaderboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await expect(page).toHaveTitle('Leaderboard · Segno');
  await page.goto('/#/dashboard/segments/1/home');
  await expect(page).toHaveTitle('Customer Service Essentials · Segno');
});
