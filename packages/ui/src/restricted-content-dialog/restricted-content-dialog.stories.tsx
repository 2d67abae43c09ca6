import { submitRestrictionMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RestrictedContentDialog } from './restricted-content-dialog';

const meta = {
  title: 'Widgets/RestrictedContentDialog',
  component: RestrictedContentDialog,
  args: { message: submitRestrictionMessages.genericUser, onClose: fn() },
} satisfies Meta<typeof RestrictedContentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A generic user id: the text asks for Cancel, and Cancel is the one button, focused. */
export const GenericUser: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Content restricted' });
    await expect(dialog).toHaveAccessibleDescription(submitRestrictionMessages.genericUser);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.click(cancel);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Off the clock on required content; Escape closes like Cancel, and Enter on Cancel too. */
export const OffTheClockKeyboard: Story = {
  args: { message: submitRestrictionMessages.offTheClock },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Content restricted' });
    await expect(dialog).toHaveAccessibleDescription(submitRestrictionMessages.offTheClock);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    // Tab stays on the only control.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Stays open so the accessibility check sees the open dialog. */
export const OffTheClock: Story = {
  args: { message: submitRestrictionMessages.offTheClock },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveAttribute('data-slot', 'restricted-content-dialog');
    await expect(within(dialog).getByText(submitRestrictionMessages.offTheClock)).toBeVisible();
  },
};

export const EnterOnCancel: Story = {
  args: { message: submitRestrictionMessages.offTheClock },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
