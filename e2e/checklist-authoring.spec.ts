import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiSignIn } from './api';
import { signIn } from './pages';

/** The demo checklist content ('Service Recovery Checklist', content 7, segment 1). */
const checklistContentId = 7;

test('an admin creates a checklist of 3 items, renames one, puts it on a checklist content; a learner fills it in', async ({
  page,
  browser,
  request,
}) => {
  // The demo content's own checklist goes back on it at the end, so the demo stays as seeded.
  const { headers } = await apiSignIn(request, 'admin');
  const seeded = await request.get(`/api/content/${checklistContentId}/checklist`, { headers });
  const { checklist_id: seededChecklistId } = (await seeded.json()) as { checklist_id: number | null };
  try {
    await authorChecklist(page, browser);
  } finally {
    await request.put(`/api/content/${checklistContentId}/checklist`, {
      headers,
      data: { checklist_id: seededChecklistId },
    });
  }
});

async function authorChecklist(page: Page, browser: Browser) {
  await signIn(page, 'admin');
  await page.goto('/#/segment-admin/home');
  await page
    .getByRole('link', { name: 'Create' })
    .and(page.locator('[href$="/segment-admin/checklists/new"]'))
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'New checklist' })).toBeVisible();

  // Saving with an empty item shows the item's message; nothing is created.
  await page.getByRole('textbox', { name: 'Checklist name' }).fill('Till closing');
  await page.getByRole('textbox', { name: 'Item 1' }).fill('Count the till');
  await page.getByRole('textbox', { name: 'Item 3' }).fill('Lock the drawer');
  await page.getByRole('button', { name: 'Create checklist' }).click();
  await expect(page.getByText('Item 2 is required')).toBeVisible();
  await expect(page).toHaveURL(/#\/segment-admin\/checklists\/new$/);
  await page.getByRole('textbox', { name: 'Item 2' }).fill('Bag the coins');
  await page.getByRole('button', { name: 'Create checklist' }).click();
  await expect(page).toHaveURL(/#\/segment-admin\/checklists\/\d+\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit checklist' })).toBeVisible();

  // Rename the second item and move the third up; a reload shows both saved.
  const second = page.getByRole('textbox', { name: 'Item 2' });
  await expect(second).toHaveValue('Bag the coins');
  await second.fill('Bag and label the coins');
  await page.getByRole('button', { name: 'Move item 3 up' }).click();
  await page.getByRole('button', { name: 'Save checklist' }).click();
  await expect(page.getByText('Checklist saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Item \d$/ })).toHaveCount(3);
  await expect(page.getByRole('textbox', { name: 'Item 2' })).toHaveValue('Lock the drawer');
  await expect(page.getByRole('textbox', { name: 'Item 3' })).toHaveValue('Bag and label the coins');

  // The checklist content's edit step picks it; saved at once.
  await page.goto(`/#/segment-admin/contents/${checklistContentId}/edit`);
  await page.getByRole('combobox', { name: 'Checklist' }).selectOption({ label: 'Till closing' });
  await expect(page.getByText('Checklist saved for this content.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Checklist' })).toHaveValue(/\d+/);
  await expect(page.getByRole('combobox', { name: 'Checklist' }).locator('option:checked')).toHaveText(
    'Till closing',
  );

  // The learner sees the new checklist's items, in the saved order, and fills it in.
  const learnerPage = await (await browser.newContext()).newPage();
  await signIn(learnerPage, 'learner');
  await learnerPage.goto(`/#/dashboard/segments/1/content/${checklistContentId}`);
  await learnerPage.getByRole('link', { name: 'Fill in the checklist' }).click();
  const boxes = learnerPage.getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  await expect(learnerPage.getByText('Till closing')).toBeVisible();
  const labels = ['Count the till', 'Lock the drawer', 'Bag and label the coins'];
  for (const label of labels) {
    // Each check is saved at once (PUT /user_checklist/{id}).
    const saved = learnerPage.waitForResponse(
      (response) => response.url().includes('/user_checklist/') && response.request().method() === 'PUT',
    );
    await learnerPage.getByRole('checkbox', { name: label }).check();
    await saved;
  }
  await expect(learnerPage.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled();
  await learnerPage.reload();
  for (const label of labels) await expect(learnerPage.getByRole('checkbox', { name: label })).toBeChecked();
}

test('an admin maps responsibilities to a compliance content: a suggestion, a new name, a repeat cleared', async ({
  page,
  request,
}) => {
  // A compliance content of its own (archived at the end), so the demo's contents stay as seeded.
  const { headers } = await apiSignIn(request, 'admin');
  const stamp = Date.now();
  const created = await request.post('/api/content', {
    headers,
    data: {
      name: `Cash office rules ${stamp}`,
      short_name: `Cash ${stamp % 100_000}`,
      description: 'Who may open the cash office, and when.',
      type: 12,
      object_type: 'complianceContent',
      url: 'https://example.com/cash-office',
      image_file: '/api/uploads/0123456789abcdef0123456789abcdef.png',
      points: '10',
      estimated_time: '5',
      content_owner_user_email: 'admin@segno.example',
    },
  });
  expect(created.status()).toBe(201);
  const { content_id: complianceContentId } = (await created.json()) as { content_id: number };
  try {
    await mapResponsibilities(page, complianceContentId);
  } finally {
    await request.delete(`/api/content/${complianceContentId}`, { headers });
  }
});

async function mapResponsibilities(page: Page, complianceContentId: number) {
  await signIn(page, 'admin');
  await page.goto(`/#/segment-admin/contents/${complianceContentId}/edit`);
  await page
    .getByRole('navigation', { name: 'Steps' })
    .getByRole('link', { name: 'Responsibilities' })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`#/segment-admin/contents/${complianceContentId}/map-responsibilities$`),
  );
  const fields = page.getByRole('combobox', { name: /^Responsibility \d$/ });
  await expect(fields).toHaveCount(5);

  // Nothing filled: at least one is needed.
  await page.getByRole('button', { name: 'Save responsibilities' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Enter at least one responsibility.' }),
  ).toBeVisible();

  // A known responsibility (the manager approvals' 'Cash Handling') picked from the suggestions.
  await page.getByRole('combobox', { name: 'Responsibility 1' }).fill('cash');
  await page.getByRole('option', { name: 'Cash Handling' }).click();
  await page.getByRole('combobox', { name: 'Responsibility 2' }).fill('Forklift driving');
  await page.getByRole('combobox', { name: 'Responsibility 3' }).fill('CASH HANDLING');
  await page.getByRole('combobox', { name: 'Responsibility 4' }).fill('x');
  await page.getByRole('button', { name: 'Save responsibilities' }).click();
  await expect(page.getByText('A responsibility needs at least 2 characters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear responsibility 4' }).click();
  await page.getByRole('button', { name: 'Save responsibilities' }).click();
  await expect(page.getByText('Responsibilities saved. Repeated names were cleared.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Responsibility 1' })).toHaveValue('Cash Handling');
  await expect(page.getByRole('combobox', { name: 'Responsibility 2' })).toHaveValue('Forklift driving');
  await expect(page.getByRole('combobox', { name: 'Responsibility 3' })).toHaveValue('');
  await page.getByRole('navigation', { name: 'Steps' }).getByRole('link', { name: 'Change log' }).click();
  await expect(page.getByText(/changed responsibilities/).first()).toBeVisible();
}
