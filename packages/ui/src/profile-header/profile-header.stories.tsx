import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { ProfileHeader } from './profile-header';

const meta = {
  title: 'Widgets/ProfileHeader',
  component: ProfileHeader,
  args: { name: 'Priya Sharma', level: 5 },
} satisfies Meta<typeof ProfileHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Priya Sharma' })).toBeVisible();
    await expect(canvas.getByText('Level 5')).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Priya Sharma' }).closest('[data-slot="avatar"]'),
    ).toHaveAttribute('data-size', '144');
  },
};

const onChangePicture = fn();
const onMessage = fn();

/** The learner's own profile: the picture control and actions sit in their slots and work by keyboard. */
export const OwnProfileWithSlots: Story = {
  args: {
    imageControl: (
      <Button variant="outline" size="sm" onClick={onChangePicture}>
        Change picture
      </Button>
    ),
    actions: (
      <Button variant="ghost" onClick={onMessage}>
        View all activity
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Change picture' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onChangePicture).toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'View all activity' })).toHaveFocus();
  },
};

export const LongNameOnNarrowPhone: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { name: 'Maximiliana Alexandra Featherstonehaugh-Worthington', level: 12 },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(header.scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent('Priya Sharma');
  },
};
