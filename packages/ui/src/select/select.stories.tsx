import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './select';

const topics = [
  { value: 'content', label: 'Content' },
  { value: 'navigation', label: 'Navigation' },
  { value: 'points', label: 'Points and medals' },
  { value: 'retired', label: 'Retired topic', disabled: true },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Topic', options: topics, placeholder: 'Choose a topic', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Topic' });
    await expect(select).toHaveValue('');
    await expect(within(select).getByRole('option', { name: 'Choose a topic' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Navigation');
    await expect(select).toHaveValue('navigation');
    await expect(args.onValueChange).toHaveBeenCalledWith('navigation');
  },
};

export const DisabledOption: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Topic' });
    await expect(within(select).getByRole('option', { name: 'Retired topic' })).toBeDisabled();
  },
};

export const Controlled: Story = {
  args: { value: 'points' },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Topic' });
    await expect(select).toHaveValue('points');
    await userEvent.selectOptions(select, 'Content');
    await expect(args.onValueChange).toHaveBeenCalledWith('content');
    // The caller did not take the new value, so the select keeps showing its own.
    await expect(select).toHaveValue('points');
  },
};

export const Required: Story = {
  args: { required: true, errorMessage: messages.validation.required },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Topic' });
    await expect(select).toBeRequired();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Topic is required');
    await expect(within(select).getByRole('option', { name: 'Choose a topic' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'content' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Topic' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue('content');
  },
};

/** Tab reaches the select with a visible ring; the choice itself is the platform's own list. */
export const Keyboard: Story = {
  args: { description: 'What is your feedback about?' },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Topic' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(select.matches(':focus-visible')).toBe(true);
    await expect(select).toHaveAccessibleDescription('What is your feedback about?');
    await userEvent.selectOptions(select, 'points');
    await expect(args.onValueChange).toHaveBeenCalledWith('points');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Topic' });
    await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};
