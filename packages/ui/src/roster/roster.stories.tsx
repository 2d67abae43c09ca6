import { iltMessages, registrationTypes } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Roster } from './roster';
import type { RosterLearner } from './roster-row';

const ann: RosterLearner = {
  registration_id: 11,
  user_id: 101,
  name: 'Ann Lee',
  registration_type_id: registrationTypes.enrolled,
  has_completed: false,
  can_remove: false,
};
const bo: RosterLearner = {
  registration_id: 12,
  user_id: 102,
  name: 'Bo Jensen',
  registration_type_id: registrationTypes.denied,
  has_completed: false,
  can_remove: false,
};
/** Attended, and the completion may not be taken back. */
const cy: RosterLearner = {
  registration_id: 13,
  user_id: 103,
  name: 'Cy Okafor',
  registration_type_id: registrationTypes.enrolled,
  has_completed: true,
  can_remove: false,
};
/** Attended; the instructor may still unmark it. */
const dee: RosterLearner = {
  registration_id: 14,
  user_id: 104,
  name: 'Dee Park',
  registration_type_id: registrationTypes.enrolled,
  has_completed: true,
  can_remove: true,
};
/** Cancelled registrations are not on the roster. */
const eli: RosterLearner = {
  registration_id: 15,
  user_id: 105,
  name: 'Eli Moreau',
  registration_type_id: registrationTypes.cancelled,
  has_completed: false,
  can_remove: false,
};

const candidates = [
  { user_id: 201, name: 'Mara Silva' },
  { user_id: 202, name: 'Mark Chen' },
  { user_id: 203, name: 'Ravi Nair' },
];

const meta = {
  title: 'Widgets/Roster',
  component: Roster,
  args: {
    learners: [ann, bo, cy, dee, eli],
    label: 'Roster of Forklift safety, November 27 2026',
    searchLearners: fn(async (term: string) =>
      candidates.filter((learner) => learner.name.toLowerCase().includes(term.toLowerCase())),
    ),
    onAddLearner: fn(),
    onDeny: fn(),
    onReinstate: fn(),
    onToggleAttendance: fn(),
    onRemove: fn(),
    onConfirmRemove: fn(),
    onDismissDialog: fn(),
  },
} satisfies Meta<typeof Roster>;
export default meta;
type Story = StoryObj<typeof meta>;

function body(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

function rowOf(canvasElement: HTMLElement, name: string) {
  const header = within(canvasElement).getByRole('rowheader', { name });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

/** Enrolled and denied learners (not the cancelled one); deny, reinstate and attendance by keyboard. */
export const EnrolledAndDenied: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Roster of Forklift safety, November 27 2026' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(canvas.queryByText('Eli Moreau')).toBeNull();
    const annRow = rowOf(canvasElement, 'Ann Lee');
    await expect(annRow.getByRole('cell', { name: 'Enrolled' })).toBeVisible();
    await expect(rowOf(canvasElement, 'Bo Jensen').getByRole('cell', { name: 'Denied' })).toBeVisible();
    await expect(rowOf(canvasElement, 'Cy Okafor').getByRole('switch', { name: 'Attended' })).toBeChecked();

    const attendance = annRow.getByRole('switch', { name: 'Attended' });
    await expect(attendance).not.toBeChecked();
    await expect(attendance).toHaveAccessibleDescription('Ann Lee');
    await userEvent.tab();
    await expect(attendance).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onToggleAttendance).toHaveBeenCalledWith(11);
    await userEvent.tab();
    await expect(annRow.getByRole('button', { name: 'Deny' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDeny).toHaveBeenCalledWith(11);

    const reinstate = rowOf(canvasElement, 'Bo Jensen').getByRole('button', { name: 'Reinstate' });
    await expect(reinstate).toHaveAccessibleDescription('Bo Jensen');
    await userEvent.click(reinstate);
    await expect(args.onReinstate).toHaveBeenCalledWith(12);
    await expect(args.onDeny).toHaveBeenCalledTimes(1);
  },
};

/** The app's machine in miniature: deny flips Enrolled to Denied and the action to Reinstate; attendance marks. */
export const ActionsUpdateRows: Story = {
  args: { learners: [ann] },
  render: function LiveRoster(args) {
    const [learners, setLearners] = useState(args.learners);
    const update = (id: number, change: Partial<RosterLearner>) =>
      setLearners((rows) => rows.map((row) => (row.registration_id === id ? { ...row, ...change } : row)));
    return (
      <Roster
        {...args}
        learners={learners}
        onDeny={(id) => update(id, { registration_type_id: registrationTypes.denied })}
        onReinstate={(id) => update(id, { registration_type_id: registrationTypes.enrolled })}
        onToggleAttendance={(id) => update(id, { has_completed: true, can_remove: true })}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, 'Ann Lee');
    await userEvent.click(row.getByRole('button', { name: 'Deny' }));
    await expect(row.getByRole('cell', { name: 'Denied' })).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Reinstate' }));
    await expect(row.getByRole('cell', { name: 'Enrolled' })).toBeVisible();
    await userEvent.click(row.getByRole('switch', { name: 'Attended' }));
    await expect(row.getByRole('switch', { name: 'Attended' })).toBeChecked();
  },
};

/** A call for one row is pending: that row's controls wait, the others do not. */
export const BusyRow: Story = {
  args: { busyRegistrationId: 11 },
  play: async ({ args, canvasElement }) => {
    const header = within(canvasElement).getByRole('rowheader', { name: 'Ann Lee' });
    await expect(header.closest('tr')).toHaveAttribute('aria-busy', 'true');
    const row = rowOf(canvasElement, 'Ann Lee');
    await expect(row.getByRole('switch', { name: 'Attended' })).toBeDisabled();
    await expect(row.getByRole('button', { name: 'Deny' })).toBeDisabled();
    await expect(row.getByRole('button', { name: 'Remove' })).toBeDisabled();
    await userEvent.click(row.getByRole('button', { name: 'Deny' }), { pointerEventsCheck: 0 });
    await expect(args.onDeny).not.toHaveBeenCalled();
    await expect(rowOf(canvasElement, 'Bo Jensen').getByRole('button', { name: 'Reinstate' })).toBeEnabled();
  },
};

/** Removal asks first; focus starts on Cancel (destructive); Tab then Enter confirms. */
export const RemoveWithConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(rowOf(canvasElement, 'Ann Lee').getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith(11);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Remove learner?' });
    await expect(dialog).toHaveAccessibleDescription('Remove Ann Lee from this session?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Remove learner' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirmRemove).toHaveBeenCalledWith(11);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onDismissDialog).not.toHaveBeenCalled();
  },
};

/** Escape backs out of the confirmation: nothing is removed, and focus is back on the Remove button. */
export const RemoveDismissed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(rowOf(canvasElement, 'Bo Jensen').getByRole('button', { name: 'Remove' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Remove learner?' });
    await expect(dialog).toHaveAccessibleDescription('Remove Bo Jensen from this session?');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onDismissDialog).toHaveBeenCalledTimes(1);
    await expect(args.onConfirmRemove).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(rowOf(canvasElement, 'Bo Jensen').getByRole('button', { name: 'Remove' })).toHaveFocus(),
    );
  },
};

/** A learner who attended and has a completion cannot be removed: a modal says so, no confirmation. */
export const CannotRemoveLearner: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(rowOf(canvasElement, 'Cy Okafor').getByRole('button', { name: 'Remove' }));
    const { title, message } = iltMessages.roster.cannotRemoveLearner;
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: title });
    await expect(dialog).toHaveAccessibleDescription(message);
    await expect(body(canvasElement).queryByRole('alertdialog', { name: 'Remove learner?' })).toBeNull();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onDismissDialog).toHaveBeenCalledTimes(1);
    await expect(args.onConfirmRemove).not.toHaveBeenCalled();
  },
};

/** Unmarking a completion that cannot be removed opens the modal; the switch stays on. */
export const CannotRemoveAttendance: Story = {
  play: async ({ args, canvasElement }) => {
    const attendance = rowOf(canvasElement, 'Cy Okafor').getByRole('switch', { name: 'Attended' });
    await userEvent.click(attendance);
    await expect(args.onToggleAttendance).toHaveBeenCalledWith(13);
    const { title, message } = iltMessages.roster.cannotRemoveAttendance;
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: title });
    await expect(dialog).toHaveAccessibleDescription(message);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(attendance).toBeChecked();
    await expect(attendance).toHaveFocus();
  },
};

/** Unmarking a removable completion just reports the toggle: no modal. */
export const UnmarkAttendance: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(rowOf(canvasElement, 'Dee Park').getByRole('switch', { name: 'Attended' }));
    await expect(args.onToggleAttendance).toHaveBeenCalledWith(14);
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** The app's roster machine owns the modal: it is open because the machine says so. */
export const ControlledDialog: Story = {
  args: { dialog: { type: 'cannot-remove-attendance', registrationId: 13 }, onDialogChange: fn() },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: iltMessages.roster.cannotRemoveAttendance.title,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onDismissDialog).toHaveBeenCalledTimes(1);
    await expect(args.onDialogChange).toHaveBeenCalledWith(null);
  },
};

/** Add a learner by name: type, pick with the arrow keys and Enter; the field empties for the next one. */
export const AddLearner: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Add learner' });
    await userEvent.click(field);
    await userEvent.type(field, 'mar');
    await expect(await canvas.findByRole('option', { name: 'Mara Silva' })).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Mark Chen' })).toBeVisible();
    await expect(args.searchLearners).toHaveBeenCalledWith('mar', expect.any(AbortSignal));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onAddLearner).toHaveBeenCalledWith(202);
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** A failed add shows addLearnerError on the field. */
export const AddLearnerError: Story = {
  args: { addLearnerError: iltMessages.roster.addLearnerError, isAddingLearner: false },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('combobox', { name: 'Add learner' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(iltMessages.roster.addLearnerError);
  },
};

/** A failed removal (and a failed roster update) is announced above the table. */
export const RemoveLearnerError: Story = {
  args: {
    removeLearnerError: iltMessages.roster.removeLearnerError,
    updateError: iltMessages.roster.updateError,
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(iltMessages.roster.removeLearnerError);
    await expect(alert).toHaveTextContent(iltMessages.roster.updateError);
  },
};

export const Empty: Story = {
  args: { learners: [eli] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'No learners are registered for this session.' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Add learner' })).toBeVisible();
  },
};
