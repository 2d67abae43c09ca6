import { expect, type Page, test } from '@playwright/test';
import { statsFromServer } from './api';
import { pictureFixture, signIn } from './pages';

const segmentName = 'Allergen Awareness';
const segletName = 'Reading Labels';
const contentName = 'Allergen Label Walkthrough';
const contentUrl = 'https://example.com/allergen-labels';

/** Chooses a picture in the form's image field and waits for its upload. */
async function chooseImage(page: Page) {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'picture.png',
    mimeType: 'image/png',
    buffer: await pictureFixture(page),
  });
  await expect(page.getByRole('img', { name: 'Image' })).toHaveAttribute('src', /\/api\/uploads\//);
}

/** Presses Create on a new item's wizard, then the success dialog's Continue: the edit wizard opens. */
async function create(page: Page, kind: string) {
  await page.getByRole('button', { name: 'Create' }).click();
  const created = page.getByRole('dialog', { name: `${kind} created` });
  await created.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`#/segment-admin/${kind.toLowerCase()}s/\\d+/edit$`));
  return Number(/\/(\d+)\/edit$/.exec(page.url())?.[1]);
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Save and continue' });

async function publish(page: Page) {
  await page.getByRole('radio', { name: 'Published' }).check();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/change-log$/);
}

test('an admin authors a segment with a seglet, a 10-point content and medals; a learner earns bronze and silver', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.route(`${contentUrl}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Allergen labels</h1>' }),
  );
  await signIn(page, 'admin');
  await page.goto('/#/segment-admin/home');
  await page.getByRole('region', { name: 'Segments' }).getByRole('link', { name: 'Create' }).click();

  // The segment: a new item shows only its basic info.
  await expect(page.getByRole('navigation', { name: 'Steps' }).getByRole('link')).toHaveCount(1);
  await page.getByLabel('Name', { exact: true }).fill(segmentName);
  await page.getByLabel('Short name').fill('Allergens');
  await page.getByLabel('Description').fill('Spotting allergens on labels and telling guests.');
  await chooseImage(page);
  const segmentId = await create(page, 'Segment');

  // The seglet, put in the segment from its segments step.
  await page.goto('/#/segment-admin/seglets/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New seglet' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(segletName);
  await page.getByLabel('Short name').fill('Labels');
  await create(page, 'Seglet');
  // Contents wait for a segment, and no launch dates are set: both steps move on.
  for (const step of ['contents', 'launch-and-expiration', 'segments']) {
    await continueButton(page).click();
    await expect(page).toHaveURL(new RegExp(`/${step}$`));
  }
  await page.getByRole('combobox', { name: 'Segment' }).selectOption({ label: segmentName });
  await page.getByRole('button', { name: 'Save and close' }).click();
  await expect(page).toHaveURL(/#\/segment-admin\/home$/);

  // The content: 10 points, in the seglet, published.
  await page.goto('/#/segment-admin/contents/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New content' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(contentName);
  await page.getByLabel('Short name').fill('Label walk');
  await page.getByLabel('Description').fill('A walk through a food label.');
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'External link' });
  await page.getByLabel('Web address').fill(contentUrl);
  await chooseImage(page);
  await page.getByLabel('Points', { exact: true }).fill('10');
  await page.getByLabel('Content owner e-mail').fill('admin@segno.example');
  await create(page, 'Content');
  // Steps left as they are move on without saving: launch and expiration, expertise, tags, skill mapping (the
  // demo has the assessment tool on).
  for (const step of ['launch-and-expiration', 'expertise', 'tags', 'skill-mapping']) {
    await continueButton(page).click();
    await expect(page).toHaveURL(new RegExp(`/${step}$`));
  }
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/segment$/);
  await page.getByRole('combobox', { name: 'Segment' }).selectOption({ label: segmentName });
  await page.getByRole('combobox', { name: 'Seglet' }).selectOption({ label: segletName });
  for (const step of ['relationships', 'locking', 'badges', 'status']) {
    await continueButton(page).click();
    await expect(page).toHaveURL(new RegExp(`/${step}$`));
  }
  await publish(page);
  await expect(page.getByText(/set the status to Published/)).toBeVisible();

  // The medals: out of order is refused with error 3 and stays a draft; in order they publish.
  await page.goto(`/#/segment-admin/segments/${segmentId}/medals`);
  await expect(page.getByRole('heading', { level: 2, name: 'Medals' })).toBeVisible();
  const medal = (name: string) => page.getByRole('group', { name });
  const setMedal = async (name: string, points: string) => {
    await medal(name).getByLabel('Points', { exact: true }).fill(points);
    await medal(name).getByRole('switch', { name: 'Published' }).check();
  };
  await setMedal('Bronze', '10');
  await setMedal('Silver', '5');
  await setMedal('Gold', '20');
  await continueButton(page).click();
  await expect(medal('Silver')).toContainText(
    'Published medals need rising points: bronze below silver below gold.',
  );
  await expect(page).toHaveURL(/\/medals$/);
  // Silver, the medal refused, went back to draft; the others stay published.
  await expect(medal('Silver').getByRole('switch', { name: 'Published' })).not.toBeChecked();
  await expect(medal('Bronze').getByRole('switch', { name: 'Published' })).toBeChecked();
  await medal('Bronze').getByLabel('Points', { exact: true }).fill('5');
  await medal('Silver').getByLabel('Points', { exact: true }).fill('10');
  await medal('Silver').getByRole('switch', { name: 'Published' }).check();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/users$/);
  // The users step untouched: Continue moves on without saving an assignment.
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/status$/);
  await publish(page);

  // The learner finds the segment in browse, takes the content and earns bronze and silver.
  const before = await statsFromServer(page.request, 'learner');
  await page.context().clearCookies();
  await signIn(page, 'learner');
  await page.goto('/#/dashboard/browse-learning');
  await page
    .getByRole('link', { name: new RegExp(segmentName) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`#/dashboard/segments/${segmentId}/home$`));
  await page
    .getByRole('link', { name: new RegExp(contentName) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await page.getByRole('dialog', { name: contentName }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Congratulations! You earned 10 points.' })).toBeVisible();
  const after = await statsFromServer(page.request, 'learner');
  expect(after.score).toBe(before.score + 10);
  expect(after.bronze_count).toBe(before.bronze_count + 1);
  expect(after.silver_count).toBe(before.silver_count + 1);
  expect(after.gold_count).toBe(before.gold_count);

  // Archiving asks first; the archived segment leaves browse (and other journeys see the demo data as seeded).
  await page.context().clearCookies();
  await signIn(page, 'admin');
  await page.goto(`/#/segment-admin/segments/${segmentId}/status`);
  await page.getByRole('radio', { name: 'Archived' }).check();
  await page
    .getByRole('alertdialog', { name: `Archive “${segmentName}”? Learners will no longer see it.` })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(page.getByRole('radio', { name: 'Archived' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Draft' })).toHaveCount(0);
  await page.goto('/#/dashboard/browse-learning');
  await expect(page.getByRole('list', { name: 'Segments' }).getByRole('heading', { level: 2 })).toHaveCount(
    3,
  );
});

test('a learner who opens a segment admin screen lands on the dashboard home', async ({ page }) => {
  await signIn(page, 'learner');
  await page.goto('/#/segment-admin/manage-segments');
  await expect(page).toHaveURL(/#\/dashboard\/home$/);
});
