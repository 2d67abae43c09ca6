import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RedeemResultDialog } from './redeem-result-dialog';

const meta = {
  title: 'Widgets/RedeemResultDialog',
  component: RedeemResultDialog,
  args: { outcome: 'redeemed', contentName: 'Forklift basics', points: 10, onClose: fn() },
} satisfies Meta<typeof RedeemResultDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Success: the content and its points, plus what else it earned; OK has focus. */
export const Redeemed: Story = {
  args: { badges: [{ badge_id: 2, name: 'Code Cracker' }], level: 3 },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: messages.completion.redeemed,
    });
    await expect(dialog).toHaveAttribute('data-tone', 'success');
    await expect(dialog).toHaveAccessibleDescription(
      'Forklift basics Congratulations! You earned 10 points.',
    );
    await expect(within(dialog).getByText('Code Cracker')).toBeVisible();
    await expect(within(dialog).getByText('You reached level 3.')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
  },
};

/** A content redeemed before earns no new points: the retake message. Enter on OK closes. */
export const RedeemedAgain: Story = {
  args: { points: 0 },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: messages.completion.redeemed });
    await expect(within(dialog).getByText(messages.completion.retake)).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Error 1: the server's message in an alert dialog. */
export const Failed: Story = {
  args: { outcome: 'failed', message: 'This SegnoCode has expired.' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: messages.errors.completionTitle,
    });
    await expect(dialog).toHaveAccessibleDescription('This SegnoCode has expired.');
    await expect(dialog).toHaveAttribute('data-tone', 'danger');
  },
};

/** Without a message from the server the generic refusal shows; Escape closes like OK. */
export const FailedWithoutMessageEscape: Story = {
  args: { outcome: 'failed', message: undefined },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription(messages.errors.contentForbidden);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
