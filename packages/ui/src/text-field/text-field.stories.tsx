import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Segment name', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Segment name');
    await userEvent.type(input, 'Safety first');
    await expect(input).toHaveValue('Safety first');
  },
};

export const StripsAngleBrackets: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Segment name');
    await userEvent.type(input, '<b>bold</b>');
    await expect(input).toHaveValue('bbold/b');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('<script>alert(1)</script>');
    await expect(input).toHaveValue('scriptalert(1)/script');
  },
};

export const Invalid: Story = {
  args: { errorMessage: messages.validation.required },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Segment name');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Segment name is required');
  },
};

export const WithDescription: Story = {
  args: { description: 'Shown to learners on the segment card.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Segment name')).toHaveAccessibleDescription(
      'Shown to learners on the segment card.',
    );
  },
};
