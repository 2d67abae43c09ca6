import { expect, type Page, test } from '@playwright/test';
import { signIn } from './pages';

// Texts quoted from the catalogue (packages/domain/src/messages-assessments.ts and messages.ts): the field
// messages follow their label ('Job role name' + 'is required').
const texts = {
  nameRequired: 'Job role name is required',
  skillsRequired: 'Add at least one skill.',
  skillDuplicate: 'This skill is already listed.',
  nameTaken: 'A job role with this name exists.',
  saved: 'Job role saved.',
  saveFailed: 'The job role could not be saved. Please try again.',
};

/** The skills listed on the job role form, in order. */
const listedSkills = (page: Page) =>
  page.getByRole('list', { name: 'Skills of this job role' }).getByRole('listitem');

/** Adds a skill: a known one picked from the suggestions, or a new name as typed. */
async function addSkill(page: Page, typed: string, suggestion?: string) {
  const skill = page.getByRole('combobox', { name: 'Skill to add' });
  await skill.fill(typed);
  if (suggestion) await page.getByRole('option', { name: suggestion, exact: true }).click();
  await page.getByRole('button', { name: 'Add skill' }).click();
}

/** Opens a job role from the editor's search, which lists the job roles whose name holds the term. */
async function findJobRole(page: Page, term: string, name: string) {
  await page.getByRole('combobox', { name: 'Find a job role to edit' }).fill(term);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Edit ${name}` })).toBeVisible();
}

// The e2e server starts on a fresh copy of the demo data, but the API deletes no job role: this journey names
// its own with a stamp no other run uses, so it depends on no other journey and no order.
test('an admin adds a job role with skills, finds it listed, edits it, and is told what is wrong with bad input', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  const name = `Night Auditor ${stamp}`;
  const renamed = `Night Supervisor ${stamp}`;
  const newSkill = `Cash reconciliation ${stamp}`;

  await signIn(page, 'admin');
  await page.goto('/#/segment-admin/home');
  await page
    .getByRole('region', { name: 'Assessment tool' })
    .getByRole('link', { name: 'Assessment editor' })
    .click();
  await expect(page).toHaveURL(/#\/segment-admin\/assessment-editor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Assessment editor' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'New job role' })).toBeVisible();

  // Bad input: an empty job role is refused on the screen, naming each problem.
  const jobRoleName = page.getByRole('textbox', { name: 'Job role name' });
  await page.getByRole('button', { name: 'Save job role' }).click();
  await expect(jobRoleName).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(texts.nameRequired)).toBeVisible();
  await expect(page.getByText(texts.skillsRequired)).toBeVisible();

  // A known skill from the suggestions; the same again in another case is refused, and not listed twice.
  await addSkill(page, 'first', 'First aid');
  await expect(listedSkills(page)).toHaveCount(1);
  await addSkill(page, 'FIRST aid');
  await expect(page.getByText(texts.skillDuplicate)).toBeVisible();
  await expect(listedSkills(page)).toHaveCount(1);

  // A new skill, typed; then the name, and the job role is saved and open for editing.
  await addSkill(page, newSkill);
  await expect(listedSkills(page)).toHaveText([/^First aid/, new RegExp(`^${newSkill}`)]);
  await jobRoleName.fill(name);
  await page.getByRole('button', { name: 'Save job role' }).click();
  await expect(page.getByText(texts.saved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Edit ${name}` })).toBeVisible();

  // Listed: after a reload the search finds it by part of its name, with its skills.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'New job role' })).toBeVisible();
  await findJobRole(page, `Auditor ${stamp}`, name);
  await expect(jobRoleName).toHaveValue(name);
  await expect(listedSkills(page)).toHaveText([/^First aid/, new RegExp(`^${newSkill}`)]);

  // Edited: renamed, one skill removed and another added from the suggestions.
  await jobRoleName.fill(renamed);
  await page.getByRole('button', { name: 'Remove First aid' }).click();
  await addSkill(page, 'safe l', 'Safe lifting');
  await page.getByRole('button', { name: 'Save job role' }).click();
  await expect(page.getByText(texts.saved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Edit ${renamed}` })).toBeVisible();

  // The search lists the new name only, and the saved skills come back.
  await page.reload();
  await page.getByRole('combobox', { name: 'Find a job role to edit' }).fill(String(stamp));
  await expect(page.getByRole('option')).toHaveText([renamed]);
  await page.getByRole('option', { name: renamed, exact: true }).click();
  await expect(listedSkills(page)).toHaveText([new RegExp(`^${newSkill}`), /^Safe lifting/]);

  // A new job role under a name taken (in another case) is refused by the server, on the name; nothing typed is lost.
  await page.getByRole('button', { name: 'New job role' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'New job role' })).toBeVisible();
  await jobRoleName.fill(renamed.toUpperCase());
  await addSkill(page, 'first', 'First aid');
  await page.getByRole('button', { name: 'Save job role' }).click();
  await expect(page.getByText(texts.saveFailed)).toBeVisible();
  await expect(jobRoleName).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(texts.nameTaken)).toBeVisible();
  await expect(jobRoleName).toHaveValue(renamed.toUpperCase());
});
