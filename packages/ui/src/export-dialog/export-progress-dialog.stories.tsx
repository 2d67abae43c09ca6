import { adminMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExportProgressDialog } from './export-progress-dialog';

const texts = adminMessages.exports;

const meta = {
  title: 'Widgets/ExportDialog/Progress',
  component: ExportProgressDialog,
  args: { state: 'polling', onDownload: fn(), onRetry: fn(), onDismiss: fn() },
} satisfies Meta<typeof ExportProgressDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: texts.progressTitle }));

/** Keeps the test page where it is: the link's own navigation is not what is under test. */
function blockNavigation(document: Document) {
  const block = (event: Event) => event.preventDefault();
  document.addEventListener('click', block, { capture: true });
  return () => document.removeEventListener('click', block, { capture: true });
}

/** Just asked: the job is being recorded, no total yet (indeterminate). */
export const Requesting: Story = {
  args: { state: 'requesting' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(texts.requesting)).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveTextContent(texts.preparing);
    await expect(dialog.queryByRole('progressbar')).toBeNull();
    await expect(dialog.queryByRole('link', { name: texts.download })).toBeNull();
  },
};

/** Writing: rows so far over the total. */
export const Progress: Story = {
  args: { state: 'polling', rows: 1500, total: 6000 },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const bar = dialog.getByRole('progressbar', { name: texts.progressLabel });
    await expect(bar).toHaveAttribute('aria-valuenow', '25');
    await expect(bar).toHaveAttribute('aria-valuetext', '25%, 1500 of 6000 rows');
    await expect(dialog.getByText('1500 of 6000 rows')).toBeVisible();
  },
};

/** Ready: focus starts on Download, a real link that saves the file under its name. */
export const Ready: Story = {
  args: { state: 'ready', rows: 6, total: 6, href: 'data:text/csv,a', fileName: 'segnocode-WELCOME1.csv' },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('Your file is ready: 6 rows.')).toBeVisible();
    const link = dialog.getByRole('link', { name: texts.download });
    await expect(link).toHaveAttribute('download', 'segnocode-WELCOME1.csv');
    await waitFor(() => expect(link).toHaveFocus());
    const unblock = blockNavigation(canvasElement.ownerDocument);
    await userEvent.keyboard('{Enter}');
    unblock();
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await expect(dialog.queryByRole('progressbar')).toBeNull();
  },
};

/** Downloaded: the link stays for another copy; Close dismisses. */
export const Completed: Story = {
  args: { state: 'completed', rows: 6, href: 'data:text/csv,a', fileName: 'segnocode-WELCOME1.csv' },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(texts.downloaded)).toBeVisible();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: texts.dismiss })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Failed: the reason, and Try again (focused) starts over. */
export const Failed: Story = {
  args: { state: 'failed', error: texts.failed },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(texts.failed)).toBeVisible();
    const retry = dialog.getByRole('button', { name: texts.retry });
    await waitFor(() => expect(retry).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

/** Escape dismisses at any time, even while the file is written. */
export const DismissWhileWorking: Story = {
  args: { state: 'polling', rows: 10, total: 100 },
  play: async ({ args, canvasElement }) => {
    await dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
