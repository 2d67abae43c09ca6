import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Email me weekly progress', onCheckedChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Email me weekly progress' });
    await expect(control).toHaveAttribute('aria-checked', 'false');
    await expect(control).toHaveAttribute('data-state', 'unchecked');
    await userEvent.click(control);
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(control).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultChecked: true, description: 'Sent on Mondays.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch');
    await expect(control).toBeChecked();
    await expect(control).toHaveAccessibleDescription('Sent on Mondays.');
    await userEvent.click(canvas.getByText('Email me weekly progress'));
    await expect(control).not.toBeChecked();
  },
};

export const Controlled: Story = {
  args: { checked: true },
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch');
    await userEvent.click(control);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
    await expect(control).toBeChecked();
  },
};

export const InAForm: Story = {
  args: { name: 'weekly_email', defaultChecked: true },
  render: (args) => (
    <form aria-label="Preferences">
      <Switch {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Preferences' }) as HTMLFormElement;
    await expect(new FormData(form).get('weekly_email')).toBe('on');
    await userEvent.click(within(canvasElement).getByRole('switch'));
    await expect(new FormData(form).get('weekly_email')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch');
    await expect(control).toBeDisabled();
    await userEvent.click(control, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch');
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await expect(control.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};
