import { expect, type Page, test } from '@playwright/test';
import { signIn } from './pages';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a page opened from far down a list starts at its top with the focus on its content, Back returns to where the list was, and a search keeps the scroll', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/#/segment-admin/manage-contents');
  const table = page.getByRole('table', { name: 'Manage contents' });
  await expect(table.getByRole('row')).toHaveCount(26);

  // A search typed a little way down the page keeps the page where it was.
  await page.evaluate(() => window.scrollTo(0, 60));
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('e');
  await expect(page).toHaveURL(/term=e/);
  await expect(table.getByRole('row')).toHaveCount(26);
  expect(await scrollY(page)).toBe(60);

  // The last row's content opens at the top of its wizard.
  const last = table.getByRole('row').last().getByRole('link');
  const name = await last.textContent();
  await last.scrollIntoViewIfNeeded();
  const listScroll = await scrollY(page);
  expect(listScroll).toBeGreaterThan(300);
  await last.click();
  await expect(page.getByRole('heading', { level: 1, name: name ?? '' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  // The link is gone with the list: the new page's main content has the focus.
  await expect(page.locator('#main-content')).toBeFocused();

  // Back: the list, scrolled to that row again.
  await page.goBack();
  await expect(table.getByRole('row')).toHaveCount(26);
  await expect.poll(() => scrollY(page)).toBe(listScroll);

  // The next page of the list opens at its top.
  await page
    .getByRole('navigation', { name: 'Manage contents pages' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => scrollY(page)).toBe(0);
  // Not left on the pager, now out of sight: the page's main content has the focus, to read on from its start.
  await expect(page.locator('#main-content')).toBeFocused();
});
