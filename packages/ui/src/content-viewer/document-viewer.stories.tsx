import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DocumentViewer } from './document-viewer';

const longBody = Array.from(
  { length: 30 },
  (_, index) =>
    `Section ${index + 1}. Keep aisles clear of pallets and spills. Report any hazard to your lead at once, and never climb racking to reach stock.`,
).join('\n\n');

const meta = {
  title: 'Widgets/ContentViewer/DocumentViewer',
  component: DocumentViewer,
  args: { body: longBody, title: 'Warehouse safety rules', onFinished: fn() },
} satisfies Meta<typeof DocumentViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A long text is finished only once its end has been scrolled into view. */
export const Long: Story = {
  play: async ({ args, canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Warehouse safety rules' });
    await expect(region.querySelectorAll('p')).toHaveLength(30);
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.onFinished).not.toHaveBeenCalled();
    await expect(region).toHaveAttribute('data-state', 'unfinished');
    region.scrollTop = region.scrollHeight / 2;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.onFinished).not.toHaveBeenCalled();
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(args.onFinished).toHaveBeenCalledTimes(1));
    await expect(region).toHaveAttribute('data-state', 'finished');
    region.scrollTop = 0;
    region.scrollTop = region.scrollHeight;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.onFinished).toHaveBeenCalledTimes(1);
  },
};

/** The region is a tab stop, so keyboard users can scroll it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('region', { name: 'Warehouse safety rules' })).toHaveFocus();
  },
};

/** A text that fits is finished at once. */
export const Short: Story = {
  args: { body: 'Wear safety shoes on the warehouse floor.\n\nReport spills at once.' },
  play: async ({ args, canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Warehouse safety rules' });
    await expect(region.querySelectorAll('p')).toHaveLength(2);
    await waitFor(() => expect(args.onFinished).toHaveBeenCalledTimes(1));
  },
};

export const NarrowPhone: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Warehouse safety rules' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};
