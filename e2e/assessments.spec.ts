import { expect, test } from '@playwright/test';
import { signIn } from './pages';

// The e2e server starts on a fresh copy of the demo data (playwright.config.ts), and the API has no call that
// deletes an assessment: the one this journey makes is told apart by a note no other run writes.
test('a learner opens the assessment tool, assesses a peer from suggestions (N/A included), saves, finds it listed and edits it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const marker = `E2E ${Date.now()}`;
  await signIn(page, 'learner');

  // The dashboard links to the tool while it is enabled (the demo's definitions enable it).
  await page.getByRole('link', { name: 'Open your skill assessments' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/assessment\/tool$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Skill assessments' })).toBeVisible();
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort).toHaveValue('alphabetical');

  await page.getByRole('link', { name: 'New assessment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New assessment' })).toBeVisible();

  // Job role and person from suggestions: one character asks nothing, two do.
  const jobRole = page.getByRole('combobox', { name: 'Job role' });
  await jobRole.pressSequentially('S');
  // Longer than the 300 ms debounce: a one-character term would have been answered by now.
  await page.waitForTimeout(800);
  await expect(page.getByRole('listbox', { name: 'Job role' })).toHaveCount(0);
  await jobRole.pressSequentially('tore');
  await page.getByRole('option', { name: 'Store Safety Lead' }).click();
  await expect(page.getByRole('slider', { name: 'Hazard spotting' })).toBeVisible();
  await expect(page.getByRole('slider')).toHaveCount(3);

  const assessee = page.getByRole('combobox', { name: 'Person assessed' });
  await assessee.pressSequentially('Sofia');
  await page.getByRole('option', { name: 'Sofia Alvarez' }).click();
  await page.getByRole('combobox', { name: 'Assessor role' }).selectOption({ label: 'Peer' });
  await page.getByRole('textbox', { name: 'Assessment date' }).fill('11/20/2026');

  // Ratings by keyboard, one N/A; notes are required for each.
  const hazard = page.getByRole('slider', { name: 'Hazard spotting' });
  await hazard.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(hazard).toHaveAttribute('aria-valuetext', '9, Expert');
  await page.getByRole('group', { name: 'Safe lifting' }).getByRole('checkbox', { name: 'N/A' }).check();
  await expect(page.getByRole('slider', { name: 'Safe lifting' })).toBeDisabled();
  const firstAid = page.getByRole('slider', { name: 'First aid' });
  await firstAid.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(firstAid).toHaveAttribute('aria-valuetext', '2, Novice');
  await page
    .getByRole('textbox', { name: 'Notes on Hazard spotting' })
    .fill(`${marker}: spots spills at once.`);
  await page.getByRole('textbox', { name: 'Notes on Safe lifting' }).fill(`${marker}: not observed.`);

  // A missing note is refused on the screen; nothing typed is lost.
  await page.getByRole('button', { name: 'Save' }).click();
  const firstAidNotes = page.getByRole('textbox', { name: 'Notes on First aid' });
  await expect(firstAidNotes).toHaveAttribute('aria-invalid', 'true');
  await expect(firstAidNotes).toBeFocused();
  await expect(jobRole).toHaveValue('Store Safety Lead');
  await firstAidNotes.fill(`${marker}: knows the basics.`);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Assessment Saved' })).toBeVisible();
  await expect(page).toHaveURL(/#\/dashboard\/assessment\/\d+\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit assessment' })).toBeVisible();

  // Listed, with the learner as its assessor.
  await page.getByRole('link', { name: 'Back to assessments' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Sofia Alvarez' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Store Safety Lead');
  await expect(row).toContainText('Maya Chen');
  await expect(row).toContainText('Peer');
  await expect(row).toContainText('11/20/2026');

  // Edited: the stored ratings come back (N/A included), a change is saved and survives a reload.
  await row.getByRole('link', { name: 'Edit the assessment of Sofia Alvarez' }).click();
  await expect(page.getByRole('slider', { name: 'Hazard spotting' })).toHaveValue('9');
  await expect(page.getByRole('slider', { name: 'Safe lifting' })).toBeDisabled();
  await expect(page.getByRole('slider', { name: 'First aid' })).toHaveValue('2');
  await page.getByRole('slider', { name: 'First aid' }).focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  await page.getByRole('textbox', { name: 'Notes on First aid' }).fill(`${marker}: bandaged a cut well.`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Assessment Saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('slider', { name: 'First aid' })).toHaveValue('5');
  await expect(page.getByRole('slider', { name: 'First aid' })).toHaveAttribute(
    'aria-valuetext',
    '5, Intermediate',
  );
  await expect(page.getByRole('textbox', { name: 'Notes on First aid' })).toHaveValue(
    `${marker}: bandaged a cut well.`,
  );

  // The sort is remembered on this device.
  await page.goto('/#/dashboard/assessment/tool');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Last Updated' });
  await expect(page).toHaveURL(/sort=last-updated/);
  await expect(page.getByRole('row').nth(1)).toContainText('Sofia Alvarez');
  await page.goto('/#/dashboard/home');
  await page.goto('/#/dashboard/assessment/tool');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('last-updated');
});
