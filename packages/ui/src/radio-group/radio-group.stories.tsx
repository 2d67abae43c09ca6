import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './radio-group';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: {
    legend: 'Order by',
    options: [
      { value: 'name', label: 'Name' },
      { value: 'created_date', label: 'Date created', description: 'Newest first' },
      { value: 'rating', label: 'Rating' },
    ],
    onValueChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Order by' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Rating' }));
    await expect(canvas.getByRole('radio', { name: 'Rating' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('rating');
    await expect(canvas.getByRole('radio', { name: 'Date created' })).toHaveAccessibleDescription(
      'Newest first',
    );
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'created_date' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Date created' })).toBeChecked();
    const states = [...canvasElement.querySelectorAll('[data-slot="radio-group-item"]')].map((item) =>
      item.getAttribute('data-state'),
    );
    await expect(states).toEqual(['unchecked', 'checked', 'unchecked']);
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'name' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveAttribute('data-orientation', 'horizontal');
  },
};

export const Invalid: Story = {
  args: { required: true, errorMessage: messages.validation.required },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Order by' });
    await expect(group).toHaveAccessibleDescription('Order by is required');
    await expect(group).toHaveAttribute('data-state', 'invalid');
    for (const radio of within(group).getAllByRole('radio')) {
      await expect(radio).toBeRequired();
      await expect(radio).toHaveAttribute('aria-invalid', 'true');
    }
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'name' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 'name' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const name = canvas.getByRole('radio', { name: 'Name' });
    await expect(name).toHaveFocus();
    await expect(name.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Date created' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Date created' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Rating' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('rating');
  },
};
