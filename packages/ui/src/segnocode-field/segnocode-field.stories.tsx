import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SegnocodeField } from './segnocode-field';

const meta = {
  title: 'Widgets/SegnocodeField',
  component: SegnocodeField,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SegnocodeField>;
export default meta;
type Story = StoryObj<typeof meta>;

const invalid = messages.validation.invalidSegnocode;

/** Submit stays disabled while empty; the code is typed in capitals and submitted with Enter. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'SegnoCode' });
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.type(input, 'safe2026');
    await expect(input).toHaveValue('SAFE2026');
    await expect(submit).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('SAFE2026');
    await expect(canvas.queryByText(invalid)).toBeNull();
  },
};

/** A bad first character is not flagged while typing; leaving the field flags it; fixing it clears it. */
export const InvalidOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'SegnoCode' });
    await userEvent.type(input, '-');
    await expect(canvas.queryByText(invalid)).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(canvas.getByText(invalid)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(invalid);
    await userEvent.clear(input);
    await userEvent.type(input, 'ab12');
    await expect(canvas.queryByText(invalid)).toBeNull();
  },
};

/** Submitting an invalid code shows the message, keeps focus in the field and does not call onSubmit. */
export const InvalidOnSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'SegnoCode' });
    await userEvent.type(input, 'AB 12{Enter}');
    await expect(canvas.getByText(invalid)).toBeVisible();
    await expect(input).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the code: its message shows until the learner types again. */
export const ServerError: Story = {
  args: { errorMessage: 'That SegnoCode has expired.', defaultValue: 'OLD2019' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'SegnoCode' });
    await expect(canvas.getByText('That SegnoCode has expired.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'X');
    await expect(canvas.queryByText('That SegnoCode has expired.')).toBeNull();
  },
};

/** The button is busy while the redemption is pending. */
export const Submitting: Story = {
  args: {
    formLabel: 'Redeem a code',
    submitLabel: 'Redeem',
    onSubmit: fn(() => new Promise((resolve) => setTimeout(resolve, 400))),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Redeem a code' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'SegnoCode' }), 'ab12cd');
    const button = within(form).getByRole('button', { name: 'Redeem' });
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledWith('AB12CD');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ABC' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'SegnoCode' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};
