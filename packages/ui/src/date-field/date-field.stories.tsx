import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './date-field';

const meta = {
  title: 'Primitives/DateField',
  component: DateField,
  args: { label: 'Start date', onValueChange: fn() },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Start date');
    await userEvent.type(input, '2026-11-22');
    await expect(input).toHaveValue('2026-11-22');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(2026, 10, 22));
    await expect(input).toHaveAccessibleDescription('Nov 22 2026');
  },
};

export const WithValue: Story = {
  args: { defaultValue: new Date(2026, 0, 5) },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Start date');
    await expect(input).toHaveValue('2026-01-05');
    await expect(within(canvasElement).getByText('Jan 5 2026')).toHaveAttribute('data-state', 'chosen');
  },
};

export const MinAndMax: Story = {
  args: { min: new Date(2026, 0, 1), max: new Date(2026, 11, 31), defaultValue: new Date(2026, 5, 1) },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Start date');
    await expect(input).toHaveAttribute('min', '2026-01-01');
    await expect(input).toHaveAttribute('max', '2026-12-31');
    await userEvent.clear(input);
    await userEvent.type(input, '2027-03-01');
    await userEvent.tab();
    await expect(within(canvasElement).getByText(messages.validation.invalidDate)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const RequiredAndEmpty: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Start date/);
    await userEvent.click(input);
    await userEvent.tab();
    await expect(within(canvasElement).getByText('Start date is required')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '2026-11-22');
    await expect(within(canvasElement).queryByText('Start date is required')).toBeNull();
  },
};

export const Invalid: Story = {
  args: { errorMessage: messages.validation.required },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Start date');
    await expect(input).toHaveAccessibleDescription('Start date is required');
  },
};

export const Controlled: Story = {
  args: { value: new Date(2026, 10, 22) },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Start date');
    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenCalledWith(null);
    await expect(within(canvasElement).getByText('Nov 22 2026')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: new Date(2026, 10, 22) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Start date')).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Start date');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('2026-02-28');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(2026, 1, 28));
    await expect(within(canvasElement).getByText('Feb 28 2026')).toBeVisible();
  },
};
