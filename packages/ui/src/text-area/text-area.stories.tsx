import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './text-area';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Comment', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Comment' });
    await userEvent.type(textArea, 'Great course.{Enter}More please.');
    await expect(textArea).toHaveValue('Great course.\nMore please.');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Great course.\nMore please.');
  },
};

export const StripsAngleBrackets: Story = {
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Comment' });
    await userEvent.type(textArea, 'a <i>b</i>');
    await expect(textArea).toHaveValue('a ib/i');
    await userEvent.clear(textArea);
    await userEvent.click(textArea);
    await userEvent.paste('<img src=x onerror=alert(1)>');
    await expect(textArea).toHaveValue('img src=x onerror=alert(1)');
  },
};

/** Alert text is limited to 200 characters; the counter is polite and describes the field. */
export const AlertTextCounter: Story = {
  args: { label: 'Alert text', maxLength: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: 'Alert text' });
    await expect(textArea).toHaveAccessibleDescription('0 / 200');
    await userEvent.type(textArea, 'Fire drill at 3 pm');
    const counter = canvas.getByText('18 / 200');
    await expect(counter).toHaveAttribute('aria-live', 'polite');
    await expect(textArea).toHaveAttribute('maxlength', '200');
  },
};

export const Overflow: Story = {
  args: { label: 'Alert text', maxLength: 200, defaultValue: 'x'.repeat(199) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: 'Alert text' });
    await userEvent.type(textArea, 'yz');
    await expect(textArea).toHaveValue(`${'x'.repeat(199)}y`);
    await expect(canvas.getByText('200 / 200')).toHaveAttribute('data-state', 'full');
  },
};

export const Invalid: Story = {
  args: { errorMessage: messages.validation.required, maxLength: 200 },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Comment' });
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toHaveAccessibleDescription('Comment is required 0 / 200');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sent.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Comment' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Comment' });
    await userEvent.tab();
    await expect(textArea).toHaveFocus();
    await expect(textArea.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('Line one{Enter}Line two');
    await expect(textArea).toHaveValue('Line one\nLine two');
  },
};
