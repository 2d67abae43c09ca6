import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton?.children).toHaveLength(3);
  },
};

export const Shapes: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Skeleton shape="circle" />
      <Skeleton shape="rect" className="w-40" />
      <Skeleton shape="text" className="w-32" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const shapes = [...canvasElement.querySelectorAll('[data-slot="skeleton"]')].map((node) =>
      node.getAttribute('data-shape'),
    );
    await expect(shapes).toEqual(['circle', 'rect', 'text']);
  },
};

/** How a loading card uses skeletons: the region says it is busy; the placeholders stay silent. */
export const LoadingCard: Story = {
  render: () => (
    <section
      aria-label="Recent activity"
      aria-busy="true"
      className="grid max-w-sm gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <div className="flex items-center gap-3">
        <Skeleton shape="circle" />
        <Skeleton className="w-32" />
      </div>
      <Skeleton lines={3} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Recent activity' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    // Nothing inside is exposed to assistive technology while it loads.
    await expect(within(region).queryAllByRole('img')).toHaveLength(0);
    await expect(region.querySelectorAll('[data-slot="skeleton"][aria-hidden="true"]')).toHaveLength(3);
  },
};
