import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { CompletionDialog, type CompletionStatus } from './completion-dialog';

const meta = {
  title: 'Widgets/CompletionDialog',
  component: CompletionDialog,
  args: { status: 'completed', points: 5, onClose: fn(), onRetry: fn() },
} satisfies Meta<typeof CompletionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

function body(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Sending: busy, a spinner, no buttons, and Escape or a click outside cannot close it yet. */
export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Submitting' });
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(dialog).toHaveAttribute('data-state', 'submitting');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Submitting');
    await expect(within(dialog).queryByRole('button')).toBeNull();
    await userEvent.keyboard('{Escape}');
    const overlay = canvasElement.ownerDocument.querySelector('[data-slot="dialog-overlay"]');
    if (!(overlay instanceof HTMLElement)) throw new Error('overlay not rendered');
    await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await expect(body(canvasElement).getByRole('dialog')).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The reward: points, new badges, medals and level, and a rating sent when the dialog closes. */
export const CompletedWithRewardsAndRating: Story = {
  args: {
    points: 25,
    badges: [
      { badge_id: 4, name: 'Safety Star' },
      { badge_id: 9, name: 'Early Bird' },
    ],
    medals: [{ medal_id: 3, level: 3, name: 'Warehouse Safety' }],
    level: 4,
    canRate: true,
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Congratulations! You earned 25 points.',
    });
    const inside = within(dialog);
    await expect(inside.getByText(messages.completion.newBadges)).toBeVisible();
    await expect(inside.getByText('Safety Star')).toBeVisible();
    await expect(inside.getByText('Early Bird')).toBeVisible();
    await expect(inside.getByText(messages.completion.newMedals)).toBeVisible();
    await expect(inside.getByText('Warehouse Safety: Gold')).toBeVisible();
    await expect(inside.getByText('You reached level 4.')).toBeVisible();
    await userEvent.click(inside.getByRole('radio', { name: '4 stars' }));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(inside.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledWith(4);
  },
};

/** Keyboard: focus on Close; Shift+Tab reaches the stars, arrows choose, Escape closes and sends the rating. */
export const RateWithKeyboard: Story = {
  args: { canRate: true, defaultRating: 2 },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(dialog.getByRole('radio', { name: '2 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledWith(4);
  },
};

/** Closing without choosing a rating sends none (the earlier rating is kept as it was). */
export const ClosedWithoutRating: Story = {
  args: { points: 1, canRate: true, defaultRating: 3 },
  play: async ({ args, canvasElement }) => {
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: messages.completion.onePoint }),
    );
    await expect(dialog.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledWith(undefined);
  },
};

/** A retake earns no points: the retake message, nothing else, and no rating offered. */
export const Retake: Story = {
  args: { points: 0 },
  play: async ({ canvasElement }) => {
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: messages.completion.retake }),
    );
    await expect(dialog.queryByRole('radiogroup')).toBeNull();
    await expect(dialog.queryByText(messages.completion.newBadges)).toBeNull();
    await expect(dialog.getAllByRole('button').map((button) => button.textContent)).toEqual(['Close']);
  },
};

/** Attempted but not passed: the completion warning; Try again (focused) stays open for the app to act. */
export const NotCompleted: Story = {
  args: { status: 'notCompleted' },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: messages.completion.notCompleted });
    await expect(dialog).toHaveAttribute('data-state', 'notCompleted');
    const retry = within(dialog).getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(retry).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(dialog).toBeVisible();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledWith(undefined);
  },
};

/** The server's message under 'Oops. Something went wrong.'; Escape closes. */
export const ErrorState: Story = {
  args: { status: 'error', errorMessage: 'The SegnoCode is not valid for this content.' },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: messages.errors.completionTitle });
    await expect(dialog).toHaveAccessibleDescription('The SegnoCode is not valid for this content.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Try again' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledWith(undefined);
  },
};

/** How the app drives it: open while sending, then the outcome arrives; focus moves to the new Close. */
export const SubmitThenReward: Story = {
  render: (args) => {
    const [status, setStatus] = useState<CompletionStatus | 'closed'>('closed');
    return (
      <div className="grid justify-items-start gap-2">
        <Button
          onClick={() => {
            setStatus('submitting');
            setTimeout(() => setStatus('completed'), 300);
          }}
        >
          Submit
        </Button>
        <CompletionDialog
          {...args}
          open={status !== 'closed'}
          status={status === 'closed' ? 'submitting' : status}
          onClose={(rating) => {
            args.onClose(rating);
            setStatus('closed');
          }}
        />
      </div>
    );
  },
  args: { points: 3, medals: [{ medal_id: 1, level: 1, name: 'Forklift Operations' }] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Submitting' });
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'completed'));
    await expect(dialog).toHaveAccessibleName('Congratulations! You earned 3 points.');
    await expect(within(dialog).getByText('Forklift Operations: Bronze')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledWith(undefined);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveFocus();
  },
};

/** Every reward at once, left open so the accessibility check sees the full reward state. */
export const RewardsView: Story = {
  args: {
    points: 40,
    badges: [{ badge_id: 4, name: 'Safety Star', message: 'Thank you for keeping the aisles clear.' }],
    medals: [
      { medal_id: 3, level: 2, name: 'Warehouse Safety' },
      { medal_id: 5, level: 1, name: 'Customer Care' },
    ],
    level: 7,
    canRate: true,
    defaultRating: 5,
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Safety StarThank you for keeping the aisles clear.',
      'Warehouse Safety: Silver',
      'Customer Care: Bronze',
    ]);
    await expect(dialog.getByRole('radiogroup', { name: 'Rate this content' })).toBeVisible();
  },
};

/** The error state left open for the accessibility check; its title is in the danger colour. */
export const ErrorView: Story = {
  args: { status: 'error', errorMessage: messages.validation.invalidSegnocode },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: messages.errors.completionTitle });
    await expect(dialog).toHaveAttribute('data-state', 'error');
    await expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close', 'Try again']);
  },
};
