import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiSignIn, statsFromServer } from './api';
import { pictureFixture, signIn } from './pages';

const numberFormat = new Intl.NumberFormat('en-US');

/** A signed-in API session for a demo account, to read what the server holds. */
async function apiSession(request: APIRequestContext, username: string) {
  const {
    userId: user_id,
    headers: { authorization },
  } = await apiSignIn(request, username);
  return {
    userId: user_id,
    get: (path: string) => request.get(`/api${path}`, { headers: { authorization } }),
  };
}

type Profile = { medals: unknown[]; badges: unknown[]; first_name: string; last_name: string };

test('a learner opens their profile from the menu and changes their picture', async ({ page, request }) => {
  await signIn(page, 'learner');
  await page.getByRole('button', { name: 'Menu for Maya Chen' }).click();
  await page.getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/#\/user-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();

  const stats = await statsFromServer(request, 'learner');
  const statsRegion = page.getByRole('region', { name: 'Stats' });
  await expect(
    statsRegion.getByText('Score', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(numberFormat.format(stats.score));
  const learner = await apiSession(request, 'learner');
  const profile = (await (await learner.get(`/user/${learner.userId}/profile`)).json()) as Profile;
  expect(profile.medals.length).toBeGreaterThan(0);
  await expect(page.getByRole('list', { name: 'Medals' }).getByRole('listitem')).toHaveCount(
    Math.min(profile.medals.length, 6),
  );
  await expect(page.getByRole('list', { name: 'Badges' }).getByRole('listitem')).toHaveCount(
    Math.min(profile.badges.length, 8),
  );
  await expect(page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem')).toHaveCount(5);

  await page.getByRole('button', { name: 'Change picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your picture' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await pictureFixture(page),
  });
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/upload'));
  const set = page.waitForResponse((response) => /\/api\/user\/\d+\/profile-image$/.test(response.url()));
  await dialog.getByRole('button', { name: 'Upload picture' }).click();
  expect((await uploaded).status()).toBe(200);
  expect((await set).status()).toBe(200);
  await expect(dialog.getByText('Your picture is uploaded.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const picture = page.getByRole('img', { name: 'Maya Chen' });
  await expect(picture).toHaveAttribute('src', /\/api\/uploads\/[0-9a-f]+\.png$/);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(144);
  await page.reload();
  await expect(page.getByRole('img', { name: 'Maya Chen' })).toHaveAttribute('src', /\/api\/uploads\//);
});

test('another learner’s profile shows their medals and badges but no picture change', async ({
  page,
  request,
}) => {
  const learner = await apiSession(request, 'learner');
  const board = (await (await learner.get(`/leaderboard?around=${learner.userId}`)).json()) as {
    data: { user_id: number }[];
  };
  const other = board.data.find((leader) => leader.user_id !== learner.userId);
  if (!other) throw new Error('No other learner on the leaderboard');
  const profile = (await (await learner.get(`/user/${other.user_id}/profile`)).json()) as Profile;

  await signIn(page, 'learner');
  await page.goto(`/#/user/${other.user_id}/profile`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${profile.first_name} ${profile.last_name}` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Medals' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Badges' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change picture' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'My recent activity' })).toHaveCount(0);
});

test('a manager sees their team on the home page and opens a managee’s profile', async ({
  page,
  request,
}) => {
  const manager = await apiSession(request, 'manager');
  const team = (await (await manager.get(`/manager/${manager.userId}/profiles`)).json()) as {
    total_managees: number;
    data: { user_id: number; first_name: string; last_name: string }[];
  };
  const [first] = team.data;
  if (!first) throw new Error('The demo manager has no team');

  await signIn(page, 'manager');
  const widget = page.getByRole('region', { name: 'My team' });
  await expect(widget).toContainText(`${team.total_managees} people`);
  const name = `${first.first_name} ${first.last_name}`;
  await widget.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`#/user/${first.user_id}/profile$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change picture' })).toHaveCount(0);
});

test('a learner who manages nobody sees no team widget', async ({ page }) => {
  await signIn(page, 'learner');
  await expect(page.getByRole('region', { name: 'My recent activity' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'My team' })).toHaveCount(0);
});
