import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiSignIn } from './api';
import { signIn } from './pages';

/** Redeems a code as a demo account through the API, so the report has rows of its own. */
async function redeemAs(request: APIRequestContext, username: string, code: string) {
  const { authorization } = (await apiSignIn(request, username)).headers;
  const redeemed = await request.post('/api/segnocode/redeem', {
    form: { segnocode: code },
    headers: { authorization },
  });
  expect(redeemed.ok()).toBe(true);
}

/** RFC 4180 fields of a CSV file (quoted fields may hold commas, quotes and line ends). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (isQuoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') isQuoted = false;
      else field += character;
    } else if (character === '"') isQuoted = true;
    else if (character === ',') {
      record.push(field);
      field = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else field += character;
  }
  return records;
}

test('an admin exports the segnocode report as CSV and the file has the rows shown', async ({
  page,
  request,
}) => {
  // Two learners redeem the demo's redeemable code (others journeys may add more rows: all are compared).
  await redeemAs(request, 'salvarez', 'WELCOME1');
  await redeemAs(request, 'atanaka', 'WELCOME1');

  await signIn(page, 'admin');
  await page.goto('/#/segment-admin/segnocode-report?code=WELCOME1');
  const table = page.getByRole('table', { name: 'Learners who redeemed WELCOME1' });
  await expect(table.getByRole('row').filter({ hasText: 'atanaka' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'salvarez' })).toBeVisible();
  const shown = await table
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent ?? '')),
    );

  const summary = await page.getByText(/^Code for .+: \d+ redeemed$/).textContent();
  const count = Number(/(\d+) redeemed$/.exec(summary ?? '')?.[1]);
  expect(count).toBeGreaterThanOrEqual(shown.length);

  await page.getByRole('button', { name: 'Export' }).click();
  const options = page.getByRole('dialog', { name: 'Export' });
  await expect(options.getByRole('radio', { name: 'CSV (comma separated)' })).toBeChecked();
  await expect(options.getByRole('checkbox', { name: 'External ID' })).toBeChecked();
  await options.getByRole('button', { name: 'Export' }).click();

  // The download pop-up follows the job until the file is ready.
  const progress = page.getByRole('dialog', { name: 'Export' });
  const link = progress.getByRole('link', { name: 'Download' });
  await expect(link).toBeVisible({ timeout: 15_000 });
  await expect(progress.getByText(`Your file is ready: ${count} rows.`)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('segnocode-WELCOME1.csv');
  await expect(progress.getByText('Downloaded.')).toBeVisible();

  const bytes = await readFile((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [headings, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
  expect(headings).toEqual([
    'External ID',
    'First name',
    'Last name',
    'Location',
    'Location description',
    'Manager ID',
    'Redeemed on',
  ]);
  // Every redemption is in the file, in the report's order (external id ascending): its first page leads.
  expect(rows).toHaveLength(count);
  expect(rows.slice(0, shown.length).map((row) => row.slice(0, 3))).toEqual(shown);

  await progress.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
