import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DemoScreen, signedInAs } from '../../testing/demo-screen';

const meta = {
  title: 'Screens/Leaderboard',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dashboard/leaderboard?id=1' },
} satisfies Meta<typeof DemoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SegmentBoard: Story = {
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Customer Service Essentials' }),
    ).toBeVisible();
    const ownRow = await canvas.findByText('(you)');
    await expect(ownRow.closest('li')).toHaveAttribute('aria-current', 'true');
    await expect(ownRow.closest('li')).toHaveTextContent('Maya Chen');
    await expect(canvas.getByRole('link', { name: 'Maya Chen' })).toHaveAttribute('href', '#/user/1/profile');
  },
};

export const OverallBoard: Story = {
  args: { path: '/dashboard/leaderboard' },
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    await expect((await canvas.findByText('(you)')).closest('li')).toHaveAttribute('aria-current', 'true');
  },
};
