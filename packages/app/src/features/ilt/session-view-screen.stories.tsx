import { iltMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demo } from '../../testing/demo-fetch';
import { demoLearnersToAdd, demoRoster } from '../../testing/demo-ilt-responses';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';

const meta = {
  title: 'Screens/Session view',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dashboard/ilt/sessions/1/view' },
  beforeEach: signedInAs('instructor'),
} satisfies Meta<typeof DemoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const nextWeekRoster = demoRoster(demo, 1)?.data ?? [];
const pastRoster = demoRoster(demo, 3)?.data ?? [];

function rowOf(canvas: ReturnType<typeof within>, name: string) {
  const row = canvas.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`No roster row for ${name}`);
  return within(row);
}

/** Next week's session: its days and its four enrolled learners; one is marked present, then denied. */
export const MarkPresentAndDeny: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: /^Roster of / }, loaded);
    await expect(canvas.getByRole('list', { name: 'Session days' })).toHaveTextContent('Room 1');
    const [first] = nextWeekRoster;
    if (!first) throw new Error('No learner on the demo roster');
    await expect(canvas.getAllByRole('row')).toHaveLength(nextWeekRoster.length + 1);

    const row = rowOf(canvas, first.name);
    const attended = row.getByRole('switch', { name: iltMessages.roster.attendance });
    await expect(attended).not.toBeChecked();
    await userEvent.click(attended);
    await waitFor(() => expect(attended).toBeChecked());

    await userEvent.click(row.getByRole('button', { name: iltMessages.roster.deny }));
    await waitFor(() =>
      expect(row.getByRole('cell', { name: iltMessages.registrationTypes.denied })).toBeVisible(),
    );
    await expect(row.getByRole('button', { name: iltMessages.roster.reinstate })).toBeVisible();
  },
};

/** Removing a learner asks first; confirming by keyboard takes them off the roster. */
export const RemoveWithConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('table', { name: /^Roster of / }, loaded);
    const [first] = nextWeekRoster;
    if (!first) throw new Error('No learner on the demo roster');
    await userEvent.click(
      rowOf(canvas, first.name).getByRole('button', { name: iltMessages.roster.removeLearner }),
    );
    const dialog = await body.findByRole('alertdialog', {
      name: iltMessages.roster.confirmRemoveLearner.title,
    });
    body.getByRole('button', { name: iltMessages.roster.confirm }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(nextWeekRoster.length));
  },
};

/** The past session's attendance is final: unmarking it explains why it stays. */
export const AttendanceFinal: Story = {
  args: { path: '/dashboard/ilt/sessions/3/view' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('table', { name: /^Roster of / }, loaded);
    const [first] = pastRoster;
    if (!first) throw new Error('No learner on the past roster');
    const attended = rowOf(canvas, first.name).getByRole('switch', { name: iltMessages.roster.attendance });
    await expect(attended).toBeChecked();
    await userEvent.click(attended);
    await expect(
      await body.findByRole('alertdialog', { name: iltMessages.roster.cannotRemoveAttendance.title }),
    ).toBeVisible();
    await expect(attended).toBeChecked();
  },
};

/** A learner found by name is added to the roster, enrolled. */
export const AddLearner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: /^Roster of / }, loaded);
    const [found] = demoLearnersToAdd(demo, 1, 'Maya').data;
    if (!found) throw new Error('No demo learner named Maya to add');
    await userEvent.type(canvas.getByRole('combobox', { name: iltMessages.roster.addLearner }), 'Maya');
    const listbox = await canvas.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: found.name }));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(nextWeekRoster.length + 2));
    await expect(
      rowOf(canvas, found.name).getByRole('cell', { name: iltMessages.registrationTypes.enrolled }),
    ).toBeVisible();
  },
};
