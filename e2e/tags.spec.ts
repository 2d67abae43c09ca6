import { expect, test } from '@playwright/test';
import { signIn } from './pages';

/** A demo content ('Safe Lifting', content 12): its tags step, reached from its wizard's steps. */
const contentId = 12;

test('an admin creates a tag on a content’s tags step, sees it after a reload, and removes it', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto(`/#/segment-admin/contents/${contentId}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Safe Lifting' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Steps' }).getByRole('link', { name: 'Tags' }).click();
  await expect(page).toHaveURL(new RegExp(`#/segment-admin/contents/${contentId}/tags$`));
  const tags = page.getByRole('region', { name: 'Tags' });
  await expect(tags.getByText('No tags yet.')).toBeVisible();

  // Two characters suggest nothing; the whole name offers to create it.
  const search = tags.getByRole('combobox', { name: 'Add a tag' });
  await search.fill('al');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await search.fill('allergens');
  await page.getByRole('option', { name: 'Create tag “allergens”' }).click();
  await expect(tags.getByRole('button', { name: 'Remove allergens' })).toBeVisible();
  await expect(search).toHaveValue('');

  // Saved at once: a reload shows it.
  await page.reload();
  await expect(tags.getByRole('list', { name: 'Tags' }).getByText('allergens')).toBeVisible();

  // The tag exists now: typing its name in another case offers it, not a second one.
  await tags.getByRole('button', { name: 'Remove allergens' }).click();
  await expect(tags.getByText('No tags yet.')).toBeVisible();
  await search.fill('ALLERGENS');
  await expect(page.getByRole('option')).toHaveText(['allergens']);
  await search.press('Escape');

  await page.reload();
  await expect(tags.getByText('No tags yet.')).toBeVisible();
  // Nothing to save on the step: its continue moves on (to skill mapping: the demo has the assessment tool on).
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(new RegExp(`#/segment-admin/contents/${contentId}/skill-mapping$`));
  await page.getByRole('navigation', { name: 'Steps' }).getByRole('link', { name: 'Change log' }).click();
  await expect(page.getByText(/changed tags/).first()).toBeVisible();
});

test('an admin tags a segment from its basic info, and the segment’s other addresses lead to their screens', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/#/segment-admin/segments/1/edit');
  await page.getByRole('link', { name: 'Tags of this segment' }).click();
  await expect(page).toHaveURL(/#\/segment-admin\/segments\/1\/tags$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Service Essentials' })).toBeVisible();
  await expect(page.getByText('No tags yet.')).toBeVisible();

  const search = page.getByRole('combobox', { name: 'Add a tag' });
  await search.fill('service desk');
  await page.getByRole('option', { name: 'Create tag “service desk”' }).click();
  await expect(page.getByRole('button', { name: 'Remove service desk' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Tags' }).getByText('service desk')).toBeVisible();

  // Manage segments filters by the tags in use on segments (GET /segment/filters).
  await page.goto('/#/segment-admin/manage-segments');
  await expect(page.getByRole('link', { name: 'Customer Service Essentials' })).toBeVisible();
  const rowsBefore = await page.getByRole('row').count();
  await page.getByRole('combobox', { name: 'Tags' }).selectOption('service desk');
  await expect(page).toHaveURL(/filter=tag%3A\d+/);
  await expect(page.getByRole('link', { name: 'Customer Service Essentials' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  expect(rowsBefore).toBeGreaterThan(2);

  await page.goto('/#/segment-admin/segments/1/tags');
  await page.getByRole('button', { name: 'Remove service desk' }).click();
  await expect(page.getByText('No tags yet.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to the segment' }).click();
  await expect(page).toHaveURL(/#\/segment-admin\/segments\/1\/edit$/);
  await page.getByRole('navigation', { name: 'Steps' }).getByRole('link', { name: 'Change log' }).click();
  await expect(page.getByText(/changed tags/).first()).toBeVisible();

  // 001 section 2 lists seglets and badges among the segment's steps: its content step and its badges.
  await page.goto('/#/segment-admin/segments/1/seglets?exit=1');
  await expect(page).toHaveURL(/#\/segment-admin\/segments\/1\/content\?exit=1$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Content' })).toBeVisible();
  await page.goto('/#/segment-admin/segments/1/badges');
  await expect(page).toHaveURL(/#\/segment-admin\/manage-badges\?filter=segment%3A1$/);
  await expect(page.getByRole('combobox', { name: 'Segment' }).locator('option:checked')).toHaveText(
    'Customer Service Essentials',
  );
});
