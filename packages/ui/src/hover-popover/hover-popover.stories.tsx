import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { focusRing } from '../lib/focus-ring';
import { HoverPopover } from './hover-popover';

const parents = (
  <div className="grid gap-1">
    <p className="font-semibold">Appears in</p>
    <ul className="list-disc pl-5 text-muted-foreground">
      <li>Warehouse Safety (segment)</li>
      <li>New Associate Onboarding (plan)</li>
    </ul>
  </div>
);

const meta = {
  title: 'Primitives/HoverPopover',
  component: HoverPopover,
  args: {
    label: 'Appears in',
    content: parents,
    onOpenChange: fn(),
    children: (
      <a href="#/content/42" className={`rounded-sm text-primary underline ${focusRing}`}>
        Forklift basics
      </a>
    ),
  },
  decorators: [
    (Story) => (
      <div className="min-h-56 p-4">
        <Story />
        <button type="button" className="mt-24 block min-h-10 rounded-md border border-border px-3">
          Next item
        </button>
      </div>
    ),
  ],
} satisfies Meta<typeof HoverPopover>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hovering opens after the spec's 500 ms delay, not before; leaving closes. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('link', { name: 'Forklift basics' });
    const hoveredAt = performance.now();
    await userEvent.hover(trigger);
    await expect(body.queryByRole('dialog', { name: 'Appears in' })).toBeNull();
    const popover = await body.findByRole('dialog', { name: 'Appears in' }, { timeout: 2000 });
    await expect(performance.now() - hoveredAt).toBeGreaterThanOrEqual(450);
    await expect(within(popover).getByText('Warehouse Safety (segment)')).toBeVisible();
    await expect(trigger).toHaveAccessibleDescription(/Warehouse Safety/);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onOpenChange).toHaveBeenNthCalledWith(2, false);
  },
};

/** A short hover that leaves before the delay never opens it. */
export const BriefHover: Story = {
  args: { openDelayMs: 300 },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('link', { name: 'Forklift basics' });
    await userEvent.hover(trigger);
    await userEvent.unhover(trigger);
    await new Promise((resolve) => setTimeout(resolve, 450));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Keyboard alone: focus opens at once and keeps focus on the link; Escape closes; Tab away closes. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('link', { name: 'Forklift basics' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger.matches(':focus-visible')).toBe(true);
    await expect(await body.findByRole('dialog', { name: 'Appears in' })).toBeVisible();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    // Focus again, then leave by Tab.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await body.findByRole('dialog', { name: 'Appears in' });
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Next item' })).toHaveFocus();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const DefaultOpen: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const popover = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Appears in',
    });
    await expect(within(popover).getByText('New Associate Onboarding (plan)')).toBeVisible();
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('data-state', 'open');
  },
};
