import { expect, type Page, test } from '@playwright/test';
import { statsFromServer } from './api';

const tooShort = 'The search term must be at least 3 characters long.';

async function signIn(page: Page, username = 'learner') {
  await page.goto(`/#/login?username=${username}`);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/home$/);
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
}

test('a search of 2 characters shows the message and asks the server nothing', async ({ page }) => {
  await signIn(page);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/search/.test(request.url())) searches.push(request.url());
  });
  const box = page.getByRole('searchbox', { name: 'Search learning' });
  await box.fill('ab');
  await box.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: tooShort })).toBeVisible();
  await expect(page).toHaveURL(/#\/dashboard\/home$/);

  // Typed into the address, quotes are stripped first: '"ab"' is still too short.
  await page.goto('/#/dashboard/search/%22ab%22');
  await expect(page.getByRole('main').getByText(tooShort)).toBeVisible();
  expect(searches).toEqual([]);
});

test('searching safety finds the documents, filters to them and leads to one', async ({ page }) => {
  await signIn(page);
  const box = page.getByRole('searchbox', { name: 'Search learning' });
  await box.fill('safety');
  await box.press('Enter');
  await expect(page).toHaveURL(/#\/dashboard\/search\/safety$/);
  const results = page.getByRole('list', { name: 'Search results' });
  // A video and five documents: Store Safety Basics and four of the compliance plan's.
  await expect(results.getByRole('article')).toHaveCount(6);
  await expect(results.getByRole('link', { name: 'Store Safety Basics' })).toHaveAttribute(
    'href',
    '#/dashboard/content/23',
  );

  await page.getByRole('checkbox', { name: 'Document (5)' }).check();
  await expect(page).toHaveURL(/#\/dashboard\/search\/safety\?filter=type%3A11$/);
  await expect(results.getByRole('article')).toHaveCount(5);
  await expect(results.getByRole('link', { name: 'Fire Safety Refresher' })).toHaveCount(0);

  await page.getByRole('button', { name: /^Appears in\W+Store Safety Basics$/ }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Appears in' })
      .getByRole('link', { name: 'Customer Service Essentials' }),
  ).toBeVisible();
});

test('browse learning filters, switches tabs and order, keeping them in the address', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/dashboard/browse-learning');
  const segments = page.getByRole('list', { name: 'Segments' });
  await expect(segments.getByRole('heading', { level: 2 })).toHaveText([
    'Customer Service Essentials',
    'Product Knowledge',
    'Workplace Safety',
  ]);
  // Three segments fit one page of 20: no pager.
  await expect(page.getByRole('navigation', { name: 'Segment pages' })).toHaveCount(0);

  // learner is assigned 'Customer Service Essentials' and subscribed to 'Workplace Safety' themselves.
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: 'Assigned' }).check();
  await expect(page).toHaveURL(/#\/dashboard\/browse-learning\?filter=subscription%3Aassigned$/);
  await expect(segments.getByRole('heading', { level: 2 })).toHaveText(['Customer Service Essentials']);
  await expect(segments.getByRole('listitem').filter({ hasText: 'Assigned' })).toHaveCount(1);
  await page.reload();
  await expect(filters.getByRole('checkbox', { name: 'Assigned' })).toBeChecked();
  await expect(segments.getByRole('heading', { level: 2 })).toHaveText(['Customer Service Essentials']);
  await filters.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/browse-learning$/);
  await expect(segments.getByRole('heading', { level: 2 })).toHaveCount(3);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Newest first' });
  await expect(page).toHaveURL(/#\/dashboard\/browse-learning\?order_by=created_date$/);
  await expect(segments.getByRole('heading', { level: 2 }).first()).toHaveText('Product Knowledge');

  await page.getByRole('tab', { name: 'Plans' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/browse-learning\?tab=plans&order_by=created_date$/);
  const plans = page.getByRole('list', { name: 'Plans' });
  await expect(plans.getByRole('heading', { level: 2 })).toHaveCount(3);

  // A page past the end is an empty page with the pager to go back.
  await page.goto('/#/dashboard/browse-learning?tab=plans&page=2');
  await expect(page.getByRole('heading', { name: 'No plans to browse' })).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Plan pages' });
  await expect(pager).toHaveCount(0);
});

test('segment 1 home shows its seglets, medals and badges', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/dashboard/segments/1/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Service Essentials' })).toBeVisible();
  for (const name of ['Greeting', 'Listening', 'Resolving']) {
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Store Safety Basics' })).toHaveAttribute(
    'href',
    '#/dashboard/segments/1/seglets/1/content/23/home',
  );
  await expect(
    page.getByRole('list', { name: 'Medals of Customer Service Essentials' }).getByRole('listitem'),
  ).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'Badges of Customer Service Essentials' })).toBeVisible();
});

test('redeeming the demo code awards its points and the activity appears', async ({ page, request }) => {
  await signIn(page);
  const before = await statsFromServer(request, 'learner');
  await page.goto('/#/dashboard/browse-learning');
  const form = page.getByRole('form', { name: 'Redeem a code' });
  await form.getByRole('textbox', { name: 'SegnoCode' }).fill('welcome1');
  await form.getByRole('button', { name: 'Redeem' }).click();
  await expect(page).toHaveURL(/#\/redeem\/WELCOME1$/);

  const dialog = page.getByRole('dialog', { name: 'Your SegnoCode was redeemed.' });
  await expect(dialog.getByText('Refunds and Returns')).toBeVisible();
  await expect(dialog.getByText(/20 points/)).toBeVisible();
  const after = await statsFromServer(request, 'learner');
  expect(after.score).toBe(before.score + 20);

  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/home$/);
  await expect(
    page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem').first(),
  ).toContainText('Completed Refunds and Returns');
});

test('an unknown code shows the server’s message', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/redeem/NOPE123');
  const dialog = page.getByRole('alertdialog', { name: 'Oops. Something went wrong.' });
  await expect(dialog).toContainText('This SegnoCode does not exist. Check the code and try again.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/home$/);
});
