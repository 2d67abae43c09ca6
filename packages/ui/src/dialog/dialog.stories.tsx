import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from './dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: DialogContent,
  args: { size: 'md' },
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Give feedback</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogTitle>Site feedback</DialogTitle>
        <DialogDescription>Tell us what works and what does not.</DialogDescription>
        <label className="grid gap-1 text-sm">
          Comment
          <textarea className="min-h-20 rounded-md border border-input bg-surface p-2" />
        </label>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Send</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Give feedback' });
    await expect(trigger).toHaveAttribute('data-state', 'closed');
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Site feedback' });
    await expect(dialog).toHaveAccessibleDescription('Tell us what works and what does not.');
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Keyboard alone: open with Enter, focus stays inside while tabbing, Escape closes, focus returns. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Give feedback' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Site feedback' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Four tabbable elements inside (comment, Cancel, Send, Close): eight tabs and back again stay inside.
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Controlled: Story = {
  args: { onEscapeKeyDown: fn() },
  render: (args) => {
    const [isOpen, setIsOpen] = useState(true);
    return (
      <div className="grid gap-2">
        <p>Dialog is {isOpen ? 'open' : 'closed'}</p>
        <Dialog open={isOpen} onOpenChange={setIsOpen}>
          <DialogContent {...args}>
            <DialogTitle>Session ending</DialogTitle>
            <DialogDescription>You have been inactive for a while.</DialogDescription>
            <DialogFooter>
              <DialogClose asChild>
                <Button>Keep me signed in</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Session ending' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep me signed in' }));
    await waitFor(() => expect(within(canvasElement).getByText('Dialog is closed')).toBeInTheDocument());
    await expect(args.onEscapeKeyDown).not.toHaveBeenCalled();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex gap-2">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Dialog key={size}>
          <DialogTrigger asChild>
            <Button variant="outline">Open {size}</Button>
          </DialogTrigger>
          <DialogContent size={size}>
            <DialogTitle>Size {size}</DialogTitle>
          </DialogContent>
        </Dialog>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const widths: number[] = [];
    for (const size of ['sm', 'md', 'lg']) {
      await userEvent.click(within(canvasElement).getByRole('button', { name: `Open ${size}` }));
      const dialog = await body.findByRole('dialog', { name: `Size ${size}` });
      widths.push(dialog.getBoundingClientRect().width);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    }
    await expect(widths).toEqual([384, 512, 672]);
  },
};

/** On a 320 px phone the panel takes nearly the whole width. */
export const NarrowPhone: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Give feedback' }));
    const dialog = await body.findByRole('dialog', { name: 'Site feedback' });
    const width = dialog.getBoundingClientRect().width;
    await expect(width).toBe(canvasElement.ownerDocument.documentElement.clientWidth - 16);
  },
};
