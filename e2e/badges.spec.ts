import { expect, type Page, test } from '@playwright/test';
import { pictureFixture, signIn } from './pages';

const segmentName = 'Workplace Safety';
const badgeName = 'Hazard Hunter';
const contentName = 'Spotting Hazards';

const continueButton = (page: Page) => page.getByRole('button', { name: 'Save and continue' });

test('an admin creates a bronze badge for a demo segment, gives it a content and publishes it; learners see it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');

  // The segment's medals step links to a new badge of each medal: badges/new?segment_id=&medal_type_id=
  // prefills the segment and its medal (001 section 2).
  await page.goto('/#/segment-admin/segments/2/medals');
  await page
    .getByRole('list', { name: 'Badges earned with a medal' })
    .getByRole('link', { name: 'Add a badge to Bronze' })
    .click();
  await expect(page).toHaveURL(/#\/segment-admin\/badges\/new\?segment_id=2&medal_type_id=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New badge' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Segment' })).toHaveValue('2');
  await expect(page.getByRole('combobox', { name: 'Earned with medal' })).toHaveValue('1');
  await page.getByLabel('Name', { exact: true }).fill(badgeName);
  await page.getByLabel('Short name').fill('Hazards');
  await page.getByLabel('Description').fill('Finds the hazards before anyone trips.');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'picture.png',
    mimeType: 'image/png',
    buffer: await pictureFixture(page),
  });
  await expect(page.getByRole('img', { name: 'Image' })).toHaveAttribute('src', /\/api\/uploads\//);
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('dialog', { name: 'Badge created' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#\/segment-admin\/badges\/\d+\/edit$/);
  const badgeId = Number(/\/(\d+)\/edit$/.exec(page.url())?.[1]);
  await expect(page.getByRole('combobox', { name: 'Earned with medal' })).toHaveValue('1');

  // The content step: a search of the segment's contents (above 2 characters), then add.
  await page.getByRole('navigation', { name: 'Steps' }).getByRole('link', { name: 'Content' }).click();
  await expect(page).toHaveURL(/\/content$/);
  await expect(page.getByText('This badge has no contents yet.', { exact: false })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the segment’s contents' }).fill('spotting');
  await page.getByRole('button', { name: `Add ${contentName}` }).click();
  await expect(page.getByRole('table', { name: 'Contents that earn this badge' })).toContainText(contentName);
  await expect(page.getByRole('button', { name: `Add ${contentName}` })).toHaveCount(0);

  // Notifications: a message for the reward pop-up (ours: 001 names the step only).
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('switch', { name: 'Tell learners when they earn this badge' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Message' }).fill('Thank you for spotting hazards first.');

  // Publish; the change log names the changes.
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/status$/);
  await page.getByRole('radio', { name: 'Published' }).check();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/change-log$/);
  await expect(page.getByText(/set the status to Published/)).toBeVisible();
  await expect(page.getByText(/changed contents/)).toBeVisible();
  await expect(page.getByText(/changed notification text/)).toBeVisible();

  // The manage list finds it by name.
  await page.goto(`/#/segment-admin/manage-badges?term=${encodeURIComponent('Hazard Hunt')}`);
  await expect(page.getByRole('link', { name: badgeName })).toHaveAttribute(
    'href',
    `#/segment-admin/badges/${badgeId}/edit?exit=1`,
  );
  await expect(page.getByRole('row', { name: new RegExp(badgeName) })).toContainText(
    `${segmentName}, Bronze`,
  );
  // Filtered by medal and segment (GET /badge/filters), the choice kept in the address.
  await page.getByRole('combobox', { name: 'Medal' }).selectOption('Gold');
  await expect(page).toHaveURL(/filter=medal%3A3/);
  await expect(page.getByRole('link', { name: badgeName })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Medal' }).selectOption('Bronze');
  await expect(page).toHaveURL(/filter=medal%3A1/);
  await page.getByRole('combobox', { name: 'Segment' }).selectOption(segmentName);
  await expect(page).toHaveURL(/filter=segment%3A2/);
  await expect(page.getByRole('link', { name: badgeName })).toBeVisible();

  // The learner sees it among the segment's badges.
  await page.context().clearCookies();
  await signIn(page, 'learner');
  await page.goto('/#/dashboard/segments/2/home');
  await expect(page.getByRole('list', { name: `Badges of ${segmentName}` })).toContainText(badgeName);

  // Archived at the end, so other journeys see the demo data as seeded.
  await page.context().clearCookies();
  await signIn(page, 'admin');
  await page.goto(`/#/segment-admin/badges/${badgeId}/status`);
  await page.getByRole('radio', { name: 'Archived' }).check();
  await page
    .getByRole('alertdialog', { name: `Archive “${badgeName}”? Learners will no longer see it.` })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(page.getByRole('radio', { name: 'Archived' })).toBeChecked();
});

test('a learner who opens manage-badges lands on the dashboard home', async ({ page }) => {
  await signIn(page, 'learner');
  await page.goto('/#/segment-admin/manage-badges');
  await expect(page).toHaveURL(/#\/dashboard\/home$/);
});
