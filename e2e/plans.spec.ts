import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './pages';

const planName = 'Customer Service Foundations';
const unitHome = /#\/dashboard\/learning-plan\/2\/unit\/1\/home$/;

/** A group of the unit tree: the canvas names the node; its state sits on the group's card inside. */
const group = (page: Page, name: string) =>
  page.getByRole('group', { name, exact: true }).locator('[data-slot="unit-tree-group"]');

/** Submits the finished content and closes the reward popup, which returns to the unit home. */
async function submitAndClose(page: Page) {
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await expect(submit).toBeEnabled();
  await submit.click();
  const reward = page.getByRole('dialog', { name: /^Congratulations!/ });
  await expect(reward).toBeVisible();
  await reward.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(unitHome);
}

/** Opens a content from the tree's group 1 by its link. */
async function openFromGroup1(page: Page, contentId: number, name: string): Promise<Locator> {
  await group(page, 'Group 1').locator(`a[href$="/unit/1/content/${contentId}"]`).click();
  await expect(page).toHaveURL(new RegExp(`#/dashboard/learning-plan/2/unit/1/content/${contentId}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return page.getByRole('heading', { level: 1, name });
}

test('a learner takes two of the three contents of the any-2-of-3 group and the following groups become next', async ({
  page,
}) => {
  await signIn(page, 'learner');
  await page.goto('/#/dashboard/learning-plan/2');
  await expect(page).toHaveURL(unitHome);
  await expect(page.getByRole('heading', { level: 1, name: planName })).toBeVisible();
  await expect(group(page, 'Group 1')).toHaveAttribute('data-state', 'next');
  await expect(group(page, 'Group 1')).toContainText('Complete any 2 of 3');
  // Group 2's one content was done before the plan had units; group 3 waits for group 1.
  await expect(group(page, 'Group 2')).toHaveAttribute('data-state', 'satisfied');
  await expect(group(page, 'Group 3')).toHaveAttribute('data-state', 'locked');

  // Content 11, a document: read to its end.
  await openFromGroup1(page, 11, 'Hazard Report Form');
  const document = page.getByRole('region', { name: 'Hazard Report Form' });
  await document.evaluate((region) => {
    region.scrollTop = region.scrollHeight;
  });
  await expect(document).toHaveAttribute('data-state', 'finished');
  // Inside the plan, the content's crumbs are Home › Learning plans › plan › unit › content.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Home',
    '/Learning plans',
    `/${planName}`,
    '/Getting Started',
    '/Hazard Report Form',
  ]);
  await submitAndClose(page);
  await expect(group(page, 'Group 1')).toHaveAttribute('data-state', 'next');

  // Content 14, a video: played to its end.
  await openFromGroup1(page, 14, 'Fire Safety Refresher');
  const video = page.locator('video[aria-label="Fire Safety Refresher"]');
  await video.evaluate((element) => element.dispatchEvent(new Event('ended')));
  await expect(page.locator('[data-slot="video-viewer"]')).toHaveAttribute('data-state', 'finished');
  await submitAndClose(page);

  await expect(group(page, 'Group 1')).toHaveAttribute('data-state', 'satisfied');
  await expect(group(page, 'Group 2')).toHaveAttribute('data-state', 'satisfied');
  await expect(group(page, 'Group 3')).toHaveAttribute('data-state', 'next');
  // Group 4 has two parents: it waits for group 3 too.
  await expect(group(page, 'Group 4')).toHaveAttribute('data-state', 'locked');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs.nth(2)).toHaveText(`/${planName}`);
  await expect(crumbs.nth(2).getByRole('link')).toHaveAttribute('href', '#/dashboard/learning-plan/2');

  // The unit's reload path is rewritten to its home.
  await page.goto('/#/dashboard/learning-plan/2/unit/1/reload');
  await expect(page).toHaveURL(unitHome);
});

test('the compliance plan opens on its list with a yellow bar and the days left', async ({ page }) => {
  await signIn(page, 'learner');
  await page.goto('/#/dashboard/learning-plan/1');
  await expect(page).toHaveURL(/#\/dashboard\/learning-plan\/1\/compliance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Store Safety Compliance 2026' })).toBeVisible();
  const bar = page.locator('[data-slot="progress-bar"]');
  await expect(bar).toHaveAttribute('data-tone', 'yellow');
  await expect(bar).toContainText('60 day(s) left');
  await expect(
    page.getByRole('list', { name: 'Contents of Store Safety Compliance 2026' }).locator(':scope > li'),
  ).toHaveCount(20);
});
