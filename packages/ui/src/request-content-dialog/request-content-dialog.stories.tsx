import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Banner } from '../banner';
import { Button } from '../button';
import { RequestContentDialog } from './request-content-dialog';
import type { RequestContentValues } from './request-content-form';

const meta = {
  title: 'Widgets/RequestContentDialog',
  component: RequestContentDialog,
  args: {
    onSubmit: fn(async (_values: RequestContentValues) => {}),
    trigger: <Button variant="outline">Request content</Button>,
  },
} satisfies Meta<typeof RequestContentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request content' }));
  return within(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Request content' }),
  );
}

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('Comment'), 'A course on negotiation');
    await userEvent.selectOptions(dialog.getByLabelText('Type of content (optional)'), 'Video');
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ comment: 'A course on negotiation', type: 'video' });
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
  },
};

/** The comment is required; the type is not. */
export const EmptyCommentFlagged: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(await dialog.findByText('Comment is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('Comment'), 'Excel basics');
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ comment: 'Excel basics', type: undefined });
  },
};

export const SendFails: Story = {
  args: { onSubmit: fn(async (_values: RequestContentValues) => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('Comment'), 'Forklift safety');
    await userEvent.selectOptions(dialog.getByLabelText('Type of content (optional)'), 'Job aid');
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(messages.errors.generic);
    await expect(dialog.getByLabelText('Comment')).toHaveValue('Forklift safety');
    await expect(dialog.getByLabelText('Type of content (optional)')).toHaveValue('job_aid');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog', { name: 'Request content' }));
    await waitFor(() => expect(dialog.getByLabelText('Comment')).toHaveFocus());
    await userEvent.keyboard('Time management');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Send request' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ comment: 'Time management', type: undefined });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Request content' })).toHaveFocus();
  },
};

/** A successful send closes the dialog and shows the success banner, which leaves by itself (8 s in the
 * product; 600 ms here). */
export const WithSuccessBanner: Story = {
  render: (args) => {
    const [hasSent, setHasSent] = useState(false);
    return (
      <div className="grid gap-4">
        {hasSent && (
          <Banner tone="success" durationMs={600} onDismiss={() => setHasSent(false)}>
            {messages.banners.contentRequestSent}
          </Banner>
        )}
        <RequestContentDialog
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
    await userEvent.type(dialog.getByLabelText('Comment'), 'More on coaching');
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(messages.banners.contentRequestSent);
    await waitFor(() => expect(canvas.queryByText(messages.banners.contentRequestSent)).toBeNull(), {
      timeout: 2000,
    });
  },
};
