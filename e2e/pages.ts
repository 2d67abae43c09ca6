import { expect, type Page } from '@playwright/test';

/** Signs a demo account in through the login screen (every demo password is 'demo'). */
export async function signIn(page: Page, username: string) {
  await page.goto(`/#/login?username=${username}`);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/home$/);
}

/** A 200x200 PNG drawn in the page's canvas: a real picture above the 150x150 minimum. */
export async function pictureFixture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 200;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#ea580c';
      context.fillRect(0, 0, 200, 200);
    }
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}
