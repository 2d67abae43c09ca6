import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiSignIn } from './api';
import { signIn } from './pages';

/**
 * A demo content no other journey uses ('New Arrivals: Spring', content 20 in segment 3), given two
 * prerequisites of its segment no other journey uses and the demo learner has not completed ('Catalogue
 * Tour' 16, 'Product Expert Endorsement' 21), with the rule '1 of'. Undone at the end, also when the journey
 * fails half-way.
 */
const contentId = 20;
const segmentId = 3;
const prerequisites = [
  { id: 16, name: 'Catalogue Tour' },
  { id: 21, name: 'Product Expert Endorsement' },
];

/** Takes the prerequisites off through the API (idempotent), leaving the demo as it was. */
async function undo(request: APIRequestContext) {
  const { headers } = await apiSignIn(request, 'admin');
  for (const { id } of prerequisites)
    await request.delete(`/api/content/${contentId}/prerequisite/${id}`, { headers });
  await request.put(`/api/content/${contentId}/prerequisite_rule`, {
    headers,
    data: { prerequisite_rule: null },
  });
}

// Two sign-ins and the locking step's 2000 ms autosave take longer than the default 30 s allows on 2 cores.
test.setTimeout(60_000);
test.afterEach(async ({ request }) => undo(request));

async function openStep(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Steps' }).getByRole('link', { name }).click();
}

test('an admin gives a content prerequisites and the rule 1 of 2; a learner then finds it locked', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  await page.goto(`/#/segment-admin/contents/${contentId}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'New Arrivals: Spring' })).toBeVisible();
  await openStep(page, 'Relationships');
  await expect(page).toHaveURL(new RegExp(`#/segment-admin/contents/${contentId}/relationships$`));
  const relationships = page.getByRole('region', { name: 'Relationships' });
  await expect(
    relationships.getByText('No prerequisites. Learners can take this content at once.'),
  ).toBeVisible();
  // Where it appears: its segment and seglet, read-only.
  await expect(relationships.getByRole('list', { name: 'Where it appears' })).toContainText(
    'Segment Product Knowledge, seglet New Arrivals',
  );

  const search = relationships.getByRole('searchbox', { name: 'Find a content to require first' });
  for (const { name } of prerequisites) {
    await search.fill(name);
    await relationships.getByRole('button', { name: `Add ${name} as a prerequisite` }).click();
    await expect(
      relationships.getByRole('list', { name: 'Prerequisites' }).getByText(name, { exact: true }),
    ).toBeVisible();
  }
  // The content itself is never offered.
  await search.fill('New Arrivals');
  await expect(relationships.getByText('No other content matches.')).toBeVisible();

  await openStep(page, 'Locking');
  const locking = page.getByRole('region', { name: 'Locking' });
  await expect(locking.getByRole('radio', { name: 'All of the prerequisites' })).toBeChecked();
  await locking.getByRole('radio', { name: 'Some of them' }).check();
  await locking.getByLabel('How many').selectOption('1');
  await expect(locking.getByText('Locked until 1 of 2 prerequisites are complete.')).toBeVisible();
  // Saved 2000 ms after the last change.
  await expect(locking.locator('[data-slot="locking-rule-autosave"]')).toHaveText('Saved', { timeout: 5000 });
  await page.reload();
  await expect(locking.getByLabel('How many')).toHaveValue('1');

  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signIn(learner, 'learner');
  await learner.goto(`/#/dashboard/segments/${segmentId}/content/${contentId}`);
  const locked = learner.getByRole('dialog', { name: 'This content is locked' });
  await expect(locked).toBeVisible();
  await expect(locked).toContainText('Complete 1 of these first:');
  for (const { name } of prerequisites) await expect(locked.getByRole('link', { name })).toBeVisible();
  await learnerContext.close();

  // Undone from the relationships step: without prerequisites the content is not locked.
  await openStep(page, 'Relationships');
  for (const { name } of prerequisites)
    await relationships.getByRole('button', { name: `Remove prerequisite ${name}` }).click();
  await expect(
    relationships.getByText('No prerequisites. Learners can take this content at once.'),
  ).toBeVisible();
  await openStep(page, 'Locking');
  await expect(locking.getByText(/This content has no prerequisites, so it is not locked/)).toBeVisible();
});
