import { expect, type Page, test } from '@playwright/test';
import { apiSignIn } from './api';
import { pictureFixture, signIn } from './pages';

const unitName = 'Catalogue Starter Unit';
const planName = 'Catalogue Starter Path';

/** A group of the learner's unit tree: the canvas names the node; its state sits on the group's card inside. */
const learnerGroup = (page: Page, name: string) =>
  page.getByRole('group', { name, exact: true }).locator('[data-slot="unit-tree-group"]');

/** Finds a content by name in the editor's search and adds it: it waits in the sandbox. */
async function addContent(page: Page, term: string, name: string) {
  await page.getByRole('searchbox', { name: 'Search contents to add' }).fill(term);
  await page.getByRole('button', { name: `Add ${name} to the unit` }).click();
  await expect(
    page.getByRole('complementary', { name: 'Sandbox' }).getByText(name, { exact: true }),
  ).toBeVisible();
}

test('an admin builds a unit tree, adds the unit to a new plan and publishes it; a learner subscribes and sees the tree', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiSignIn(request, 'admin');
  await signIn(page, 'admin');

  // A new unit, alone: created, then opened in the editor, which says how to add contents.
  await page.goto('/#/segment-admin/units/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New unit' })).toBeVisible();
  await page.getByLabel('Unit name').fill(unitName);
  await page.getByRole('button', { name: 'Create unit' }).click();
  await expect(page).toHaveURL(/#\/segment-admin\/units\/\d+\/edit$/);
  const unitId = Number(/units\/(\d+)\/edit/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1, name: unitName })).toBeVisible();
  await expect(page.getByText('This unit has no contents yet.', { exact: false })).toBeVisible();

  // Three contents join the sandbox: contents `learner` has not completed and no other journey completes
  // (the tree below must show group 1 next and group 2 locked whatever ran before).
  await addContent(page, 'catalogue tour', 'Catalogue Tour');
  await addContent(page, 'product quiz', 'Product Quiz');
  await addContent(page, 'endorsement', 'Product Expert Endorsement');

  // Placed from the sandbox into two groups (by the place choices, in the list view), linked, 'any 1 of 2'.
  await page.getByRole('button', { name: 'List view' }).click();
  const list = page.getByRole('list', { name: 'List view' });
  await page.getByRole('combobox', { name: 'Place Catalogue Tour' }).selectOption({ label: 'New group' });
  await page.getByRole('combobox', { name: 'Place Product Quiz' }).selectOption({ label: 'Group 1' });
  await page
    .getByRole('combobox', { name: 'Place Product Expert Endorsement' })
    .selectOption({ label: 'New group' });
  await expect(page.getByRole('complementary', { name: 'Sandbox' })).toContainText(
    'No content waits in the sandbox.',
  );
  await expect(list.getByRole('heading')).toHaveText(['Group 1', 'Group 2']);
  await list
    .getByRole('combobox', { name: 'Link Group 1 to a child group' })
    .selectOption({ label: 'Group 2' });
  await list.getByRole('combobox', { name: 'Rule of Group 1' }).selectOption({ label: 'Any 1 of 2' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unit saved.' })).toBeVisible();

  const stored = await request.get(`/api/unit/${unitId}`, { headers: admin.headers });
  const unit = (await stored.json()) as {
    unit_status_id: number;
    unit_data: { group_id: number; content_col: number[]; parent_node: number[]; rule_case: number }[];
    unit_contents: { id: number; is_sandbox: boolean }[];
  };
  expect(unit.unit_status_id).toBe(2);
  const [first, second] = unit.unit_data;
  expect(first).toMatchObject({ content_col: [16, 19], rule_case: 1, parent_node: [-1] });
  expect(second).toMatchObject({ content_col: [21], rule_case: 0, parent_node: [first?.group_id] });
  expect(unit.unit_contents.every((entry) => !entry.is_sandbox)).toBe(true);

  // Save and close without a plan goes to manage units (exit code: no plan).
  await page.getByRole('button', { name: 'Save and close' }).click();
  await expect(page).toHaveURL(/#\/segment-admin\/manage-units$/);

  // A new plan takes the unit from its units step, then is published.
  await page.goto('/#/segment-admin/learning-plan/new');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('Name', { exact: true }).fill(planName);
  await page.getByLabel('Short name').fill('Catalogue');
  await page.getByLabel('Description').fill('Start with the catalogue, then its quiz or the returns.');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'picture.png',
    mimeType: 'image/png',
    buffer: await pictureFixture(page),
  });
  await expect(page.getByRole('img', { name: 'Image' })).toHaveAttribute('src', /\/api\/uploads\//);
  await page.getByRole('button', { name: 'Create' }).click();
  await page
    .getByRole('dialog', { name: 'Learning plan created' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(page).toHaveURL(/#\/segment-admin\/learning-plan\/\d+\/edit\?exit=0$/);
  const planId = Number(/learning-plan\/(\d+)\//.exec(page.url())?.[1]);
  await page.goto(`/#/segment-admin/learning-plan/${planId}/units?exit=0`);
  await page.getByRole('button', { name: 'Add unit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a unit to the plan' });
  await dialog.getByRole('radio', { name: 'Use existing unit' }).check();
  await dialog.getByRole('searchbox', { name: 'Search units' }).fill('Catalogue Starter');
  await dialog.getByRole('checkbox', { name: unitName }).check();
  await dialog.getByRole('button', { name: 'Add units' }).click();
  await expect(page.getByRole('table').getByRole('rowheader', { name: unitName })).toBeVisible();
  // Its edit link opens the unit editor inside the plan, which closes back to the plan's units.
  await page.getByRole('link', { name: `Edit ${unitName}` }).click();
  await expect(page).toHaveURL(new RegExp(`#/segment-admin/units/${unitId}/edit/plan/${planId}\\?exit=2$`));
  await expect(page.getByLabel('Unit name')).toHaveValue(unitName);
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/segment-admin/learning-plan/${planId}/units\\?exit=0$`));
  await page.goto(`/#/segment-admin/learning-plan/${planId}/status?exit=0`);
  await page.getByRole('radio', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/change-log\?exit=0$/);

  // The learner subscribes from browse learning and sees the tree: group 1 'any 1 of 2' next, group 2 after it.
  const learner = await apiSignIn(request, 'learner');
  try {
    await signIn(page, 'learner');
    await page.goto('/#/dashboard/browse-learning?tab=plans&order_by=created_date');
    const card = page.getByRole('article', { name: planName });
    await card.getByRole('button', { name: 'Subscribe' }).click();
    await expect(card.getByText('Subscribed')).toBeVisible();
    await page.goto(`/#/dashboard/learning-plan/${planId}`);
    await expect(page).toHaveURL(new RegExp(`#/dashboard/learning-plan/${planId}/unit/${unitId}/home$`));
    await expect(learnerGroup(page, 'Group 1')).toHaveAttribute('data-state', 'next');
    await expect(learnerGroup(page, 'Group 1')).toContainText('Complete any 1 of 2');
    await expect(learnerGroup(page, 'Group 1')).toContainText('Catalogue Tour');
    await expect(learnerGroup(page, 'Group 1')).toContainText('Product Quiz');
    await expect(learnerGroup(page, 'Group 2')).toHaveAttribute('data-state', 'locked');
    await expect(learnerGroup(page, 'Group 2')).toContainText('Product Expert Endorsement');
  } finally {
    // Restore the demo data: the learner leaves the plan, the plan and the unit go to the archive.
    await request.put(`/api/user/${learner.userId}/plan/${planId}/unsubscribe`, { headers: learner.headers });
    const archivedPlan = await request.put(`/api/plan/${planId}`, {
      headers: admin.headers,
      data: { plan_status_id: 3 },
    });
    expect(archivedPlan.ok()).toBe(true);
    const current = (await (await request.get(`/api/unit/${unitId}`, { headers: admin.headers })).json()) as {
      unit_name: string;
      unit_data: unknown[];
      unit_contents: unknown[];
    };
    const archivedUnit = await request.put(`/api/unit/${unitId}`, {
      headers: admin.headers,
      data: {
        unit_name: current.unit_name,
        unit_data: current.unit_data,
        unit_contents: current.unit_contents,
        unit_status_id: 3,
      },
    });
    expect(archivedUnit.ok()).toBe(true);
  }
});
