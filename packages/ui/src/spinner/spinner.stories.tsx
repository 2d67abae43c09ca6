import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading');
    // The label is for screen readers only; the ring is what sighted users see.
    await expect(within(status).getByText('Loading')).toHaveClass('sr-only');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading leaderboard', size: 'lg' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading leaderboard');
    const ring = status.querySelector('[aria-hidden="true"]');
    await expect(ring?.getBoundingClientRect().width).toBe(40);
  },
};
