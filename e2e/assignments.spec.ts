import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiSignIn } from './api';
import { signIn } from './pages';

/** Demo segment 3, 'Product Knowledge': assigned by the demo to `admin`'s team, not to `learner` (store S101). */
const segmentId = 3;
const segmentName = 'Product Knowledge';

async function adminHeaders(request: APIRequestContext) {
  return (await apiSignIn(request, 'admin')).headers;
}

/** Leaves the demo as it was if the journey stopped before deleting the assignment. */
async function removeAssignment(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const current = await request.get(`/api/segment/${segmentId}/assignment`, { headers });
  const { assignment_id } = (await current.json()) as { assignment_id: number | null };
  if (assignment_id !== null)
    expect((await request.delete(`/api/segment/${segmentId}/assignment`, { headers })).ok()).toBe(true);
}

const tally = (page: Page) => page.locator('[data-slot="criteria-editor-tally"]');
const assignedLearning = (page: Page) => page.getByRole('region', { name: 'Assigned learning' });

test('an admin assigns a segment to one store; a learner there sees it assigned; the admin removes it', async ({
  page,
  request,
}) => {
  try {
    await signIn(page, 'admin');
    await page.goto(`/#/segment-admin/segments/${segmentId}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: segmentName })).toBeVisible();
    await page.getByRole('navigation', { name: 'Steps' }).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(new RegExp(`#/segment-admin/segments/${segmentId}/users$`));

    // One blank rule, nobody yet; store S101 counts its 16 people before anything is saved.
    const rule = page.getByRole('group', { name: 'Rule 1' });
    await expect(tally(page)).toHaveText('0 users');
    await rule.getByLabel('Criterion').selectOption({ label: 'Location' });
    await rule.getByLabel('Operator').selectOption({ label: 'is' });
    await rule.getByLabel('Value').fill('S101');
    await expect(tally(page)).toHaveText('16 users');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(new RegExp(`#/segment-admin/segments/${segmentId}/status$`));

    // `learner` works in S101: the segment is now among her assigned learning.
    await page.context().clearCookies();
    await signIn(page, 'learner');
    await expect(assignedLearning(page).getByRole('link', { name: new RegExp(segmentName) })).toBeVisible();

    // The admin finds the saved rule and its tally, and removes the assignment.
    await page.context().clearCookies();
    await signIn(page, 'admin');
    await page.goto(`/#/segment-admin/segments/${segmentId}/users`);
    await expect(rule.getByLabel('Value')).toHaveValue('S101');
    await expect(tally(page)).toHaveText('16 users');
    await page.getByRole('button', { name: 'Remove assignment' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove assignment' }).click();
    await expect(tally(page)).toHaveText('0 users');
    await expect(rule.getByLabel('Value')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Remove assignment' })).toHaveCount(0);
    // Nothing changed on the blank rule: continue moves on without a refusal.
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(new RegExp(`#/segment-admin/segments/${segmentId}/status$`));

    // The learner no longer has it assigned.
    await page.context().clearCookies();
    await signIn(page, 'learner');
    await expect(assignedLearning(page)).toBeVisible();
    await expect(assignedLearning(page).getByRole('link', { name: new RegExp(segmentName) })).toHaveCount(0);
  } finally {
    await removeAssignment(request);
  }
});

test('an admin assigns a compliance content to one store and must say whether it is required', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const created = await request.post('/api/content', {
    headers,
    data: {
      name: `Allergen rules ${Date.now()}`,
      short_name: `Allergen ${Date.now() % 100_000}`,
      description: 'What every store must know about allergens.',
      type: 12,
      object_type: 'complianceContent',
      url: 'https://example.com/allergens',
      image_file: '/api/uploads/0123456789abcdef0123456789abcdef.png',
      points: '10',
      estimated_time: '5',
      content_owner_user_email: 'admin@segno.example',
    },
  });
  expect(created.status()).toBe(201);
  const { content_id: contentId } = (await created.json()) as { content_id: number };
  try {
    await signIn(page, 'admin');
    await page.goto(`/#/segment-admin/contents/${contentId}/edit`);
    await page.getByRole('navigation', { name: 'Steps' }).getByRole('link', { name: 'Add learners' }).click();
    await expect(page).toHaveURL(new RegExp(`#/segment-admin/contents/${contentId}/add-learner$`));
    const rule = page.getByRole('group', { name: 'Rule 1' });
    await rule.getByLabel('Criterion').selectOption({ label: 'Location' });
    await rule.getByLabel('Operator').selectOption({ label: 'is' });
    await rule.getByLabel('Value').fill('S205');
    await expect(tally(page)).toHaveText('16 users');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Default for assigned learners must be chosen')).toBeVisible();
    await page.getByRole('radio', { name: 'Required' }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).not.toHaveURL(/add-learner$/);

    const saved = await request.get(`/api/content/${contentId}/assignment`, { headers });
    expect(await saved.json()).toMatchObject({
      data: [{ type: 1, operator: 1, value: 'S205' }],
      tally_total: 16,
      default_required: true,
    });
  } finally {
    await request.delete(`/api/content/${contentId}/assignment`, { headers });
    await request.delete(`/api/content/${contentId}`, { headers });
  }
});
