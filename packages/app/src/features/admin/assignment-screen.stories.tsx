import { type AssignableObject, adminMessages, type CriterionRowInput, formatMessage } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { callDemoApiAsAdmin } from '../../testing/demo-admin-call';
import { currentDemoAdminWorld, withDemoAdminWorld } from '../../testing/demo-admin-fetch';
import { demoAdminContent, demoAdminWorld } from '../../testing/demo-admin-responses';
import {
  assignmentRuleOf,
  assignmentTallyOf,
  demoTallyText,
  fillAssignmentRule,
  findAssignmentEditor,
  inStoreS101,
} from '../../testing/demo-assignment-steps';
import { demo } from '../../testing/demo-fetch';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';
import { demoAssignment } from '../../testing/demo-screens-responses';

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

export default meta;
type Story = StoryObj<typeof meta>;

const texts = adminMessages.assignment;
const { steps } = adminMessages.wizard;
const world = demoAdminWorld(demo);
const content = demoAdminContent(world, contentId);
if (!content) throw new Error(`No demo content ${contentId}`);

/** The second rule the stories pick, after store S101: not the photo department. */
const notPhoto: CriterionRowInput = { type: 2, operator: 2, value: 'Photo' };

const makeCompliance = () =>
  callDemoApiAsAdmin('PUT', `/content/${contentId}`, { object_type: 'complianceContent' });

const assignmentOf = (object: AssignableObject, id: number) =>
  demoAssignment(currentDemoAdminWorld(demo), object, id);

/** The segment has no assignment yet: one blank rule to start from, nobody assigned, nothing to remove. */
export const UsersStepEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: steps.users }, loaded)).toBeVisible();
    await findAssignmentEditor(canvasElement);
    await expect(assignmentRuleOf(canvasElement, 1).getByLabelText(texts.typeLabel)).toHaveValue('');
    await expect(assignmentRuleOf(canvasElement, 1).getByLabelText(texts.valueLabel)).toHaveValue('');
    await expect(assignmentTallyOf(canvasElement)).toHaveTextContent(
      formatMessage(texts.tally, { count: 0 }),
    );
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
    await fillAssignmentRule(canvasElement, 1, inStoreS101);
    await waitFor(
      () => expect(assignmentTallyOf(canvasElement)).toHaveTextContent(demoTallyText([inStoreS101])),
      loaded,
    );
    canvas.getByRole('button', { name: texts.addRow }).focus();
    await userEvent.keyboard('{Enter}');
    await fillAssignmentRule(canvasElement, 2, notPhoto);
    await waitFor(
      () =>
        expect(assignmentTallyOf(canvasElement)).toHaveTextContent(demoTallyText([inStoreS101, notPhoto])),
      loaded,
    );
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    await expect(await canvas.findByRole('heading', { level: 2, name: steps.status }, loaded)).toBeVisible();
    const saved = assignmentOf('segment', segmentId);
    await expect(saved.data.map(({ type, operator, value }) => ({ type, operator, value }))).toEqual([
      inStoreS101,
      notPhoto,
    ]);
  },
};

/** A saved assignment (made before the story) shows its rules and tally; removing it asks first. */
export const UsersStepSavedRemove: Story = {
  beforeEach: [
    signedInAs('admin'),
    withDemoAdminWorld(),
    () => callDemoApiAsAdmin('POST', `/segment/${segmentId}/assignment`, { data: [inStoreS101] }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByRole('group', { name: formatMessage(texts.rowLabel, { number: 1 }) }, loaded),
    ).toBeVisible();
    await expect(assignmentRuleOf(canvasElement, 1).getByLabelText(texts.valueLabel)).toHaveValue(
      inStoreS101.value,
    );
    await expect(assignmentTallyOf(canvasElement)).toHaveTextContent(demoTallyText([inStoreS101]));
    await userEvent.click(canvas.getByRole('button', { name: texts.delete }));
    const dialog = await body.findByRole('alertdialog', { name: texts.delete });
    await expect(dialog).toHaveTextContent(texts.deleteConfirm);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.delete }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: texts.delete })).toBeNull(), loaded);
    await expect(assignmentOf('segment', segmentId).assignment_id).toBeNull();
    // The step reloads with one blank rule to start again from.
    await expect(assignmentRuleOf(canvasElement, 1).getByLabelText(texts.valueLabel)).toHaveValue('');
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
    await fillAssignmentRule(canvasElement, 1, inStoreS101);
    await waitFor(
      () => expect(assignmentTallyOf(canvasElement)).toHaveTextContent(demoTallyText([inStoreS101])),
      loaded,
    );
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
