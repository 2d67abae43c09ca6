import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiSignIn } from './api';
import { signIn } from './pages';

const demoAlert = 'Segno will be unavailable for planned maintenance on Saturday from 10 pm to midnight.';
const newAlert = 'Quiz night: the Allergen Awareness segment doubles its points this Friday.';

const alertBar = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Leaves the demo as it was: its maintenance alert published (a new row once the journey deleted it). */
async function restoreDemoAlert(request: APIRequestContext) {
  const { headers } = await apiSignIn(request, 'admin');
  const current = (await (await request.get('/api/alert/admin', { headers })).json()) as {
    data: { alert_id: number; alert_text: string; alert_status: number }[];
  };
  const [alert] = current.data;
  if (alert?.alert_text === demoAlert && alert.alert_status === 1) return;
  // Stopped before the delete: the demo alert still holds the journey's text. Deleted: the current alert is
  // the demo's unpublished one, which stays as it is.
  const restored =
    alert?.alert_text === newAlert
      ? await request.put(`/api/alert/${alert.alert_id}`, {
          headers,
          data: { alert_text: demoAlert, alert_status: 1 },
        })
      : await request.post('/api/alert', { headers, data: { alert_text: demoAlert, alert_status: 1 } });
  expect(restored.ok()).toBe(true);
}

test('an admin publishes the system alert, a learner sees it, and saving it empty deletes it', async ({
  page,
  browser,
  request,
}) => {
  try {
    await signIn(page, 'admin');
    await page.goto('/#/segment-admin/system-alert');
    await expect(page.getByRole('heading', { level: 1, name: 'System alert' })).toBeVisible();
    const text = page.getByRole('textbox', { name: 'Alert text' });
    await expect(text).toHaveValue(demoAlert);

    await text.fill(newAlert);
    await expect(page.getByText(`${newAlert.length} / 200`)).toBeVisible();
    const published = page.getByRole('switch', { name: 'Published' });
    if ((await published.getAttribute('aria-checked')) !== 'true') await published.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Alert saved.' })).toBeVisible();

    // The learner, in a browser of their own, sees the new alert in the bar.
    const learnerContext = await browser.newContext();
    const learnerPage = await learnerContext.newPage();
    await signIn(learnerPage, 'learner');
    await expect(alertBar(learnerPage, newAlert)).toBeVisible();

    // Spec: saving an empty text on a published alert deletes it.
    await text.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Alert deleted.' })).toBeVisible();
    await expect(text).not.toHaveValue(newAlert);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Alert text' })).not.toHaveValue(newAlert);

    await learnerPage.reload();
    await expect(learnerPage.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
    await expect(alertBar(learnerPage, newAlert)).toHaveCount(0);
    await expect(learnerPage.locator('[data-slot="system-alert-bar"]')).toHaveCount(0);
    await learnerContext.close();
  } finally {
    await restoreDemoAlert(request);
  }
});
