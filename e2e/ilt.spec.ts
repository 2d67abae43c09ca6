import { expect, type Page, test } from '@playwright/test';
import { signIn } from './pages';

const courseName = 'Difficult Conversations Workshop';

/**
 * The instructor has not dismissed the redesign splash in the demo data, but header.spec.ts dismisses it for good
 * when it runs first on the same database: dismiss it if it shows.
 */
async function dismissSplashIfShown(page: Page) {
  const splash = page.getByRole('dialog', { name: 'Welcome to the new Segno' });
  const isShown = await splash.waitFor({ state: 'visible', timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (!isShown) return;
  await splash.getByRole('checkbox', { name: "Don't show this again" }).check();
  await splash.getByRole('button', { name: 'Continue' }).click();
  await expect(splash).toBeHidden();
}

/** 'YYYY-MM-DD' of the first Friday at least two weeks from today (local time, as the date field reads it). */
function fridayInTwoWeeks(): { iso: string; monday: string } {
  const day = new Date();
  day.setDate(day.getDate() + 14);
  while (day.getDay() !== 5) day.setDate(day.getDate() + 1);
  const monday = new Date(day);
  monday.setDate(day.getDate() + 3);
  const iso = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  // The form shows later days as 'Nov 30 2026' (formatDate); the view as 'November 30 2026, 9:00 AM'.
  const month = monday.toLocaleString('en-US', { month: 'long' });
  return { iso: iso(day), monday: `${month} ${monday.getDate()} ${monday.getFullYear()}` };
}

test('a learner registers for next week and sees a seat go, then cancels and sees it come back', async ({
  page,
}) => {
  await signIn(page, 'learner');
  // The instructor-led content leads to its course's sessions.
  await page.goto('/#/dashboard/content/8');
  await page.getByRole('link', { name: 'See the sessions and register' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/course\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
  // Next week's session is the one in Room 1: 10 seats, 4 taken.
  const session = page.locator('[data-slot="course-session"]').filter({ hasText: 'Room 1' });
  await expect(session.locator('[data-slot="course-session-seats"]')).toHaveText('6 seats left');

  const registered = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith('/api/session/1/registration'),
  );
  await session.getByRole('button', { name: 'Register' }).click();
  expect((await registered).status()).toBe(200);
  await expect(session.locator('[data-slot="course-session-seats"]')).toHaveText('5 seats left');
  await expect(session).toContainText('You are registered for this session.');

  // The server holds the registration: a reload shows the same seats.
  await page.reload();
  await expect(session.locator('[data-slot="course-session-seats"]')).toHaveText('5 seats left');

  await session.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(session.locator('[data-slot="course-session-seats"]')).toHaveText('6 seats left');
  await expect(session.getByRole('button', { name: 'Register' })).toBeVisible();
  await page.reload();
  await expect(session.locator('[data-slot="course-session-seats"]')).toHaveText('6 seats left');
});

test('an instructor creates a two-day session from a Friday, whose second day is the Monday, and marks a learner present', async ({
  page,
}) => {
  await signIn(page, 'instructor');
  await dismissSplashIfShown(page);
  await page.goto('/#/dashboard/ilt/sessions/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New session' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Instructor' })).toHaveValue('3');

  await page.getByRole('combobox', { name: 'Course' }).fill('Difficult');
  await page.getByRole('option', { name: courseName }).click();
  await page.getByRole('combobox', { name: 'Location' }).fill('Head');
  await page.getByRole('option', { name: 'Head Office, Learning Centre' }).click();
  await page.getByRole('textbox', { name: 'Max class size' }).fill('12');

  const { iso, monday } = fridayInTwoWeeks();
  const first = page.getByRole('group', { name: 'Day 1' });
  await first.getByLabel('Date').fill(iso);
  await first.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('240');
  await first.getByRole('textbox', { name: 'Room' }).fill('Room 7');
  await page.getByRole('button', { name: 'Add day' }).click();
  const second = page.getByRole('group', { name: 'Day 2' });
  await expect(second).toContainText(monday.replace(/^(\w{3})\w*/, '$1'));
  await second.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('180');
  await second.getByRole('textbox', { name: 'Room' }).fill('Room 7');

  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/session'),
  );
  await page.getByRole('button', { name: 'Save session' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/#\/dashboard\/ilt\/sessions\/\d+\/view$/);
  const days = page.getByRole('list', { name: 'Session days' }).getByRole('listitem');
  await expect(days).toHaveCount(2);
  await expect(days.nth(1)).toContainText(monday);

  // Next week's session has four learners enrolled: the first is marked present.
  await page.goto('/#/dashboard/ilt/sessions/1/view');
  const roster = page.getByRole('table', { name: /^Roster of / });
  await expect(roster.getByRole('row')).toHaveCount(5);
  const attended = roster.getByRole('row').nth(1).getByRole('switch', { name: 'Attended' });
  await expect(attended).not.toBeChecked();
  const marked = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/completion'),
  );
  await attended.click();
  expect((await marked).status()).toBe(200);
  await expect(attended).toBeChecked();
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: /^Roster of / })
      .getByRole('row')
      .nth(1)
      .getByRole('switch', { name: 'Attended' }),
  ).toBeChecked();
});
