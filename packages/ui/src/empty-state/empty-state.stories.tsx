import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { EmptyState } from './empty-state';

const bookIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5}>
    <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z" />
    <path d="M4 19V5" />
  </svg>
);

const onBrowse = fn();

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    title: 'No segments yet',
    description: 'Subscribe to a segment to see it here.',
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'No segments yet' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'No segments yet' })).toBeVisible();
    await expect(region).toHaveTextContent('Subscribe to a segment to see it here.');
  },
};

/** With an icon and an action; the action works from the keyboard. */
export const WithAction: Story = {
  args: {
    icon: bookIcon,
    headingLevel: 3,
    action: <Button onClick={onBrowse}>Browse learning</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('No segments yet');
    await expect(canvasElement.querySelector('[data-slot="empty-state-icon"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Browse learning' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onBrowse).toHaveBeenCalled();
  },
};

export const TitleOnly: Story = {
  args: { title: 'No activity in the last 14 days', description: undefined },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'No activity in the last 14 days' });
    await expect(region.querySelectorAll('p')).toHaveLength(0);
  },
};
