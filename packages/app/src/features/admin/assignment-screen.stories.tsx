import {
  type AssignableObject,
  adminMessages,
  type CriterionRowInput,
  criterionTypeOptions,
  formatMessage,
} from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentDemoAdminWorld, demoAdminFetch, withDemoAdminWorld } from '../../testing/demo-admin-fetch';
import { demoAdminContent, demoAdminWorld } from '../../testing/demo-admin-responses';
import { findAssignmentEditor } from '../../testing/demo-assignment-steps';
import { demo, demoUserId } from '../../testing/demo-fetch';
import { DemoScreen, signedInAs } from '../../testing/demo-screen';
import { demoAssignment, demoAssignmentTally } from '../../testing/demo-screens-responses';

const segmentId = 1;
/** A demo content (First Aid Basics): made a compliance content before its stories, so it has the step. */
const contentId = 15;

const meta = {
  title: 'Screens/Admin assignment steps',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: `/segment-admin/segments/${segmentId}/users` },
  beforeEach: [signedInAs('admin'), withDemoAdminWorld()],
} satisfies Meta<typeof DemoScreen>;

/** The admin screens load on demand (their chunk, then the calls): wait longer than the default second. */
const loaded = { timeout: 10_000 };
export default meta;
type Story = StoryObj<typeof meta>;

const texts = adminMessages.assignment;
const { steps } = adminMessages.wizard;
const world = demoAdminWorld(demo);
const content = demoAdminContent(world, contentId);
if (!content) throw new Error(`No demo content ${contentId}`);
const typeName = (id: number) => criterionTypeOptions.find((option) => option.id === id)?.name ?? '';

/** The rows the stories pick: store S101, and not the photo department. */
const inStore: CriterionRowInput = { type: 1, operator: 1, value: 'S101' };
const notPhoto: CriterionRowInput = { type: 2, operator: 2, value: 'Photo' };
const tallyText = (rows: CriterionRowInput[]) => {
  const count = demoAssignmentTally(world, rows);
  return count === 1 ? texts.tallyOne : formatMessage(texts.tally, { count });
};

/** Calls the mock API as the admin before a story; throws unless it answers 2xx. */
async function call(method: string, path: string, body?: unknown) {
  const request = new Request(`http://demo/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await demoAdminFetch(demo, request, demoUserId('admin'));
  if (!answer?.ok) throw new Error(`${method} ${path} answered ${answer?.status}`);
}

const makeCompliance = () => call('PUT', `/content/${contentId}`, { object_type: 'complianceContent' });

const tallyOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="criteria-editor-tally"]');
const ruleOf = (canvasElement: HTMLElement, number: number) =>
  within(within(canvasElement).getByRole('group', { name: formatMessage(texts.rowLabel, { number }) }));

async function fillRule(canvasElement: HTMLElement, number: number, row: CriterionRowInput) {
  const rule = ruleOf(canvasElement, number);
  await userEvent.selectOptions(rule.getByLabelText(texts.typeLabel), typeName(row.type ?? 0));
  await userEvent.selectOptions(
    rule.getByLabelText(texts.operatorLabel),
    texts.operators[row.operator as 1 | 2],
  );
  await userEvent.type(rule.getByLabelText(texts.valueLabel), row.value);
}

const assignmentOf = (object: AssignableObject, id: number) =>
  demoAssignment(currentDemoAdminWorld(demo), object, id);

/** The segment has no assignment yet: one blank rule to start from, nobody assigned, nothing to remove. */
export const UsersStepEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: steps.users }, loaded)).toBeVisible();
    await findAssignmentEditor(canvasElement);
    await expect(ruleOf(canvasElement, 1).getByLabelText(texts.typeLabel)).toHaveValue('');
    await expect(ruleOf(canvasElement, 1).getByLabelText(texts.valueLabel)).toHaveValue('');
    await expect(tallyOf(canvasElement)).toHaveTextContent(formatMessage(texts.tally, { count: 0 }));
    await expect(canvas.queryByRole('button', { name: texts.delete })).toBeNull();
  },
};

/**
 * Rules added one by one: the tally counts the demo users they pick as they change. Continue saves the
 * assignment and moves on to the status step.
 */
export const UsersStepTally: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: steps.users }, loaded)).toBeVisible();
    await findAssignmentEditor(canvasElement);
    await fillRule(canvasElement, 1, inStore);
    await waitFor(() => expect(tallyOf(canvasElement)).toHaveTextContent(tallyText([inStore])), loaded);
    canvas.getByRole('button', { name: texts.addRow }).focus();
    await userEvent.keyboard('{Enter}');
    await fillRule(canvasElement, 2, notPhoto);
    await waitFor(
      () => expect(tallyOf(canvasElement)).toHaveTextContent(tallyText([inStore, notPhoto])),
      loaded,
    );
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    await expect(await canvas.findByRole('heading', { level: 2, name: steps.status }, loaded)).toBeVisible();
    const saved = assignmentOf('segment', segmentId);
    await expect(saved.data.map(({ type, operator, value }) => ({ type, operator, value }))).toEqual([
      inStore,
      notPhoto,
    ]);
  },
};

/** A saved assignment (made before the story) shows its rules and tally; removing it asks first. */
export const UsersStepSavedRemove: Story = {
  beforeEach: [
    signedInAs('admin'),
    withDemoAdminWorld(),
    () => call('POST', `/segment/${segmentId}/assignment`, { data: [inStore] }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByRole('group', { name: formatMessage(texts.rowLabel, { number: 1 }) }, loaded),
    ).toBeVisible();
    await expect(ruleOf(canvasElement, 1).getByLabelText(texts.valueLabel)).toHaveValue(inStore.value);
    await expect(tallyOf(canvasElement)).toHaveTextContent(tallyText([inStore]));
    await userEvent.click(canvas.getByRole('button', { name: texts.delete }));
    const dialog = await body.findByRole('alertdialog', { name: texts.delete });
    await expect(dialog).toHaveTextContent(texts.deleteConfirm);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.delete }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: texts.delete })).toBeNull(), loaded);
    await expect(assignmentOf('segment', segmentId).assignment_id).toBeNull();
    // The step reloads with one blank rule to start again from.
    await expect(ruleOf(canvasElement, 1).getByLabelText(texts.valueLabel)).toHaveValue('');
  },
};

/**
 * A compliance content's add-learner step also asks whether the content is required for its learners: saving
 * without choosing is refused by the field; chosen, the assignment saves.
 */
export const AddLearnerStep: Story = {
  args: { path: `/segment-admin/contents/${contentId}/add-learner` },
  beforeEach: [signedInAs('admin'), withDemoAdminWorld(), makeCompliance],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: steps['add-learner'] }, loaded),
    ).toBeVisible();
    await findAssignmentEditor(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: content.name })).toBeVisible();
    await fillRule(canvasElement, 1, inStore);
    await waitFor(() => expect(tallyOf(canvasElement)).toHaveTextContent(tallyText([inStore])), loaded);
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    await expect(
      await canvas.findByText(`${texts.defaultRequiredLabel} ${texts.defaultRequiredMissing}`),
    ).toBeVisible();
    await expect(assignmentOf('content', contentId).assignment_id).toBeNull();
    const radios = canvas.getByRole('group', { name: texts.defaultRequiredLabel });
    await userEvent.click(within(radios).getByRole('radio', { name: texts.required }));
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    await waitFor(() => expect(assignmentOf('content', contentId).default_required).toBe(true), loaded);
    await expect(assignmentOf('content', contentId).data).toHaveLength(1);
  },
};
