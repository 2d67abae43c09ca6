import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { minLengthMessage } from '../field/field-messages';
import { TextField } from './text-field';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Segment name', onChange: fn(), onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Segment name');
    await userEvent.type(input, 'Safety first');
    await expect(input).toHaveValue('Safety first');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Safety first');
  },
};

export const StripsAngleBrackets: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Segment name');
    await userEvent.type(input, '<b>bold</b>');
    await expect(input).toHaveValue('bbold/b');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('<script>alert(1)</script>');
    await expect(input).toHaveValue('scriptalert(1)/script');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('scriptalert(1)/script');
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

export const TooShort: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'abc', errorMessage: minLengthMessage(8) },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAccessibleDescription('Password needs at least 8 characters');
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

export const WithCounter: Story = {
  args: { maxLength: 20, defaultValue: 'Safety' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Segment name');
    const counter = canvas.getByText('6 / 20');
    await expect(counter).toHaveAttribute('aria-live', 'polite');
    await expect(input).toHaveAccessibleDescription('6 / 20');
    await userEvent.type(input, ' first and always <3');
    // The two angle brackets are stripped, then the native limit stops input at 20 characters.
    await expect(input).toHaveValue('Safety first and alw');
    await expect(counter).toHaveTextContent('20 / 20');
    await expect(counter).toHaveAttribute('data-state', 'full');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Locked' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Segment name')).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Segment name');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('Fire drills');
    await expect(input).toHaveValue('Fire drills');
  },
};

function RegisteredField() {
  const { register, handleSubmit } = useForm({ defaultValues: { title: 'Forklift basics' } });
  const [saved, setSaved] = useState<string>();
  return (
    <form onSubmit={handleSubmit((values) => setSaved(values.title))} className="grid gap-2">
      <TextField label="Title" maxLength={32} {...register('title')} />
      <button type="submit" className="min-h-10 justify-self-start rounded-md border border-border px-4">
        Save
      </button>
      {saved !== undefined && <p role="status">Saved: {saved}</p>}
    </form>
  );
}

/** react-hook-form's `register` fills the value through the ref; the counter measures it. */
export const WithReactHookForm: Story = {
  render: () => <RegisteredField />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Title');
    await expect(input).toHaveValue('Forklift basics');
    await expect(canvas.getByText('15 / 32')).toBeInTheDocument();
    await userEvent.type(input, ' <2>');
    await expect(canvas.getByText('17 / 32')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved: Forklift basics 2');
  },
};
