import { adminMessages, formatMessage, messages, planAdminMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { callDemoApiAsAdmin } from '../../testing/demo-admin-call';
import { currentDemoAdminWorld, withDemoAdminWorld } from '../../testing/demo-admin-fetch';
import {
  assignmentRuleOf,
  assignmentTallyOf,
  demoTallyText,
  fillAssignmentRule,
  findAssignmentEditor,
  inStoreS101,
  savedAssignmentOf,
} from '../../testing/demo-assignment-steps';
import { demo } from '../../testing/demo-fetch';
import { demoAdminPlan, demoAdminPlanUnits } from '../../testing/demo-plan-admin-responses';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';
import { planPrerequisitesTexts } from './plan-prerequisites-page';
import { planUnitsTexts } from './plan-units-step';
import { planFormLabels } from './plan-wizard-page';

/** Customer Service Foundations: the standard demo plan with three units. */
const foundationsId = 2;
/** Visual Merchandising: a standard plan with no units. */
const merchandisingId = 3;
/** Store Safety Compliance 2026: the compliance plan, with monthly targets. */
const complianceId = 1;

const meta = {
  title: 'Screens/Admin plan wizard',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: `/segment-admin/learning-plan/${foundationsId}/edit?exit=0` },
  beforeEach: [signedInAs('admin'), withDemoAdminWorld()],
} satisfies Meta<typeof DemoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const { steps } = adminMessages.wizard;
const addUnitTexts = planAdminMessages.addUnitDialog;
const unitsNow = (planId: number) =>
  demoAdminPlanUnits(currentDemoAdminWorld(demo), planId).data.map((unit) => unit.unit_name);
/** A message anywhere in an element's text: some fields start their error with their label. */
const inText = (message: string) => new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const stepLink = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Steps' })).queryByRole('link', {
    name: inText(name),
  });
const rowNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** A new plan shows its basic info only; Create with nothing filled names every missing field and saves nothing. */
export const New: Story = {
  args: { path: '/segment-admin/learning-plan/new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'New learning plan' }, loaded),
    ).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Steps' })).getAllByRole('link')).toHaveLength(
      1,
    );
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.create }));
    await expect(
      await canvas.findByText(inText(planAdminMessages.planAuthoring.publicRequired)),
    ).toBeVisible();
    await expect(canvas.getByText(inText(adminMessages.validation.imageRequired))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: steps.edit })).toBeVisible();
  },
};

/**
 * A plan's basic info from the demo, with the due-date modes: a fixed date asks for its day, a duration for
 * whole days above 0; a monthly target must be a whole percent. Nothing invalid is saved.
 */
export const EditStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plan = demoAdminPlan(currentDemoAdminWorld(demo), foundationsId);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: plan?.plan_name }, loaded),
    ).toBeVisible();
    await expect(canvas.getByLabelText(planFormLabels.name, { exact: true })).toHaveValue(plan?.plan_name);
    await expect(canvas.getByRole('radio', { name: planFormLabels.dueNone })).toBeChecked();
    // The steps of a standard plan: basic info, units, status, change log.
    for (const step of [steps.edit, steps.units, steps.status, steps['change-log']])
      await expect(stepLink(canvasElement, step)).toBeVisible();
    await expect(stepLink(canvasElement, steps['map-responsibilities'])).toBeNull();
    await userEvent.type(canvas.getByLabelText('March'), '120');
    await userEvent.click(canvas.getByRole('radio', { name: planFormLabels.dueDuration }));
    await userEvent.type(canvas.getByLabelText(planFormLabels.dueDays), '0');
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    await expect(await canvas.findByText(planAdminMessages.planAuthoring.monthlyTargetInvalid)).toBeVisible();
    await expect(canvas.getByText(planAdminMessages.planAuthoring.dueDurationInvalid)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: planFormLabels.dueFixed }));
    await expect(canvas.getByText(inText(planAdminMessages.planAuthoring.dueDateRequired))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: steps.edit })).toBeVisible();
  },
};

/** A compliance plan keeps its monthly targets; it maps responsibilities and has no units step (002 section 2). */
export const CompliancePlan: Story = {
  args: { path: `/segment-admin/learning-plan/${complianceId}/edit?exit=1` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plan = demoAdminPlan(currentDemoAdminWorld(demo), complianceId);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: plan?.plan_name }, loaded),
    ).toBeVisible();
    const january = plan?.monthly_targets.find((target) => target.month_id === 1);
    await expect(canvas.getByLabelText('January')).toHaveValue(
      january ? String(Math.round(january.target_percent)) : '',
    );
    await expect(stepLink(canvasElement, steps.units)).toBeNull();
    await expect(stepLink(canvasElement, steps['map-responsibilities'])).toBeVisible();
    await expect(canvas.getByRole('radio', { name: planFormLabels.dueDuration })).toBeChecked();
  },
};

/**
 * The units step: the plan's units in order; the keyboard moves one down (the whole order is saved) and
 * removes one; the edit link opens the unit editor inside the plan with exit 2.
 */
export const UnitsStep: Story = {
  args: { path: `/segment-admin/learning-plan/${foundationsId}/units?exit=0` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = unitsNow(foundationsId);
    const [first, second, third] = before;
    if (!first || !second || !third) throw new Error('The demo plan has fewer than three units');
    await canvas.findByRole('heading', { level: 2, name: planUnitsTexts.title }, loaded);
    await expect(rowNames(canvasElement)).toEqual(before);
    await expect(canvas.getByRole('button', { name: `Move ${first} up` })).toBeDisabled();
    const editLink = canvas.getByRole('link', { name: `Edit ${first}` });
    await expect(editLink.getAttribute('href')).toMatch(
      new RegExp(`#/segment-admin/units/\\d+/edit/plan/${foundationsId}\\?exit=2$`),
    );
    canvas.getByRole('button', { name: `Move ${first} down` }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rowNames(canvasElement)).toEqual([second, first, third]));
    await expect(unitsNow(foundationsId)).toEqual([second, first, third]);
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${third} from the plan` }));
    await waitFor(() => expect(rowNames(canvasElement)).toEqual([second, first]));
    await expect(unitsNow(foundationsId)).toEqual([second, first]);
  },
};

/** The add-unit dialog, in its portal. */
const addUnitDialog = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: addUnitTexts.title }, loaded),
  );
const openAddUnit = async (canvasElement: HTMLElement) => {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: addUnitTexts.open }, loaded),
  );
  return addUnitDialog(canvasElement);
};
const dialogClosed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());

/**
 * An empty plan: the add-unit dialog's existing units leave out the plan's own; its search narrows them (three
 * characters at least); two units ticked are added in one go. A draft unit is refused with the server's
 * not-published flag, and the plan keeps its units.
 */
export const AddUnits: Story = {
  args: { path: `/segment-admin/learning-plan/${merchandisingId}/units?exit=1` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(addUnitTexts.stepEmpty, {}, loaded)).toBeVisible();
    let dialog = await openAddUnit(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: addUnitTexts.choices.existing }));
    await expect(await dialog.findByRole('checkbox', { name: /Handling Returns/ }, loaded)).toBeVisible();
    const search = dialog.getByRole('searchbox', { name: addUnitTexts.searchLabel });
    await userEvent.type(search, 'getting');
    await waitFor(() => expect(dialog.getAllByRole('checkbox')).toHaveLength(1), loaded);
    await userEvent.click(dialog.getByRole('checkbox', { name: /Getting Started/ }));
    await userEvent.clear(search);
    await userEvent.click(await dialog.findByRole('checkbox', { name: /Lifting and Carrying/ }, loaded));
    await expect(dialog.getByRole('checkbox', { name: /Getting Started/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: addUnitTexts.submit.existing }));
    await dialogClosed(canvasElement);
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(['Getting Started', 'Lifting and Carrying']));
    await expect(unitsNow(merchandisingId)).toEqual(['Getting Started', 'Lifting and Carrying']);
    await expect(canvas.getByRole('link', { name: 'Edit Getting Started' }).getAttribute('href')).toMatch(
      /\?exit=3$/,
    );
    // The plan's own units are no longer offered; a draft unit is refused with the server's words.
    dialog = await openAddUnit(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: addUnitTexts.choices.existing }));
    const draft = await dialog.findByRole('checkbox', { name: /Handling Returns/ }, loaded);
    await expect(dialog.queryByRole('checkbox', { name: /Getting Started/ })).toBeNull();
    await userEvent.click(draft);
    await userEvent.click(dialog.getByRole('button', { name: addUnitTexts.submit.existing }));
    await expect(await dialog.findByRole('alert', {}, loaded)).toHaveTextContent(
      planAdminMessages.planAuthoring.unitNotPublished,
    );
    await userEvent.keyboard('{Escape}');
    await dialogClosed(canvasElement);
    await expect(unitsNow(merchandisingId)).toEqual(['Getting Started', 'Lifting and Carrying']);
  },
};

/**
 * Copy unit, by keyboard: one unit chosen, a name of one character refused on the field, a taken name refused
 * with the server's words, then the copy joins the plan last.
 */
export const CopyUnit: Story = {
  args: { path: `/segment-admin/learning-plan/${foundationsId}/units?exit=0` },
  play: async ({ canvasElement }) => {
    const before = unitsNow(foundationsId);
    const dialog = await openAddUnit(canvasElement);
    dialog.getByRole('radio', { name: addUnitTexts.choices.blank }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: addUnitTexts.choices.copy })).toBeChecked();
    await userEvent.click(await dialog.findByRole('radio', { name: /Getting Started/ }, loaded));
    const name = dialog.getByRole('textbox', { name: addUnitTexts.copyName });
    await userEvent.type(name, 'G{Enter}');
    await expect(
      await dialog.findByText(
        `${addUnitTexts.copyName} ${formatMessage(messages.validation.minLength, { minlength: 2 })}`,
      ),
    ).toBeVisible();
    await userEvent.type(name, 'etting started{Enter}');
    await expect(await dialog.findByRole('alert', {}, loaded)).toHaveTextContent(
      planAdminMessages.planAuthoring.unitNameTaken,
    );
    await userEvent.type(name, ' for managers{Enter}');
    await dialogClosed(canvasElement);
    const after = [...before, 'Getting started for managers'];
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(after));
    await expect(unitsNow(foundationsId)).toEqual(after);
  },
};

/**
 * The prerequisites page: a unit's choices leave out the unit itself and any unit that waits for it; type 0
 * clears the unit and wait; a missing unit is named before saving; a save stores every row.
 */
export const Prerequisites: Story = {
  args: { path: `/segment-admin/learning-plan/${foundationsId}/units-prerequisites?exit=0` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const units = demoAdminPlanUnits(currentDemoAdminWorld(demo), foundationsId).data;
    const [first, second, third] = units;
    if (!first || !second || !third) throw new Error('The demo plan has fewer than three units');
    await canvas.findByRole('heading', { level: 1, name: planPrerequisitesTexts.title }, loaded);
    await expect(canvas.getByRole('link', { name: `Edit ${first.unit_name}` }).getAttribute('href')).toBe(
      `#/segment-admin/units/${first.unit_id}/edit?exit=1`,
    );
    // The second unit's rows: the third waits for it, so only the first is a choice.
    const typeOf = (name: string) =>
      canvas.getByRole('combobox', { name: `Prerequisite of ${name}` }) as HTMLSelectElement;
    const unitOf = (name: string) => canvas.queryByRole('combobox', { name: `Prerequisite unit of ${name}` });
    await userEvent.selectOptions(typeOf(second.unit_name), 'Previous Unit');
    const secondChoice = unitOf(second.unit_name);
    if (!secondChoice) throw new Error('No unit choice for a previous-unit prerequisite');
    const labels = within(secondChoice)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(labels).not.toContain(second.unit_name);
    if (third.prereq_unit_id === second.unit_id) await expect(labels).not.toContain(third.unit_name);
    // Type 0 clears the unit and the wait.
    await userEvent.selectOptions(typeOf(third.unit_name), 'No Prerequisite');
    await expect(unitOf(third.unit_name)).toBeNull();
    // The first unit waits for a unit that is not chosen yet: the save names it.
    await userEvent.selectOptions(typeOf(first.unit_name), 'Previous Unit');
    await userEvent.click(canvas.getByRole('button', { name: planPrerequisitesTexts.save }));
    await expect(
      await canvas.findByText(inText(planAdminMessages.planAuthoring.prerequisiteUnitRequired)),
    ).toBeVisible();
    await userEvent.selectOptions(typeOf(first.unit_name), 'No Prerequisite');
    await userEvent.selectOptions(secondChoice, first.unit_name);
    await userEvent.keyboard('{Tab}');
    await userEvent.click(canvas.getByRole('button', { name: planPrerequisitesTexts.save }));
    await expect(await canvas.findByText(planPrerequisitesTexts.saved, {}, loaded)).toBeVisible();
    const saved = demoAdminPlanUnits(currentDemoAdminWorld(demo), foundationsId).data;
    await expect(saved.find((unit) => unit.unit_id === second.unit_id)).toMatchObject({
      prereq_type_id: 1,
      prereq_unit_id: first.unit_id,
    });
    await expect(saved.find((unit) => unit.unit_id === third.unit_id)).toMatchObject({
      prereq_type_id: 0,
      prereq_unit_id: null,
      prereq_wait_time: null,
    });
  },
};

const assignmentTexts = adminMessages.assignment;

/**
 * A standard plan's users step (002 section 2): one blank rule and nobody picked at first, and no required or
 * optional choice (a plan's assignment makes it assigned). A rule of store S101 counts its demo users; Continue,
 * pressed from the keyboard, saves the assignment and opens the status step.
 */
export const UsersStep: Story = {
  args: { path: `/segment-admin/learning-plan/${merchandisingId}/users?exit=0` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: steps.users }, loaded)).toBeVisible();
    await findAssignmentEditor(canvasElement);
    await expect(stepLink(canvasElement, steps.users)).toBeVisible();
    await expect(assignmentTallyOf(canvasElement)).toHaveTextContent(
      formatMessage(assignmentTexts.tally, { count: 0 }),
    );
    await expect(canvas.queryByRole('group', { name: assignmentTexts.defaultRequiredLabel })).toBeNull();
    await fillAssignmentRule(canvasElement, 1, inStoreS101);
    await waitFor(
      () => expect(assignmentTallyOf(canvasElement)).toHaveTextContent(demoTallyText([inStoreS101])),
      loaded,
    );
    canvas.getByRole('button', { name: adminMessages.wizard.continue }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 2, name: steps.status }, loaded)).toBeVisible();
    await expect(savedAssignmentOf('plan', merchandisingId).rows).toEqual([inStoreS101]);
  },
};

/** A plan's saved assignment (made before the story) shows its rule and tally; removing it asks first. */
export const UsersStepSavedRemove: Story = {
  args: { path: `/segment-admin/learning-plan/${merchandisingId}/users?exit=0` },
  beforeEach: [
    signedInAs('admin'),
    withDemoAdminWorld(),
    () => callDemoApiAsAdmin('POST', `/plan/${merchandisingId}/assignment`, { data: [inStoreS101] }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { level: 2, name: steps.users }, loaded)).toBeVisible();
    await findAssignmentEditor(canvasElement);
    await expect(assignmentRuleOf(canvasElement, 1).getByLabelText(assignmentTexts.valueLabel)).toHaveValue(
      inStoreS101.value,
    );
    await expect(assignmentTallyOf(canvasElement)).toHaveTextContent(demoTallyText([inStoreS101]));
    await userEvent.click(canvas.getByRole('button', { name: assignmentTexts.delete }));
    const dialog = await body.findByRole('alertdialog', { name: assignmentTexts.delete });
    await expect(dialog).toHaveTextContent(assignmentTexts.deleteConfirm);
    await userEvent.click(within(dialog).getByRole('button', { name: assignmentTexts.delete }));
    await waitFor(
      () => expect(canvas.queryByRole('button', { name: assignmentTexts.delete })).toBeNull(),
      loaded,
    );
    await expect(savedAssignmentOf('plan', merchandisingId).assignment_id).toBeNull();
    await expect(assignmentRuleOf(canvasElement, 1).getByLabelText(assignmentTexts.valueLabel)).toHaveValue(
      '',
    );
  },
};
