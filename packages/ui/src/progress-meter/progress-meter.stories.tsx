import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressMeter } from './progress-meter';

const meta = {
  title: 'Widgets/ProgressMeter',
  component: ProgressMeter,
  args: { value: 42, label: 'Workplace Safety progress' },
} satisfies Meta<typeof ProgressMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Workplace Safety progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuetext', '42% complete');
    await expect(within(canvasElement).getByText('42%')).toBeVisible();
  },
};

export const ClampedAndRounded: Story = {
  args: { value: 133.3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { value: 0, showsValue: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(within(canvasElement).queryByText('0%')).toBeNull();
  },
};
