import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './popover';

const meta = {
  title: 'Primitives/Popover',
  component: PopoverContent,
  args: { 'aria-label': 'Points explained' },
  decorators: [
    (Story) => (
      <div className="flex min-h-64 items-start justify-center p-4">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline">How points work</Button>
      </PopoverTrigger>
      <PopoverContent {...args}>
        <p>Finishing content earns its points. Medals come at set point totals in each segment.</p>
        <PopoverClose asChild>
          <Button size="sm" variant="ghost" className="mt-2">
            Got it
          </Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof PopoverContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'How points work' });
    await userEvent.click(trigger);
    const popover = await body.findByRole('dialog', { name: 'Points explained' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(popover).toHaveAttribute('data-slot', 'popover-content');
    await userEvent.click(within(popover).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Keyboard alone: Enter opens and moves focus in, Escape closes and returns focus to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'How points work' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    const popover = await body.findByRole('dialog', { name: 'Points explained' });
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Controlled: Story = {
  render: (args) => {
    const [isOpen, setIsOpen] = useState(true);
    return (
      <div className="grid justify-items-center gap-2">
        <p>Popover is {isOpen ? 'open' : 'closed'}</p>
        <Popover open={isOpen} onOpenChange={setIsOpen}>
          <PopoverTrigger asChild>
            <Button variant="outline">How points work</Button>
          </PopoverTrigger>
          <PopoverContent {...args}>Points are earned by finishing content.</PopoverContent>
        </Popover>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Points explained' });
    await userEvent.click(canvas.getByText('Popover is open'));
    await waitFor(() => expect(canvas.getByText('Popover is closed')).toBeInTheDocument());
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};
