import { iltMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import {
  demoBusinessUnits,
  demoManagerApproval,
  demoManagerData,
} from '../../testing/demo-approval-responses';
import { demo, demoUserId, withDemoApprovalChanges } from '../../testing/demo-fetch';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';

const managerId = demoUserId('manager');
const [unit] = demoBusinessUnits(demo, managerId).data;
if (!unit) throw new Error('The demo manager has no business unit');
const responsibilities =
  demoManagerApproval(demo, managerId, unit.business_unit_id)?.responsibilities.data ?? [];
/** The first responsibility with a user still to approve, and that user. */
const pending = responsibilities
  .flatMap((responsibility) =>
    responsibility.users.filter((user) => !user.is_approved).map((user) => ({ responsibility, user })),
  )
  .at(0);
const pendingBefore = demoManagerData(demo, managerId).total_pending_approvals;

const meta = {
  title: 'Screens/Manager approval',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    path: paths.managerApproval({ businessUnitId: unit.business_unit_id, businessUnitName: unit.name }),
  },
  beforeEach: [signedInAs('manager'), withDemoApprovalChanges()],
} satisfies Meta<typeof DemoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

function approvalsWidget(canvas: ReturnType<typeof within>) {
  return canvas.findByRole('region', { name: 'Manager approvals' }, loaded);
}

/** The manager approves one user for one responsibility and submits: the home shows one approval fewer. */
export const ApproveAndSubmit: Story = {
  play: async ({ canvasElement }) => {
    if (!pending) throw new Error('Nothing to approve in the demo business unit');
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: unit.name }, loaded);
    const group = within(within(form).getByRole('group', { name: pending.responsibility.name }));
    const checkbox = group.getByRole('checkbox', { name: pending.user.name });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    // Submit returns to the learner dashboard home, whose approvals widget counts one pending fewer.
    const widget = await approvalsWidget(canvas);
    await expect(canvas.queryByRole('form', { name: unit.name })).toBeNull();
    await expect(within(widget).getByText('Pending approvals').nextElementSibling).toHaveTextContent(
      String(pendingBefore - 1),
    );
  },
};

/** Cancel asks first; keeping on editing stays, confirming (by keyboard) returns home without saving. */
export const CancelAfterConfirmation: Story = {
  play: async ({ canvasElement }) => {
    if (!pending) throw new Error('Nothing to approve in the demo business unit');
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = await canvas.findByRole('form', { name: unit.name }, loaded);
    await userEvent.click(
      within(within(form).getByRole('group', { name: pending.responsibility.name })).getByRole('checkbox', {
        name: pending.user.name,
      }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    const { confirmCancel } = iltMessages.managerApproval;
    let dialog = await body.findByRole('alertdialog', { name: confirmCancel.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(form).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    dialog = await body.findByRole('alertdialog', { name: confirmCancel.title });
    within(dialog).getByRole('button', { name: 'Discard changes' }).focus();
    await userEvent.keyboard('{Enter}');
    const widget = await approvalsWidget(canvas);
    await expect(within(widget).getByText('Pending approvals').nextElementSibling).toHaveTextContent(
      String(pendingBefore),
    );
  },
};

/** Someone who manages nobody is sent to the learner dashboard home. */
export const NotAManager: Story = {
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'My recent activity' }, loaded)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: unit.name })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Manager approvals' })).toBeNull();
  },
};
