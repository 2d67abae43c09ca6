import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ExternalContentDialog, externalContentSandbox } from './external-content-dialog';

const page = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<!doctype html><html lang="en"><title>Safe lifting</title><main><h1>Safe lifting</h1><p>Bend your knees.</p></main></html>',
)}`;

const meta = {
  title: 'Widgets/ExternalContentDialog',
  component: ExternalContentDialog,
  args: { title: 'Safe lifting', src: page, onOpen: fn(), onClose: fn() },
  // The framed demo page carries no axe of its own; the check covers the dialog around it.
  parameters: { a11y: { options: { iframes: false } } },
} satisfies Meta<typeof ExternalContentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page in a sandboxed frame named after the content; opening is reported once. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Safe lifting' }),
    );
    const frame = canvasElement.ownerDocument.querySelector('iframe[data-slot="external-content-frame"]');
    await expect(frame).toHaveAttribute('title', 'Safe lifting');
    await expect(frame).toHaveAttribute('src', page);
    await expect(frame).toHaveAttribute('sandbox', externalContentSandbox);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Close (the X in the corner) closes it and reports once. */
export const CloseButton: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Safe lifting' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard: focus starts on the frame (its page scrolls with the keys); Shift+Tab wraps to Close, Tab wraps
 * back; Escape closes. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Safe lifting' }));
    const frame = canvasElement.ownerDocument.querySelector('iframe[data-slot="external-content-frame"]');
    await waitFor(() => expect(frame).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(frame).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Enter on Close closes it. */
export const EnterOnClose: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Safe lifting' }));
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** On a phone-sized screen (if the app ever frames there) the dialog takes the whole screen. */
export const FullScreenOnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Safe lifting',
    });
    const root = canvasElement.ownerDocument.documentElement;
    const box = dialog.getBoundingClientRect();
    await expect(Math.round(box.height)).toBe(root.clientHeight);
    await expect(Math.round(box.width)).toBe(root.clientWidth);
  },
};

/** Each opening reports once, however often the page re-renders. */
export const Controlled: Story = {
  render: (args) => {
    const [isOpen, setIsOpen] = useState(false);
    return (
      <div className="grid justify-items-start gap-2">
        <Button onClick={() => setIsOpen(true)}>Open Safe lifting</Button>
        <ExternalContentDialog
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
    const body = within(canvasElement.ownerDocument.body);
    await expect(args.onOpen).not.toHaveBeenCalled();
    for (const opening of [1, 2]) {
      await userEvent.click(canvas.getByRole('button', { name: 'Open Safe lifting' }));
      await body.findByRole('dialog', { name: 'Safe lifting' });
      await expect(args.onOpen).toHaveBeenCalledTimes(opening);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    }
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};
