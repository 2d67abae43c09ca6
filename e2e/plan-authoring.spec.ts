import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiSignIn } from './api';
import { pictureFixture, signIn } from './pages';

const planName = 'Warehouse Onboarding Path';
const copiedUnitName = 'Lifting in the Warehouse';

/** Chooses a picture in the form's image field and waits for its upload. */
async function chooseImage(page: Page) {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'picture.png',
    mimeType: 'image/png',
    buffer: await pictureFixture(page),
  });
  await expect(page.getByRole('img', { name: 'Image' })).toHaveAttribute('src', /\/api\/uploads\//);
}

/** Opens the units step's add-unit dialog on one of its three options. */
async function openAddUnit(page: Page, option: 'Add blank unit' | 'Use existing unit' | 'Copy unit') {
  await page.getByRole('button', { name: 'Add unit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a unit to the plan' });
  await dialog.getByRole('radio', { name: option }).check();
  return dialog;
}

/** Ticks a unit found by a term in the dialog's search. */
async function tickUnit(dialog: Locator, term: string, name: string) {
  await dialog.getByRole('searchbox', { name: 'Search units' }).fill(term);
  await dialog.getByRole('checkbox', { name }).check();
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Save and continue' });

test('an admin creates a plan, adds published demo units, orders them, sets a prerequisite and publishes it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  await page.goto('/#/segment-admin/manage-learning-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage learning plans' })).toBeVisible();
  await page.getByRole('link', { name: 'New learning plan' }).click();

  // Basic info: a new plan shows only that step; the form refuses until public, image and names are set.
  await expect(page.getByRole('navigation', { name: 'Steps' }).getByRole('link')).toHaveCount(1);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Choose whether the plan is public.')).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('Name', { exact: true }).fill(planName);
  await page.getByLabel('Short name').fill('Warehouse');
  await page.getByLabel('Description').fill('The first weeks in the warehouse, unit by unit.');
  await chooseImage(page);
  await page.getByLabel('January').fill('10');
  await page.getByRole('button', { name: 'Create' }).click();
  const created = page.getByRole('dialog', { name: 'Learning plan created' });
  await created.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#\/segment-admin\/learning-plan\/\d+\/edit\?exit=0$/);
  const planId = Number(/learning-plan\/(\d+)\//.exec(page.url())?.[1]);
  await expect(page.getByLabel('January')).toHaveValue('10');

  // Units: a blank unit opens the unit editor inside the plan (and back); two published demo units are added
  // from the add-unit dialog in one go, the second then moved first.
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/units\?exit=0$/);
  await expect(page.getByText('This plan has no units yet.')).toBeVisible();
  let dialog = await openAddUnit(page, 'Add blank unit');
  await dialog.getByRole('button', { name: 'Open the unit editor' }).click();
  await expect(page).toHaveURL(new RegExp(`#/segment-admin/units/new/plan/${planId}\\?exit=2$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/units\?exit=0$/);
  dialog = await openAddUnit(page, 'Use existing unit');
  await tickUnit(dialog, 'Getting', 'Getting Started');
  await tickUnit(dialog, 'Safe Shop', 'A Safe Shop Floor');
  // A draft unit cannot join a plan: the server's not-published flag is shown and nothing is added.
  await tickUnit(dialog, 'Handling', 'Handling Returns');
  await dialog.getByRole('button', { name: 'Add units' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Only a published unit can be added to a plan.');
  await dialog.getByRole('checkbox', { name: 'Handling Returns' }).uncheck();
  await dialog.getByRole('button', { name: 'Add units' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveText([
    'Getting Started',
    'A Safe Shop Floor',
  ]);
  await page.getByRole('button', { name: 'Move A Safe Shop Floor up' }).click();
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveText([
    'A Safe Shop Floor',
    'Getting Started',
  ]);
  await expect(page.getByRole('link', { name: 'Edit Getting Started' })).toHaveAttribute(
    'href',
    new RegExp(`#/segment-admin/units/\\d+/edit/plan/${planId}\\?exit=2$`),
  );

  // Prerequisites: Getting Started waits for A Safe Shop Floor; its own name is not a choice.
  await page.getByRole('link', { name: 'Set prerequisites' }).click();
  await expect(page).toHaveURL(new RegExp(`learning-plan/${planId}/units-prerequisites\\?exit=0$`));
  await page
    .getByRole('combobox', { name: 'Prerequisite of Getting Started' })
    .selectOption({ label: 'Previous Unit' });
  const unitChoice = page.getByRole('combobox', { name: 'Prerequisite unit of Getting Started' });
  await expect(unitChoice.getByRole('option')).toHaveText(['Choose a unit', 'A Safe Shop Floor']);
  await page.getByRole('button', { name: 'Save prerequisites' }).click();
  await expect(page.getByText('Choose the prerequisite unit.')).toBeVisible();
  await unitChoice.selectOption({ label: 'A Safe Shop Floor' });
  await page.getByRole('button', { name: 'Save prerequisites' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Prerequisites saved.' })).toBeVisible();
  // A Safe Shop Floor may not wait for Getting Started, which already waits for it.
  await page
    .getByRole('combobox', { name: 'Prerequisite of A Safe Shop Floor' })
    .selectOption({ label: 'Previous Unit' });
  await expect(
    page.getByRole('combobox', { name: 'Prerequisite unit of A Safe Shop Floor' }).getByRole('option'),
  ).toHaveText(['Choose a unit']);
  await page.getByRole('combobox', { name: 'Prerequisite of A Safe Shop Floor' }).selectOption({ index: 0 });

  const admin = await apiSignIn(request, 'admin');
  const units = await request.get(`/api/plan/${planId}/units`, { headers: admin.headers });
  const saved = (await units.json()) as {
    data: { unit_name: string; unit_id: number; prereq_type_id: number; prereq_unit_id: number | null }[];
  };
  const [first, second] = saved.data;
  expect(first?.unit_name).toBe('A Safe Shop Floor');
  expect(second).toMatchObject({
    unit_name: 'Getting Started',
    prereq_type_id: 1,
    prereq_unit_id: first?.unit_id,
  });

  // Copy a unit into the plan: one unit, and a name of at least 2 characters.
  await page.getByRole('link', { name: 'Back to the plan’s units' }).click();
  await expect(page).toHaveURL(/\/units\?exit=0$/);
  dialog = await openAddUnit(page, 'Copy unit');
  await dialog.getByRole('searchbox', { name: 'Search units' }).fill('Lifting');
  await dialog.getByRole('radio', { name: 'Lifting and Carrying' }).check();
  const copyName = dialog.getByRole('textbox', { name: 'Name of the copy' });
  await copyName.fill('L');
  await copyName.press('Enter');
  await expect(dialog.getByText('Name of the copy needs at least 2 characters')).toBeVisible();
  await copyName.fill(copiedUnitName);
  await copyName.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveText([
    'A Safe Shop Floor',
    'Getting Started',
    copiedUnitName,
  ]);

  // Publish it from the status step (straight there: the users step between them has its own journey).
  await page.goto(`/#/segment-admin/learning-plan/${planId}/status?exit=0`);
  await expect(page).toHaveURL(/\/status\?exit=0$/);
  await page.getByRole('radio', { name: 'Published' }).check();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/change-log\?exit=0$/);

  await page.goto(`/#/segment-admin/manage-learning-plan?term=${encodeURIComponent(planName)}`);
  const row = page.getByRole('row', { name: new RegExp(planName) });
  await expect(row.getByRole('cell', { name: 'Published' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible();

  // Restore the demo data: the plan goes to the archive.
  const archived = await request.put(`/api/plan/${planId}`, {
    headers: admin.headers,
    data: { plan_status_id: 3 },
  });
  expect(archived.ok()).toBe(true);
  // And the copied unit too, so its name is free again.
  const afterCopy = (await (
    await request.get(`/api/plan/${planId}/units`, { headers: admin.headers })
  ).json()) as { data: { unit_id: number; unit_name: string }[] };
  const copyId = afterCopy.data.find((unit) => unit.unit_name === copiedUnitName)?.unit_id;
  const copy = (await (
    await request.get(`/api/unit/${copyId}`, { headers: admin.headers })
  ).json()) as Record<string, unknown>;
  const archivedCopy = await request.put(`/api/unit/${copyId}`, {
    headers: admin.headers,
    data: {
      unit_name: copy.unit_name,
      unit_data: copy.unit_data,
      unit_list_data: copy.unit_list_data,
      unit_contents: copy.unit_contents,
      unit_status_id: 3,
    },
  });
  expect(archivedCopy.ok()).toBe(true);
});
