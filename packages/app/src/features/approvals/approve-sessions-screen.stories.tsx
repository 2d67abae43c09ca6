import { formatSessionDate } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { demoPendingRegistrations } from '../../testing/demo-approval-responses';
import {
  demo,
  demoUserId,
  releaseHeldApprovals,
  withApprovalRefused,
  withApprovalsHeld,
  withDemoApprovalChanges,
} from '../../testing/demo-fetch';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';

const pending = demoPendingRegistrations(demo, demoUserId('manager')).data;
const [first, second] = pending;
if (!first || !second) throw new Error('The demo manager has fewer than two pending registrations');

const meta = {
  title: 'Screens/Approve sessions',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: paths.approveSessions() },
  beforeEach: [signedInAs('manager'), withDemoApprovalChanges()],
} satisfies Meta<typeof DemoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const tableName = 'Pending session registrations';

function rowOf(canvas: ReturnType<typeof within>, name: string) {
  const row = canvas.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return within(row);
}

const dateOf = (registration: typeof first) =>
  formatSessionDate(registration.session.session_days[0]?.start_date ?? new Date(Number.NaN));

/** Each pending registration shows its learner, course and session date; approving one takes it off the list. */
export const ApproveOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: tableName }, loaded);
    await expect(within(table).getAllByRole('row')).toHaveLength(pending.length + 1);
    const row = rowOf(canvas, first.name);
    await expect(row.getByRole('cell', { name: first.session.course_name })).toBeVisible();
    await expect(row.getByRole('cell', { name: dateOf(first) })).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: new RegExp(`^Approve ${first.name}`) }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      `Approved ${first.name}'s registration for ${first.session.course_name}.`,
    );
    await expect(canvas.queryByRole('rowheader', { name: first.name })).toBeNull();
    await expect(within(table).getAllByRole('row')).toHaveLength(pending.length);
  },
};

/** While a decision is pending its button is busy and every other decision waits. */
export const BusyWhilePending: Story = {
  beforeEach: withApprovalsHeld(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: tableName }, loaded);
    const approve = rowOf(canvas, first.name).getByRole('button', {
      name: new RegExp(`^Approve ${first.name}`),
    });
    await userEvent.click(approve);
    await expect(approve).toHaveAttribute('aria-busy', 'true');
    await expect(approve).toBeDisabled();
    await expect(table).toHaveAttribute('aria-busy', 'true');
    for (const button of within(table).getAllByRole('button')) await expect(button).toBeDisabled();
    releaseHeldApprovals();
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: first.name })).toBeNull());
    await expect(table).not.toHaveAttribute('aria-busy');
    await expect(
      rowOf(canvas, second.name).getByRole('button', { name: new RegExp(`^Approve ${second.name}`) }),
    ).toBeEnabled();
  },
};

/** Deny asks first: Keep leaves the row; confirming by keyboard denies it. */
export const DenyWithConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('table', { name: tableName }, loaded);
    const deny = rowOf(canvas, second.name).getByRole('button', { name: new RegExp(`^Deny ${second.name}`) });
    await userEvent.click(deny);
    let dialog = await body.findByRole('alertdialog', { name: 'Deny this registration?' });
    await expect(dialog).toHaveAccessibleDescription(
      `${second.name} will not be registered for ${second.session.course_name} on ${dateOf(second)}.`,
    );
    // A denial is destructive: focus starts on Keep.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('rowheader', { name: second.name })).toBeVisible();

    deny.focus();
    await userEvent.keyboard('{Enter}');
    dialog = await body.findByRole('alertdialog', { name: 'Deny this registration?' });
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Deny' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText(`Denied ${second.name}'s registration for ${second.session.course_name}.`),
    ).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: second.name })).toBeNull();
  },
};

const refusal = 'This registration was already decided.';

/** A refused decision shows the response's error_msg and keeps the row. */
export const Refused: Story = {
  beforeEach: withApprovalRefused(refusal),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: tableName }, loaded);
    await userEvent.click(
      rowOf(canvas, first.name).getByRole('button', { name: new RegExp(`^Approve ${first.name}`) }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(refusal);
    await expect(canvas.getByRole('rowheader', { name: first.name })).toBeVisible();
    await expect(
      rowOf(canvas, first.name).getByRole('button', { name: new RegExp(`^Approve ${first.name}`) }),
    ).toBeEnabled();
  },
};

/** A manager with no registrations waiting sees so. */
export const NoneWaiting: Story = {
  beforeEach: signedInAs('treyes'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No registrations are waiting for your approval.' }, loaded),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
