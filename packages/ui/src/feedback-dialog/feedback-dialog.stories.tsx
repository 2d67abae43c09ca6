import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Banner } from '../banner';
import { Button } from '../button';
import { FeedbackDialog } from './feedback-dialog';
import type { FeedbackValues } from './feedback-form';

const meta = {
  title: 'Widgets/FeedbackDialog',
  component: FeedbackDialog,
  args: {
    onSubmit: fn(async (_values: FeedbackValues) => {}),
    trigger: <Button variant="outline">Site feedback</Button>,
  },
} satisfies Meta<typeof FeedbackDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Site feedback' }));
  return within(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Site feedback' }),
  );
}

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('radio', { name: 'Content' })).toBeChecked();
    await userEvent.type(dialog.getByLabelText('Comment'), '  The search is <great>  ');
    await userEvent.click(dialog.getByRole('radio', { name: 'System error' }));
    await userEvent.click(dialog.getByRole('radio', { name: '4 stars' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send feedback' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      comment: 'The search is great',
      topic: 'system_error',
      rating: 4,
    });
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** An empty comment is flagged with the generic message and nothing is sent; the rating may stay empty. */
export const EmptyCommentFlagged: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('Comment'), '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Send feedback' }));
    await expect(await dialog.findByText('Comment is required')).toBeVisible();
    await expect(dialog.getByLabelText('Comment')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('Comment'), 'Works');
    await userEvent.click(dialog.getByRole('button', { name: 'Send feedback' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      comment: 'Works',
      topic: 'content',
      rating: undefined,
    });
  },
};

/** A failed send keeps every field as typed, shows an error, and the second try goes through. */
export const SendFails: Story = {
  args: {
    onSubmit: fn(async (_values: FeedbackValues) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      throw new Error('offline');
    }),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('Comment'), 'Videos stutter');
    await userEvent.click(dialog.getByRole('radio', { name: 'Other' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send feedback' }));
    await expect(dialog.getByRole('button', { name: 'Send feedback' })).toHaveAttribute('aria-busy', 'true');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(messages.errors.generic);
    await expect(dialog.getByLabelText('Comment')).toHaveValue('Videos stutter');
    await expect(dialog.getByRole('radio', { name: 'Other' })).toBeChecked();
    args.onSubmit.mockImplementation(async () => {});
    await userEvent.click(dialog.getByRole('button', { name: 'Send feedback' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      comment: 'Videos stutter',
      topic: 'other',
      rating: undefined,
    });
  },
};

/** Keyboard alone: open, type, choose a topic with the arrow keys, rate, send with Enter on the button. */
export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog', { name: 'Site feedback' }));
    await waitFor(() => expect(dialog.getByLabelText('Comment')).toHaveFocus());
    await userEvent.keyboard('Great quizzes');
    await userEvent.tab();
    await expect(dialog.getByRole('radio', { name: 'Content' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(dialog.getByRole('radio', { name: 'Other' })).toBeChecked();
    await userEvent.tab();
    await expect(dialog.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Send feedback' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ comment: 'Great quizzes', topic: 'other', rating: 5 });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Site feedback' })).toHaveFocus();
  },
};

/** How the header uses it: a successful send closes the dialog and shows the success banner, which leaves
 * by itself (8 s in the product; 600 ms here). */
export const WithSuccessBanner: Story = {
  render: (args) => {
    const [hasSent, setHasSent] = useState(false);
    return (
      <div className="grid gap-4">
        {hasSent && (
          <Banner tone="success" durationMs={600} onDismiss={() => setHasSent(false)}>
            {messages.banners.feedbackSent}
          </Banner>
        )}
        <FeedbackDialog
          {...args}
          onSubmit={async (values) => {
            await args.onSubmit(values);
            setHasSent(true);
          }}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('Comment'), 'Thanks for the new tour');
    await userEvent.click(dialog.getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(messages.banners.feedbackSent);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(canvas.queryByText(messages.banners.feedbackSent)).toBeNull(), {
      timeout: 2000,
    });
  },
};
