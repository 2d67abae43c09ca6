import { expect, type Page, test } from '@playwright/test';
import { apiSignIn, statsFromServer } from './api';

const numberFormat = new Intl.NumberFormat('en-US');

async function signInAsLearner(page: Page) {
  await page.goto('/#/login?username=learner');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/home$/);
}

/** The value a StatsSummary shows beside a label. */
function statValue(page: Page, label: string) {
  const progress = page.getByRole('region', { name: 'Your progress' });
  return progress.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
}

test('the dashboard shows the learner’s score and rank as the server holds them', async ({
  page,
  request,
}) => {
  await signInAsLearner(page);
  const stats = await statsFromServer(request, 'learner');
  await expect(statValue(page, 'Score')).toHaveText(numberFormat.format(stats.score));
  await expect(statValue(page, 'Rank')).toContainText(
    `${numberFormat.format(stats.current_rank)} of ${numberFormat.format(stats.rank_out_of)}`,
  );
  await expect(statValue(page, 'Gold medals')).toHaveText(String(stats.gold_count));
});

test('entering the dashboard reads the team once, for the menu and the home alike', async ({ page }) => {
  const teamReads: string[] = [];
  page.on('request', (request) => {
    if (/^\/api\/manager\/\d+\/profiles$/.test(new URL(request.url()).pathname))
      teamReads.push(request.url());
  });
  await signInAsLearner(page);
  await expect(page.getByRole('list', { name: 'Network activity' })).toBeVisible();
  expect(teamReads).toHaveLength(1);
});

test('the inactivity watcher’s code is fetched once the dashboard has painted, not before', async ({
  page,
  context,
}) => {
  await signInAsLearner(page);
  // A page of its own: the resource timings of a fresh load, with the session kept.
  const opened = await context.newPage();
  await opened.goto('/#/dashboard/home');
  // A file's resource timing is recorded once it has arrived, not when it is asked for.
  await expect
    .poll(() =>
      opened.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/inactivity-watcher-[^/]*\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);
  const timings = await opened.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    watcher: performance
      .getEntriesByType('resource')
      .find((entry) => /\/inactivity-watcher-[^/]*\.js$/.test(entry.name))?.startTime,
  }));
  expect(timings.firstPaint).toBeDefined();
  expect(timings.watcher).toBeGreaterThan(timings.firstPaint ?? Number.POSITIVE_INFINITY);
});

test('a like on a network activity counts once and survives a reload', async ({ page }) => {
  await signInAsLearner(page);
  const items = page.getByRole('list', { name: 'Network activity' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const pressedStates = await items.evaluateAll((nodes) =>
    nodes.map((node) => node.querySelector('[aria-pressed]')?.getAttribute('aria-pressed')),
  );
  const index = pressedStates.indexOf('false');
  expect(index).toBeGreaterThanOrEqual(0);
  const likeButton = () => items.nth(index).getByRole('button', { name: /^Like, / });
  const before = Number(await likeButton().getByText(/^\d+$/).textContent());

  const liked = page.waitForResponse((response) => /\/api\/network\/\d+\/like$/.test(response.url()));
  await likeButton().click();
  expect((await liked).status()).toBe(200);
  await expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
  await expect(likeButton()).toHaveAccessibleName(
    `Like, ${before + 1} ${before + 1 === 1 ? 'like' : 'likes'}`,
  );

  await page.reload();
  await expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
  await expect(likeButton().getByText(/^\d+$/)).toHaveText(String(before + 1));
});

test('a dismissed recommendation leaves and stays gone after a reload', async ({ page }) => {
  await signInAsLearner(page);
  const list = page.getByRole('list', { name: 'Recommendations' });
  const dismiss = list.getByRole('button', { name: /^Dismiss / }).first();
  await expect(dismiss).toBeVisible();
  const label = (await dismiss.getAttribute('aria-label')) ?? '';
  expect(label).toMatch(/^Dismiss .+/);

  // The same content can be both recommended and popular: count the buttons rather than expect none.
  const sameName = page.getByRole('button', { name: label, exact: true });
  const countBefore = await sameName.count();

  const dismissed = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && /\/api\/recommendations\//.test(response.url()),
  );
  await dismiss.click();
  expect((await dismissed).ok()).toBe(true);
  await expect(sameName).toHaveCount(countBefore - 1);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome back, /);
  await expect(list.getByRole('button', { name: /^Dismiss / }).first()).toBeVisible();
  await expect(sameName).toHaveCount(countBefore - 1);
});

test('the leaderboard opens around the learner and loads the rest of the board as it scrolls', async ({
  page,
  request,
}) => {
  const { headers } = await apiSignIn(request, 'learner');
  const placeOnServer = async (offset: number) => {
    const answer = await request.get(`/api/leaderboard?_offset=${offset}&_limit=1`, { headers });
    return (await answer.json()) as { data: { first_name: string; last_name: string }[]; total: number };
  };
  const { total, data: first } = await placeOnServer(0);
  const { data: last } = await placeOnServer(total - 1);
  const pagesAsked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === '/api/leaderboard') pagesAsked.push(url.search);
  });

  await signInAsLearner(page);
  await page.goto('/#/dashboard/leaderboard');
  const board = page.getByRole('region', { name: 'Leaderboard rankings' });
  await expect(board.locator('li[aria-current="true"]')).toContainText('(you)');
  expect(pagesAsked).toEqual([expect.stringContaining('around=')]);
  for (const [place, leader] of [
    [total, last[0]],
    [1, first[0]],
  ] as const) {
    const row = board.locator(`li[aria-posinset="${place}"]`);
    await expect(async () => {
      await board.evaluate((area, toEnd) => {
        area.scrollTop = toEnd ? area.scrollHeight : 0;
      }, place === total);
      await expect(row).toContainText(`${leader?.first_name} ${leader?.last_name}`, { timeout: 500 });
    }).toPass();
    await expect(row).toHaveAttribute('aria-setsize', String(total));
  }
  expect(pagesAsked.length).toBeGreaterThan(1);
  expect(pagesAsked.slice(1)).toEqual(pagesAsked.slice(1).map(() => expect.stringContaining('_offset=')));
});

test('the segment leaderboard marks the learner’s own row', async ({ page }) => {
  await signInAsLearner(page);
  await page.goto('/#/dashboard/leaderboard?id=1');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  const ownRow = page.locator('li[aria-current="true"]');
  await expect(ownRow).toBeVisible();
  await expect(ownRow).toContainText('(you)');
  await expect(ownRow).toContainText('Maya Chen');
});
