import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    message: 'Unsubscribe from Warehouse Safety? Your progress is kept.',
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
    trigger: <Button variant="outline">Unsubscribe</Button>,
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Unsubscribe' }));
    const dialog = await body.findByRole('alertdialog', { name: args.message });
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    // A non-destructive confirmation starts on the action itself.
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.click(ok);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** Destructive: red confirm button, focus starts on Cancel, and Escape cancels. All by keyboard. */
export const DangerKeyboard: Story = {
  args: {
    tone: 'danger',
    title: 'Delete checklist',
    message: 'This removes the checklist and every answer in it.',
    confirmLabel: 'Delete',
    trigger: <Button variant="danger">Delete checklist</Button>,
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete checklist' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: 'Delete checklist' });
    await expect(dialog).toHaveAccessibleDescription(args.message);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(cancel.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
    // Open again and confirm with the keyboard: Tab from Cancel reaches Delete.
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(body.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const CustomLabels: Story = {
  args: {
    defaultOpen: true,
    title: 'Leave this content?',
    message: 'Your place in the video is not saved.',
    confirmLabel: 'Leave',
    cancelLabel: 'Stay',
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Leave this content?',
    });
    await expect(dialog).toHaveAttribute('data-tone', 'default');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Clicking the dimmed page does not dismiss a confirmation; only a choice does. */
export const IgnoresOutsideClick: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('alertdialog');
    const overlay = canvasElement.ownerDocument.querySelector('[data-slot="dialog-overlay"]');
    if (!(overlay instanceof HTMLElement)) throw new Error('overlay not rendered');
    await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await expect(body.getByRole('alertdialog')).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  args: { trigger: undefined },
  render: (args) => {
    const [isOpen, setIsOpen] = useState(false);
    const [outcome, setOutcome] = useState('none');
    return (
      <div className="grid justify-items-start gap-2">
        <Button onClick={() => setIsOpen(true)}>Sign out</Button>
        <p>Outcome: {outcome}</p>
        <ConfirmDialog
          {...args}
          message="Sign out of Segno?"
          open={isOpen}
          onOpenChange={setIsOpen}
          onConfirm={() => setOutcome('confirmed')}
          onCancel={() => setOutcome('cancelled')}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Sign out of Segno?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(canvas.getByText('Outcome: confirmed')).toBeInTheDocument());
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};
