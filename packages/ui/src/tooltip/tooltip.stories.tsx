import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Points count toward your level and rank',
    delayMs: 100,
    onOpenChange: fn(),
    children: <Button variant="outline">1,340 points</Button>,
  },
  decorators: [
    (Story) => (
      <div className="grid min-h-40 content-end justify-items-center gap-4 p-4">
        <Story />
        <p>Elsewhere on the page</p>
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: '1,340 points' });
    await userEvent.hover(trigger);
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Points count toward your level and rank');
    await expect(trigger).toHaveAccessibleDescription('Points count toward your level and rank');
    // The tooltip stays while the pointer travels onto it (WCAG 1.4.13); moving elsewhere hides it.
    await userEvent.unhover(trigger);
    await userEvent.hover(within(canvasElement).getByText('Elsewhere on the page'));
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Keyboard alone: focus shows the tooltip at once, Escape hides it, focus stays on the trigger. */
export const Keyboard: Story = {
  args: { delayMs: 5000 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: '1,340 points' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger.matches(':focus-visible')).toBe(true);
    await expect(await body.findByRole('tooltip', {}, { timeout: 500 })).toHaveTextContent(
      'Points count toward your level and rank',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const OpenOnTheRight: Story = {
  args: { defaultOpen: true, side: 'right', content: 'Rank 7 of 1,250' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Rank 7 of 1,250');
    const visible = canvasElement.ownerDocument.querySelector('[data-slot="tooltip"]');
    await expect(visible).toHaveAttribute('data-side', 'right');
  },
};
