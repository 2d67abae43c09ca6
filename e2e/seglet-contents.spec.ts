import { expect, type Page, test } from '@playwright/test';
import { signIn } from './pages';

/**
 * The seglet wizard's contents step (001 section 2). A demo content no other journey uses ('Product Spotlight:
 * Kitchen', content 17 in segment 3's 'Catalogue' seglet, 6) goes into the 'New Arrivals' seglet (8) of the same
 * segment and out again, then back into 'Catalogue', so the demo data is left as seeded.
 */
const contentName = 'Product Spotlight: Kitchen';

async function openContents(page: Page, segletId: number, segletName: string) {
  await page.goto(`/#/segment-admin/seglets/${segletId}/contents`);
  await expect(page.getByRole('heading', { level: 1, name: segletName })).toBeVisible();
  return page.getByRole('region', { name: 'Contents of this seglet' });
}

async function addBySearch(page: Page, step: ReturnType<Page['getByRole']>) {
  await step.getByRole('searchbox', { name: 'Search contents to add' }).fill('spotlight');
  // Keyboard: focus the find's Add and press Enter.
  const add = step.getByRole('button', { name: `Add ${contentName}` });
  await add.focus();
  await page.keyboard.press('Enter');
}

test('an admin adds a content to a seglet from a search and removes it', async ({ page }) => {
  await signIn(page, 'admin');
  const step = await openContents(page, 8, 'New Arrivals');
  const listed = step.getByRole('table', { name: 'Contents of this seglet' });
  await expect(listed.getByRole('rowheader')).toHaveText([
    'New Arrivals: Spring',
    'Product Expert Endorsement',
  ]);

  await step.getByRole('searchbox', { name: 'Search contents to add' }).fill('spotlight');
  await expect(step.getByText(`${contentName} (now in Catalogue)`)).toBeVisible();
  await addBySearch(page, step);
  await expect(listed.getByRole('rowheader')).toHaveText([
    'New Arrivals: Spring',
    'Product Expert Endorsement',
    contentName,
  ]);
  // Found again, it is in this seglet now, so it is not offered.
  await expect(step.getByRole('button', { name: `Add ${contentName}` })).toHaveCount(0);

  // The change was saved: it is still there after a reload.
  await page.reload();
  await expect(listed.getByRole('rowheader', { name: contentName })).toBeVisible();

  await step.getByRole('button', { name: `Remove ${contentName} from this seglet` }).click();
  await expect(listed.getByRole('rowheader')).toHaveText([
    'New Arrivals: Spring',
    'Product Expert Endorsement',
  ]);

  // Continue only moves on to the next step.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/seglets\/8\/launch-and-expiration$/);

  // Back where the demo put it.
  const catalogue = await openContents(page, 6, 'Catalogue');
  await addBySearch(page, catalogue);
  await expect(
    catalogue
      .getByRole('table', { name: 'Contents of this seglet' })
      .getByRole('rowheader', { name: contentName }),
  ).toBeVisible();
});

test('the seglet wizard opens from its /manage-dashboard address too (001 section 2)', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/#/manage-dashboard/seglets/8/edit?exit=1');
  await expect(page).toHaveURL(/#\/segment-admin\/seglets\/8\/edit\?exit=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New Arrivals' })).toBeVisible();
  // The gate is the admin area's: a learner goes to the dashboard home.
  await page.context().clearCookies();
  await signIn(page, 'learner');
  await page.goto('/#/manage-dashboard/seglets/8/contents');
  await expect(page).toHaveURL(/#\/dashboard\/home$/);
});
