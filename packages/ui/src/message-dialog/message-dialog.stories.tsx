import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { MessageDialog } from './message-dialog';

const meta = {
  title: 'Primitives/MessageDialog',
  component: MessageDialog,
  args: {
    title: 'Saved',
    message: 'Your checklist answers are saved.',
    closeLabel: 'OK',
    onClose: fn(),
  },
} satisfies Meta<typeof MessageDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

function body(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Starts open, focus on its one button; OK closes it and reports once. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Saved' });
    await expect(dialog).toHaveAccessibleDescription('Your checklist answers are saved.');
    await expect(dialog).toHaveAttribute('data-tone', 'default');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.click(ok);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Extra actions come first in the tab order and do not close; focus stays inside; Escape closes. */
export const ActionsAndKeyboard: Story = {
  args: {
    role: 'alertdialog',
    tone: 'danger',
    title: 'Connection lost',
    message: 'Your answers are kept on this device.',
    closeLabel: 'Close',
    actions: (
      <Button variant="outline" onClick={fn()}>
        Retry
      </Button>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Connection lost' });
    await expect(dialog).toHaveAttribute('data-tone', 'danger');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const retry = within(dialog).getByRole('button', { name: 'Retry' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** `initialFocusRef` starts focus elsewhere, here on a link in the body. */
export const InitialFocusElsewhere: Story = {
  render: (args) => {
    const linkRef = useRef<HTMLAnchorElement>(null);
    return (
      <MessageDialog {...args} initialFocusRef={linkRef}>
        <a ref={linkRef} href="#details" className="text-primary underline">
          Details
        </a>
      </MessageDialog>
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Saved' });
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Details' })).toHaveFocus());
  },
};

/** A click on the dimmed page counts as OK. */
export const OutsideClickCloses: Story = {
  play: async ({ args, canvasElement }) => {
    await body(canvasElement).findByRole('dialog');
    const overlay = canvasElement.ownerDocument.querySelector('[data-slot="dialog-overlay"]');
    if (!(overlay instanceof HTMLElement)) throw new Error('overlay not rendered');
    await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Controlled: Story = {
  render: (args) => {
    const [isOpen, setIsOpen] = useState(false);
    return (
      <div className="grid justify-items-start gap-2">
        <Button onClick={() => setIsOpen(true)}>Save</Button>
        <p>Dialog is {isOpen ? 'open' : 'closed'}</p>
        <MessageDialog
          {...args}
          open={isOpen}
          onClose={() => {
            args.onClose();
            setIsOpen(false);
          }}
        />
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Saved' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(canvas.getByText('Dialog is closed')).toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
  },
};
