import { expect, test } from '@playwright/test';
import { pictureFixture, signIn } from './pages';

test('the security headers let every main screen work: no Content-Security-Policy violation', async ({
  page,
}) => {
  // Init scripts run outside the page's policy; the page reports each violation as a DOM event.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  // Legal reads reports and opens the admin screens; no other journey looks at their picture.
  await signIn(page, 'legal');
  const home = await page.request.get('/');
  expect(home.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(home.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome back, /);
  // A picture: previewed from a blob: URL while cropped, then served from /api/uploads.
  await page.goto('/#/user-profile');
  await page.getByRole('button', { name: 'Change picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your picture' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pictureFixture(page) });
  await dialog.getByRole('button', { name: 'Upload picture' }).click();
  await expect(dialog.getByText('Your picture is uploaded.')).toBeVisible();
  await page.keyboard.press('Escape');
  const picture = page.getByRole('img', { name: 'Hannah Brooks' });
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(144);
  expect(await violations()).toEqual([]);

  // The charts (recharts: SVG with inline styles), a document content, the unit editor's canvas (React Flow).
  await page.goto('/#/report-dashboard/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports overview' })).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.goto('/#/dashboard/segments/1/content/23');
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.goto('/#/segment-admin/units/new');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});
