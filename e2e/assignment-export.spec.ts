import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiSignIn } from './api';
import { signIn } from './pages';

/** Demo segment 3, 'Product Knowledge': no saved assignment in the demo (the journey saves one, then removes it). */
const segmentId = 3;
const store = 'S101';

/** Leaves the demo as it was, whether or not the journey got that far. */
async function removeAssignment(request: APIRequestContext) {
  const { headers } = await apiSignIn(request, 'admin');
  const current = await request.get(`/api/segment/${segmentId}/assignment`, { headers });
  const { assignment_id } = (await current.json()) as { assignment_id: number | null };
  if (assignment_id !== null)
    expect((await request.delete(`/api/segment/${segmentId}/assignment`, { headers })).ok()).toBe(true);
}

test('an admin exports the users a segment assignment picks as CSV: the file has the users the tally counts', async ({
  page,
  request,
}) => {
  try {
    await signIn(page, 'admin');
    await page.goto(`/#/segment-admin/segments/${segmentId}/users`);
    const tally = page.locator('[data-slot="criteria-editor-tally"]');
    await expect(tally).toHaveText('0 users');
    // Nothing saved yet: nothing to export.
    await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);

    const rule = page.getByRole('group', { name: 'Rule 1' });
    await rule.getByLabel('Criterion').selectOption({ label: 'Location' });
    await rule.getByLabel('Operator').selectOption({ label: 'is' });
    await rule.getByLabel('Value').fill(store);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(new RegExp(`#/segment-admin/segments/${segmentId}/status$`));

    await page.goto(`/#/segment-admin/segments/${segmentId}/users`);
    await expect(rule.getByLabel('Value')).toHaveValue(store);
    await expect(tally).toHaveText(/^\d+ users$/);
    const count = Number(/^(\d+)/.exec((await tally.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(1);

    // An unsaved change would make the file differ from the rules shown: Export waits for the save.
    await rule.getByLabel('Value').fill('S102');
    await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
    await expect(page.getByText('Save your changes to export the users they pick.')).toBeVisible();
    await rule.getByLabel('Value').fill(store);
    await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();

    await page.getByRole('button', { name: 'Export' }).click();
    const options = page.getByRole('dialog', { name: 'Export' });
    await expect(options.getByRole('radio', { name: 'CSV (comma separated)' })).toBeChecked();
    await expect(options.getByRole('checkbox', { name: 'Username' })).toBeChecked();
    await options.getByRole('button', { name: 'Export' }).click();

    const progress = page.getByRole('dialog', { name: 'Export' });
    const link = progress.getByRole('link', { name: 'Download' });
    await expect(link).toBeVisible({ timeout: 15_000 });
    await expect(progress.getByText(`Your file is ready: ${count} rows.`)).toBeVisible();
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`segment-${segmentId}-assignment.csv`);

    const bytes = await readFile((await download.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Demo names and codes hold no comma or quote, so plain splitting reads this file.
    const [headings = [], ...rows] = bytes
      .subarray(3)
      .toString('utf8')
      .split('\r\n')
      .filter((line) => line !== '')
      .map((line) => line.split(','));
    expect(headings).toEqual([
      'User ID',
      'Username',
      'First name',
      'Last name',
      'E-mail',
      'Store',
      'Department',
      'Job code',
      'Manager ID',
      'Required or optional',
    ]);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row[1])).size).toBe(count);
    for (const row of rows) {
      expect(row).toHaveLength(headings.length);
      expect(row[5]).toBe(store);
      expect(row[9]).toBe('Required');
    }
    // `learner` works in S101.
    expect(rows.map((row) => row[1])).toContain('learner');

    await progress.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } finally {
    await removeAssignment(request);
  }
});
