import { adminMessages, messages, type SegnocodeChange } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SegnocodeEditor } from './segnocode-editor';

const texts = adminMessages.segnocodes;
const saved = (segnocode: string | null): SegnocodeChange => ({
  error: 0,
  error_msg: null,
  content_id: 25,
  segnocode,
  segnocode_gen_mode: segnocode ? 'manual' : 'clear',
});

const meta = {
  title: 'Admin/SegnocodeEditor',
  component: SegnocodeEditor,
  args: {
    code: null,
    checkAvailability: fn(async () => true),
    onReplace: fn(async (code: string) => saved(code)),
    onRemove: fn(async () => saved(null)),
    onCodeChange: fn(),
  },
} satisfies Meta<typeof SegnocodeEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No code yet: Generate is disabled while empty; a free code is generated, spaces stripped. */
export const NoCode: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.none)).toBeVisible();
    const generate = canvas.getByRole('button', { name: texts.generate });
    await expect(generate).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: texts.remove })).toBeNull();
    const input = canvas.getByRole('textbox', { name: texts.codeLabel });
    await userEvent.type(input, 'safe 20');
    await expect(input).toHaveValue('SAFE20');
    await waitFor(() => expect(canvas.getByText(texts.available)).toBeVisible());
    await expect(args.checkAvailability).toHaveBeenLastCalledWith('SAFE20');
    await userEvent.click(generate);
    await expect(args.onReplace).toHaveBeenCalledWith('SAFE20');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(texts.saved));
    await expect(canvas.getByText('SAFE20')).toBeVisible();
    await expect(args.onCodeChange).toHaveBeenCalledWith('SAFE20');
    await expect(input).toHaveValue('');
  },
};

/** A code already set: Replace by keyboard (Enter), and Remove clears it. */
export const WithCode: Story = {
  args: { code: 'WELCOME1' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('WELCOME1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.replace })).toBeDisabled();
    await userEvent.click(canvas.getByRole('textbox', { name: texts.codeLabel }));
    await userEvent.keyboard('NEWCODE9');
    await waitFor(() => expect(canvas.getByText(texts.available)).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await expect(args.onReplace).toHaveBeenCalledWith('NEWCODE9');
    await waitFor(() => expect(canvas.getByText('NEWCODE9')).toBeVisible());
    const remove = canvas.getByRole('button', { name: texts.remove });
    remove.focus();
    await userEvent.keyboard(' ');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByText(texts.none)).toBeVisible());
    await expect(canvas.getByRole('status')).toHaveTextContent(texts.removed);
    await expect(args.onCodeChange).toHaveBeenLastCalledWith(null);
  },
};

/** A taken code shows the spec's message and is not saved. */
export const Taken: Story = {
  args: { checkAvailability: fn(async () => false) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: texts.codeLabel });
    await userEvent.type(input, 'WELCOME1');
    await waitFor(() => expect(canvas.getByText(adminMessages.validation.segnocodeTaken)).toBeVisible());
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: texts.generate }));
    await expect(args.onReplace).not.toHaveBeenCalled();
  },
};

/** The admin rules: characters and length at once, "too short" after leaving the field, invalid on save. */
export const RuleMessages: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: texts.codeLabel });
    await userEvent.type(input, 'AB-');
    await expect(canvas.getByText(adminMessages.validation.segnocodeCharacters)).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'A'.repeat(15));
    await expect(canvas.getByText(adminMessages.validation.segnocodeTooLong)).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'AB');
    await expect(canvas.queryByText(adminMessages.validation.segnocodeTooShort)).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByText(adminMessages.validation.segnocodeTooShort)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.generate }));
    await expect(canvas.getByText(messages.validation.invalidSegnocode)).toBeVisible();
    await expect(args.onReplace).not.toHaveBeenCalled();
    await expect(args.checkAvailability).not.toHaveBeenCalled();
  },
};

/** The server refuses the code (error 1): its error_msg is shown and the old code stays. */
export const ReplaceRefused: Story = {
  args: {
    code: 'WELCOME1',
    onReplace: fn(
      async (_code: string): Promise<SegnocodeChange> => ({
        error: 1,
        error_msg: adminMessages.validation.segnocodeTaken,
        content_id: 25,
        segnocode: 'WELCOME1',
        segnocode_gen_mode: null,
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: texts.codeLabel }), 'RACE42{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(adminMessages.validation.segnocodeTaken),
    );
    await expect(canvas.getByText('WELCOME1')).toBeVisible();
  },
};

/** The save fails (network): a message, nothing changes. */
export const SaveFailed: Story = {
  args: {
    onReplace: fn(async (_code: string): Promise<SegnocodeChange> => Promise.reject(new Error('offline'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: texts.codeLabel }), 'OFFLINE7{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(texts.saveFailed));
    await expect(canvas.getByText(texts.none)).toBeVisible();
  },
};

/** With a print handler: the printable code images, portrait and landscape. */
export const Printable: Story = {
  args: { code: 'SAFE2026', onPrint: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: texts.printPortrait }));
    await expect(args.onPrint).toHaveBeenLastCalledWith('p');
    await userEvent.click(canvas.getByRole('button', { name: texts.printLandscape }));
    await expect(args.onPrint).toHaveBeenLastCalledWith('l');
  },
};
