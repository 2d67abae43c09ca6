import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { statsFromServer } from './api';
import { dataDir } from './playwright.config';

const numberFormat = new Intl.NumberFormat('en-US');
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

test('a signed-out visitor gets the login page in the HTML, and the app takes it over with no empty page between', async ({
  page,
}) => {
  // Notes whether the root, once it held the server's copy of the login page, was ever left empty.
  await page.addInitScript(() => {
    const seen = { copy: false, emptied: false };
    Object.assign(window, { rootSeen: seen });
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root) return;
      if (root.querySelector('fieldset[inert]')) seen.copy = true;
      else if (seen.copy && root.childElementCount === 0) seen.emptied = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('<fieldset disabled inert>');
  expect(html).toContain('Sign in to Segno');

  await page.goto('/#/login?username=learner');
  // The app's own form: the copy's fields are disabled and had no username.
  await expect(page.getByLabel('Enterprise ID')).toHaveValue('learner');
  await expect(page.locator('#root fieldset[inert]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { rootSeen: object }).rootSeen)).toEqual({
    copy: true,
    emptied: false,
  });

  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/home$/);
  // Signed in, the server sends the page without the copy: a reload shows no login page on the way.
  const signedIn = await (await page.request.get('/')).text();
  expect(signedIn).toContain('<div id="root"></div>');
  expect(signedIn).not.toContain('Sign in to Segno');
});

test('the login form takes typing before the sign-in machine has arrived, and an early submit signs in once it has', async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let isRequested = false;
  await page.route('**/assets/sign-in-actor-*.js', async (route) => {
    isRequested = true;
    await held;
    await route.continue();
  });

  await page.goto('/#/login?username=learner&redirecturl=%2Fdashboard%2Fhome');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => isRequested).toBe(true);
  await expect(page).toHaveURL(/#\/login/);

  release();
  await expect(page).toHaveURL(/#\/dashboard\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Maya' })).toBeVisible();
});

test('five refused sign-ins in a row hold the account back, and the login screen says for how long', async ({
  page,
}) => {
  // An account of its own (unknown ones are throttled too), so no other journey is held back.
  const username = `throttled-${Date.now()}`;
  await page.goto('/#/login');
  await page.getByLabel('Enterprise ID').fill(username);
  await page.getByLabel('Password').fill('wrong-password');
  const signIn = page.getByRole('button', { name: 'Sign in' });
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth'));
    await signIn.click();
    expect((await answered).status()).toBe(401);
    await expect(page.getByRole('alert')).toHaveText('Invalid enterprise ID or password.');
  }
  await signIn.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Too many failed sign-in attempts. Try again in 15 minutes.',
  );
  await expect(page).toHaveURL(/#\/login/);
});

test('a signed-out learner is sent to login, is refused a wrong password, then lands where they wanted', async ({
  page,
  request,
}) => {
  await page.goto('/#/dashboard/home');
  await expect(page).toHaveURL(/#\/login\?redirecturl=%2Fdashboard%2Fhome$/);

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enterprise ID is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Enterprise ID').fill('learner');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid enterprise ID or password.');

  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome back, /);

  const stats = await statsFromServer(request, 'learner');
  expect(stats.score).toBeGreaterThan(0);
  const trigger = page.getByRole('button', {
    name: `Your progress: ${numberFormat.format(stats.score)} points`,
  });
  await expect(trigger).toBeVisible();
  await trigger.click();
  const popout = page.getByRole('dialog', { name: 'Your progress' });
  await expect(popout.getByText('Gold medals').locator('xpath=following-sibling::dd[1]')).toHaveText(
    String(stats.gold_count),
  );
  await expect(popout.getByText('Level').locator('xpath=following-sibling::dd[1]')).toHaveText(
    String(stats.level),
  );
  await expect(
    popout.getByText('Rank', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toContainText(`${stats.current_rank} of ${numberFormat.format(stats.rank_out_of)}`);
});

test('signing out ends the session on the server and returns to login', async ({ page }) => {
  await page.goto('/#/login?username=learner');
  await expect(page.getByLabel('Enterprise ID')).toHaveValue('learner');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/home$/);
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'session')?.value;
  expect(session).toBeTruthy();

  await page.getByRole('button', { name: /^Menu for / }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/#\/login$/);

  const stale = await page.request.get('/api/user/1/stats', {
    headers: { authorization: `Basic ${Buffer.from(`learner:${session}`).toString('base64')}` },
  });
  expect(stale.status()).toBe(401);

  await page.goto('/#/dashboard/home');
  await expect(page).toHaveURL(/#\/login\?redirecturl=/);
});

test('an admin sees the segment admin entry; a learner does not', async ({ page }) => {
  for (const [username, hasAdminEntry] of [
    ['admin', true],
    ['learner', false],
  ] as const) {
    await page.context().clearCookies();
    await page.goto(`/#/login?username=${username}`);
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/#\/dashboard\/home$/);
    await page.getByRole('button', { name: /^Menu for / }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'My learning' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Segment admin' })).toHaveCount(hasAdminEntry ? 1 : 0);
    await page.keyboard.press('Escape');
  }
});

test('a single-sign-on ticket signs in and goes to the redirect url', async ({ page }) => {
  const ticket = execFileSync('npm', ['run', '--silent', 'sso-ticket', '--', 'learner'], {
    cwd: repoRoot,
    env: { ...process.env, SEGNO_DATA_DIR: dataDir },
    encoding: 'utf8',
  }).trim();
  await page.goto(
    `/#/login?ticket=${encodeURIComponent(ticket)}&redirecturl=${encodeURIComponent('/dashboard/home')}`,
  );
  await expect(page).toHaveURL(/#\/dashboard\/home$/);
  await expect(page.getByRole('button', { name: /^Your progress: / })).toBeVisible();
});

test('a tampered ticket shows the server reason and stays on login', async ({ page }) => {
  await page.goto('/#/login?ticket=not-a-real-ticket');
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(page).toHaveURL(/#\/login/);
});

test('an unknown route goes to login, and public pages open without a session', async ({ page }) => {
  await page.goto('/#/no/such/page');
  await expect(page).toHaveURL(/#\/login$/);
  await page.getByRole('link', { name: 'Terms of use' }).click();
  await expect(page.getByRole('heading', { name: 'Terms of use' })).toBeVisible();
  await page.goto('/#/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
  await page.goto('/#/error');
  await expect(page.getByRole('heading', { name: 'Oh No! Something went wrong!' })).toBeVisible();
});

test('a session the server no longer knows is cleared and the learner is sent to login', async ({
  page,
  baseURL,
}) => {
  const stale = { user_id: '1', username: 'learner', session: 'a-session-the-server-never-issued' };
  await page
    .context()
    .addCookies(Object.entries(stale).map(([name, value]) => ({ name, value, url: baseURL })));
  await page.goto('/#/dashboard/home');
  await expect(page).toHaveURL(/#\/login\?redirecturl=%2Fdashboard%2Fhome$/);
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('session');
});
