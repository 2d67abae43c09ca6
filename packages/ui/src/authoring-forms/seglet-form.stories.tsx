import { adminMessages, type SegletDraftInput } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryWizardFrame } from './authoring-forms-story-frame';
import type { NameAvailability } from './form-types';
import { SegletForm } from './seglet-form';

const meta = {
  title: 'Authoring/SegletForm',
  component: SegletForm,
  args: {
    id: 'seglet-form',
    onSubmit: fn(async (_values: SegletDraftInput) => {}),
    onDirtyChange: fn(),
  },
  decorators: [
    (Story, { args }) => (
      <StoryWizardFrame formId={args.id}>
        <Story />
      </StoryWizardFrame>
    ),
  ],
} satisfies Meta<typeof SegletForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Greeting <b>guests');
    await expect(canvas.getByLabelText('Name')).toHaveValue('Greeting bguests');
    await userEvent.type(canvas.getByLabelText('Short name'), 'GREET{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Greeting bguests', short_name: 'GREET' }),
    );
    // No autosave on a new seglet: no status line.
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Filled: Story = {
  args: { defaultValues: { name: 'Greeting guests', short_name: 'GREET' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('15 / 100')).toBeVisible();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Greeting guests', short_name: 'GREET' }),
    );
  },
};

export const InvalidSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Short name'), 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toHaveFocus();
    await expect(canvas.queryByText('Short name is required')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  args: {
    defaultValues: { name: 'Greeting guests', short_name: 'GREET' },
    serverErrors: [{ path: 'short_name', message: 'must be unique' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Short name must be unique')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Short name')).toHaveFocus());
  },
};

export const NameTaken: Story = {
  args: {
    checkNames: fn(async (): Promise<NameAvailability> => ({ name_taken: false, short_name_taken: true })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Short name'), 'GREET');
    await expect(await canvas.findByText('Short name must be unique')).toBeVisible();
    await expect(canvas.queryByText('Name must be unique')).toBeNull();
    await expect(args.checkNames).toHaveBeenCalledWith({ name: '', short_name: 'GREET' });
  },
};

/**
 * An existing seglet saves itself 2000 ms after the last change (001 section 4), announcing Saving… then
 * Saved; an invalid edit waits.
 */
export const Autosave: Story = {
  args: {
    defaultValues: { name: 'Greeting guests', short_name: 'GREET' },
    onAutosave: fn(async (_values: SegletDraftInput) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await userEvent.type(canvas.getByLabelText('Name'), ' well');
    const typedAt = Date.now();
    await expect(await canvas.findByText(adminMessages.wizard.saving, {}, { timeout: 3000 })).toBeVisible();
    await expect(Date.now() - typedAt).toBeGreaterThanOrEqual(1900);
    await expect(args.onAutosave).toHaveBeenCalledWith({ name: 'Greeting guests well', short_name: 'GREET' });
    // The wizard's own submit is not the autosave's.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(status).toHaveTextContent(adminMessages.wizard.saved));
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
    // An emptied field is not saved, and says why.
    await userEvent.clear(canvas.getByLabelText('Short name'));
    await expect(await canvas.findByText('Short name is required', {}, { timeout: 3000 })).toBeVisible();
    await expect(args.onAutosave).toHaveBeenCalledTimes(1);
  },
};
