import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiSignIn } from './api';
import { signIn } from './pages';

/** Demo plan 3, 'Visual Merchandising': a standard plan nobody is assigned to. */
const planId = 3;
/** Demo course 2, 'Store Opening Workshop': no assignment in the demo. */
const courseId = 2;

/** Leaves the demo as it was if a journey stopped before removing its assignment. */
async function removeAssignment(request: APIRequestContext, object: 'plan' | 'course', id: number) {
  const { headers } = await apiSignIn(request, 'admin');
  const current = await request.get(`/api/${object}/${id}/assignment`, { headers });
  const { assignment_id } = (await current.json()) as { assignment_id: number | null };
  if (assignment_id !== null)
    expect((await request.delete(`/api/${object}/${id}/assignment`, { headers })).ok()).toBe(true);
}

const steps = (page: Page) => page.getByRole('navigation', { name: 'Steps' });
const rule = (page: Page) => page.getByRole('group', { name: 'Rule 1' });
const tally = (page: Page) => page.locator('[data-slot="criteria-editor-tally"]');
const continueButton = (page: Page) => page.getByRole('button', { name: 'Save and continue' });
const assignedLearning = (page: Page) => page.getByRole('region', { name: 'Assigned learning' });

async function chooseStore(page: Page, store: string) {
  await rule(page).getByLabel('Criterion').selectOption({ label: 'Location' });
  await rule(page).getByLabel('Operator').selectOption({ label: 'is' });
  await rule(page).getByLabel('Value').fill(store);
}

/** Removes the saved assignment from the step, as an admin does, and sees the blank rule again. */
async function removeFromStep(page: Page) {
  await page.getByRole('button', { name: 'Remove assignment' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove assignment' }).click();
  await expect(tally(page)).toHaveText('0 users');
  await expect(rule(page).getByLabel('Value')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Remove assignment' })).toHaveCount(0);
}

test('an admin assigns a plan to one store on its users step; a learner there sees it assigned; the admin finds the rule after a reload and removes it', async ({
  page,
  request,
}) => {
  try {
    await signIn(page, 'admin');
    await page.goto(`/#/segment-admin/learning-plan/${planId}/edit?exit=0`);
    await expect(page.getByRole('heading', { level: 1, name: 'Visual Merchandising' })).toBeVisible();
    await steps(page).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(new RegExp(`#/segment-admin/learning-plan/${planId}/users\\?exit=0$`));

    // One blank rule, nobody yet; a plan asks no required-or-optional choice. Store S101 counts its 16 people.
    await expect(tally(page)).toHaveText('0 users');
    await expect(page.getByRole('radio', { name: 'Required' })).toHaveCount(0);
    await chooseStore(page, 'S101');
    await expect(tally(page)).toHaveText('16 users');
    await continueButton(page).click();
    await expect(page).toHaveURL(new RegExp(`#/segment-admin/learning-plan/${planId}/status\\?exit=0$`));

    // `learner` works in S101: the plan is now among her assigned learning.
    await page.context().clearCookies();
    await signIn(page, 'learner');
    await expect(assignedLearning(page).getByRole('link', { name: /Visual Merchandising/ })).toBeVisible();

    // The admin reads the rule back from the server after a reload, and removes it.
    await page.context().clearCookies();
    await signIn(page, 'admin');
    await page.goto(`/#/segment-admin/learning-plan/${planId}/users?exit=0`);
    await page.reload();
    await expect(rule(page).getByLabel('Value')).toHaveValue('S101');
    await expect(rule(page).getByLabel('Criterion')).toHaveValue('1');
    await expect(tally(page)).toHaveText('16 users');
    await removeFromStep(page);
    await page.reload();
    await expect(tally(page)).toHaveText('0 users');

    // The learner no longer has it assigned.
    await page.context().clearCookies();
    await signIn(page, 'learner');
    await expect(assignedLearning(page)).toBeVisible();
    await expect(assignedLearning(page).getByRole('link', { name: /Visual Merchandising/ })).toHaveCount(0);
  } finally {
    await removeAssignment(request, 'plan', planId);
  }
});

test('an admin sets a course’s visibility to one store, must choose required or optional, finds it after a reload, and removes it', async ({
  page,
  request,
}) => {
  try {
    await signIn(page, 'admin');
    await page.goto(`/#/segment-admin/ilt/courses/${courseId}/edit?exit=0`);
    await expect(page.getByRole('heading', { level: 1, name: 'Store Opening Workshop' })).toBeVisible();
    await steps(page).getByRole('link', { name: 'Course Visibility' }).click();
    await expect(page).toHaveURL(new RegExp(`#/segment-admin/ilt/courses/${courseId}/users\\?exit=0$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Course Visibility' })).toBeVisible();

    await chooseStore(page, 'S102');
    await expect(tally(page)).toHaveText('16 users');
    // spec 002 section 5: course criteria need the default_required radio chosen.
    await continueButton(page).click();
    await expect(page.getByText('Default for assigned learners must be chosen')).toBeVisible();
    await expect(page).toHaveURL(/\/users\?exit=0$/);
    await page.getByRole('radio', { name: 'Optional' }).check();
    await continueButton(page).click();
    await expect(page).toHaveURL(new RegExp(`#/segment-admin/ilt/courses/${courseId}/status\\?exit=0$`));

    await page.goto(`/#/segment-admin/ilt/courses/${courseId}/users?exit=0`);
    await page.reload();
    await expect(rule(page).getByLabel('Value')).toHaveValue('S102');
    await expect(page.getByRole('radio', { name: 'Optional' })).toBeChecked();
    await expect(tally(page)).toHaveText('16 users');
    await removeFromStep(page);
    await page.reload();
    await expect(tally(page)).toHaveText('0 users');
  } finally {
    await removeAssignment(request, 'course', courseId);
  }
});
