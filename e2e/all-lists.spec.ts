import { expect, type Page, test } from '@playwright/test';

/** rsilva is a learner whose 26 demo activities fill more than one page of 20. */
async function signIn(page: Page, username: string) {
  await page.goto(`/#/login?username=${username}`);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/home$/);
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
}

test('a learner pages through all activity and filters it to medals', async ({ page }) => {
  await signIn(page, 'rsilva');
  await page.goto('/#/dashboard/all-activity');
  const list = page.getByRole('list', { name: 'All activity' });
  await expect(list.getByRole('listitem')).toHaveCount(20);

  const pager = page.getByRole('navigation', { name: 'Activity pages' });
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/all-activity\?page=2$/);
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(list.getByRole('listitem')).not.toHaveCount(0);
  await expect(list.getByRole('listitem')).not.toHaveCount(20);

  await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Medals' });
  await expect(page).toHaveURL(/#\/dashboard\/all-activity\?filter=medals$/);
  const items = list.locator('[data-slot="activity-feed-item"]');
  await expect(items.first()).toBeVisible();
  const types = await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-type')));
  expect(types.length).toBeGreaterThan(0);
  expect(new Set(types)).toEqual(new Set(['Medal']));
});

test('a learner opens all recommendations and switches to Popular', async ({ page }) => {
  await signIn(page, 'learner');
  await page.goto('/#/dashboard/all-recommendations');
  await expect(page.getByRole('tab', { name: 'Recommended' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('list', { name: 'Recommended content' }).getByRole('listitem').first(),
  ).toBeVisible();

  const popularLoaded = page.waitForResponse((response) =>
    /\/api\/recommendations\?limit=25&type=popular$/.test(response.url()),
  );
  await page.getByRole('tab', { name: 'Popular' }).click();
  expect((await popularLoaded).status()).toBe(200);
  await expect(page).toHaveURL(/#\/dashboard\/all-recommendations\?tab=popular$/);
  await expect(page.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('list', { name: 'Popular content' }).getByRole('listitem').first(),
  ).toBeVisible();
});
