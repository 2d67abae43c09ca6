import { type ApprovalResponsibility, messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ManagerApproval } from './manager-approval';

const responsibilities: ApprovalResponsibility[] = [
  {
    responsibility_id: 1,
    name: 'Forklift operator',
    users: [
      { user_id: 101, name: 'Ann Lee', is_approved: false },
      { user_id: 102, name: 'Bo Jensen', is_approved: true },
    ],
  },
  {
    responsibility_id: 2,
    name: 'Cash office',
    users: [{ user_id: 103, name: 'Cy Okafor', is_approved: false }],
  },
  {
    responsibility_id: 3,
    name: 'Key holder',
    users: [
      { user_id: 101, name: 'Ann Lee', is_approved: false },
      { user_id: 104, name: 'Dee Park', is_approved: false },
    ],
  },
];

const allApproved = responsibilities.map((responsibility) => ({
  ...responsibility,
  users: responsibility.users.map((user) => ({ ...user, is_approved: true })),
}));

const meta = {
  title: 'Widgets/ManagerApproval',
  component: ManagerApproval,
  args: { responsibilities, businessUnitName: 'Store 12', onSubmit: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ManagerApproval>;
export default meta;
type Story = StoryObj<typeof meta>;

function body(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

function responsibility(canvasElement: HTMLElement, name: string) {
  return within(within(canvasElement).getByRole('group', { name }));
}

/** Several responsibilities; approve by keyboard (Tab, Space) and submit with Enter: every approval is sent. */
export const SeveralResponsibilities: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Store 12' })).toBeVisible();
    const forklift = responsibility(canvasElement, 'Forklift operator');
    await expect(forklift.getByRole('checkbox', { name: 'Bo Jensen' })).toBeChecked();
    const ann = forklift.getByRole('checkbox', { name: 'Ann Lee' });
    await expect(ann).not.toBeChecked();
    await userEvent.tab();
    await expect(ann).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(ann).toBeChecked();
    // The same learner under another responsibility is approved apart.
    await expect(
      responsibility(canvasElement, 'Key holder').getByRole('checkbox', { name: 'Ann Lee' }),
    ).not.toBeChecked();
    await userEvent.click(
      responsibility(canvasElement, 'Cash office').getByRole('checkbox', { name: 'Cy Okafor' }),
    );
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const [sent] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] as [ApprovalResponsibility[]];
    await expect(sent.map((item) => item.users.map((user) => user.is_approved))).toEqual([
      [true, true],
      [true],
      [false, false],
    ]);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Everyone already approved: every box is checked and each responsibility shows as approved. */
export const AllApproved: Story = {
  args: { responsibilities: allApproved },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeChecked();
    for (const group of canvas.getAllByRole('group'))
      await expect(group).toHaveAttribute('data-state', 'approved');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(allApproved);
  },
};

/** Cancel asks first: Escape (or Keep editing) stays, with the changes kept; Discard changes leaves. */
export const CancelConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const ann = responsibility(canvasElement, 'Forklift operator').getByRole('checkbox', { name: 'Ann Lee' });
    await userEvent.click(ann);
    const cancel = canvas.getByRole('button', { name: 'Cancel' });
    await userEvent.click(cancel);
    let dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Discard your changes?' });
    await expect(dialog).toHaveAccessibleDescription('Your approvals on this screen will not be saved.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(ann).toBeChecked();
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Discard your changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Submit is busy while the call is pending: boxes and Cancel wait, a second submit is ignored. */
export const Submitting: Story = {
  render: function PendingApproval(args) {
    const [release, setRelease] = useState<() => void>();
    return (
      <div className="grid gap-3">
        <ManagerApproval
          {...args}
          onSubmit={(sent) => {
            args.onSubmit(sent);
            return new Promise<void>((resolve) => setRelease(() => resolve));
          }}
        />
        <button type="button" className="justify-self-start underline" onClick={() => release?.()}>
          Answer the call
        </button>
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await userEvent.click(submit);
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getAllByRole('checkbox')[0]).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Answer the call' }));
    await waitFor(() => expect(submit).toBeEnabled());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A failed submit is announced and describes the form. */
export const SubmitError: Story = {
  args: { errorMessage: messages.errors.generic },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.errors.generic);
    await expect(canvas.getByRole('form', { name: 'Store 12' })).toHaveAccessibleDescription(
      messages.errors.generic,
    );
  },
};

export const NoResponsibilities: Story = {
  args: { responsibilities: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No responsibilities to approve.' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};
