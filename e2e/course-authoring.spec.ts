import { expect, type Page, test } from '@playwright/test';
import { signIn } from './pages';

const courseName = 'Ladder Safety Workshop';
const steps = (page: Page) => page.getByRole('navigation', { name: 'Steps' }).getByRole('link');
const continueButton = (page: Page) => page.getByRole('button', { name: 'Save and continue' });

test('an admin creates an ILT course with an external id, gives it a day of 1 h 60 min (2 hours) and an expertise, publishes it and finds it in manage courses', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin');

  // A new course: its basic info only, no back and no close (002 section 2).
  await page.goto('/#/segment-admin/ilt/courses/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New course' })).toBeVisible();
  await expect(steps(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Close', exact: true })).toHaveCount(0);
  // The description is required: creating without one is refused on the field.
  await page.getByLabel('Name', { exact: true }).fill(courseName);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByLabel('Description')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Short name').fill('Ladders');
  await page.getByLabel('Description').fill('Choosing, checking and climbing ladders safely.');
  // An external course id (002 section 5: 2 to 300 characters): one character is refused on the field.
  await page.getByRole('button', { name: 'Add an external course id' }).click();
  await expect(page.getByLabel('External course id 1')).toBeFocused();
  await page.keyboard.type('L');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByLabel('External course id 1')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('External course id 1').fill('LADDER-101');
  await page.getByRole('button', { name: 'Create' }).click();
  await page
    .getByRole('dialog', { name: 'Course created' })
    .getByRole('button', { name: 'Continue' })
    .click();

  // spec 002 section 4: creating sends the admin to the course's edit screen with exit=0.
  await expect(page).toHaveURL(/#\/segment-admin\/ilt\/courses\/\d+\/edit\?exit=0$/);
  const courseId = Number(/courses\/(\d+)\/edit/.exec(page.url())?.[1]);
  await expect(steps(page)).toHaveText([
    /Basic info$/,
    /Session info$/,
    /Expertise$/,
    /Course Visibility$/,
    /Status$/,
    /Change log$/,
  ]);
  await expect(page.getByRole('button', { name: 'Close', exact: true })).toHaveCount(0);
  await expect(page.getByLabel('External course id 1')).toHaveValue('LADDER-101');

  // Without a day's time, the status offers Draft only.
  await steps(page).getByText('Status').click();
  await expect(page).toHaveURL(/\/status\?exit=0$/);
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: 'Draft' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Close', exact: true })).toBeVisible();

  // Session info: one day of 1 hour and 60 minutes, saved as 120 minutes and shown back as 2 hours.
  await steps(page).getByText('Session info').click();
  await expect(page).toHaveURL(/\/session-info\?exit=0$/);
  await page.getByRole('button', { name: 'Add day' }).click();
  await page.getByLabel('Day 1 hours').fill('1');
  await page.getByLabel('Day 1 minutes').fill('60');
  await page.getByLabel('Minimum class size').fill('4');
  await page.getByLabel('Maximum class size').fill('12');
  await continueButton(page).click();
  // The expertise step follows: Intermediate, saved with the course; Course Visibility comes next.
  await expect(page).toHaveURL(/\/expertise\?exit=0$/);
  await expect(page.getByRole('radio', { name: 'Not set' })).toBeChecked();
  await page.getByRole('radio', { name: 'Intermediate' }).check();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/users\?exit=0$/);
  // After a reload, the expertise and the external id are read back from the server.
  await page.goto(`/#/segment-admin/ilt/courses/${courseId}/expertise?exit=0`);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Intermediate' })).toBeChecked();
  await steps(page).getByText('Basic info').click();
  await page.reload();
  await expect(page.getByLabel('External course id 1')).toHaveValue('LADDER-101');
  await steps(page).getByText('Session info').click();
  await expect(page.getByLabel('Day 1 hours')).toHaveValue('2');
  await expect(page.getByLabel('Day 1 minutes')).toHaveValue('0');

  // Published now offered; continuing saves it and moves to the change log, which has no continue.
  await steps(page).getByText('Status').click();
  await expect(page.getByRole('radio')).toHaveCount(3);
  await page.getByRole('radio', { name: 'Published' }).check();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/change-log\?exit=0$/);
  await expect(continueButton(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(/#\/segment-admin\/home$/);

  // Manage courses lists it, published, with its day.
  await page.goto('/#/segment-admin/ilt/manage-courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage courses' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('Ladder Safety');
  await expect(page).toHaveURL(/manage-courses\?term=Ladder/);
  const row = page.getByRole('row', { name: new RegExp(courseName) });
  await expect(row).toContainText('Published');
  await expect(row).toContainText('1 day, 2 hrs 0 mins');
  await row.getByRole('link', { name: courseName }).click();
  await expect(page).toHaveURL(new RegExp(`/ilt/courses/${courseId}/edit\\?exit=1$`));

  // Archived at the end (after its confirmation), so other journeys see the demo data as seeded.
  await steps(page).getByText('Status').click();
  await page.getByRole('radio', { name: 'Archived' }).check();
  await page
    .getByRole('alertdialog', { name: `Archive “${courseName}”? Learners will no longer see it.` })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(page.getByRole('radio', { name: 'Archived' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Draft' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(/#\/segment-admin\/ilt\/manage-courses$/);
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('Ladder Safety');
  await expect(page).toHaveURL(/manage-courses\?term=Ladder/);
  await expect(page.getByRole('row', { name: new RegExp(courseName) })).toHaveCount(0);
  // The archived filter still finds it.
  await page.getByRole('checkbox', { name: 'Archived' }).click();
  await expect(page).toHaveURL(/status=3/);
  await expect(page.getByRole('row', { name: new RegExp(courseName) })).toContainText('Archived');
});
