import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DownloadDialog } from './download-dialog';

const meta = {
  title: 'Widgets/DownloadDialog',
  component: DownloadDialog,
  args: {
    fileName: 'forklift-checklist.pdf',
    description: 'The daily pre-shift checklist for sit-down forklifts.',
    href: '/api/content-files/forklift-checklist.pdf',
    onDownload: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof DownloadDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the test page where it is: the link's own navigation is not what is under test. */
function blockNavigation(document: Document) {
  const block = (event: Event) => event.preventDefault();
  document.addEventListener('click', block, { capture: true });
  return () => document.removeEventListener('click', block, { capture: true });
}

/** Focus starts on Download, a real link with the download attribute. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'forklift-checklist.pdf',
    });
    await expect(dialog).toHaveAccessibleDescription(args.description);
    const link = within(dialog).getByRole('link', { name: 'Download' });
    await expect(link).toHaveAttribute('href', args.href);
    await expect(link).toHaveAttribute('download', '');
    await waitFor(() => expect(link).toHaveFocus());
  },
};

/** Clicking Download reports it and leaves the dialog open; Close then closes it. */
export const DownloadThenClose: Story = {
  args: { downloadName: 'Forklift checklist.pdf' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog'));
    await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'Forklift checklist.pdf',
    );
    const unblock = blockNavigation(canvasElement.ownerDocument);
    await userEvent.click(dialog.getByRole('link', { name: 'Download' }));
    unblock();
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await expect(body.getByRole('dialog')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard: Enter on Download, Tab to Close, Enter closes; Escape would close as well. */
export const Keyboard: Story = {
  args: { description: undefined },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByRole('link', { name: 'Download' })).toHaveFocus());
    const unblock = blockNavigation(canvasElement.ownerDocument);
    await userEvent.keyboard('{Enter}');
    unblock();
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.getByRole('link', { name: 'Download' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
