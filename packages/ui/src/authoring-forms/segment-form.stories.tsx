import { adminMessages, messages, type SegmentDraft } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fileInputOf, pngDataUrl, pngFile, StoryWizardFrame } from './authoring-forms-story-frame';
import type { NameAvailability } from './form-types';
import { SegmentForm } from './segment-form';

const filled: SegmentDraft = {
  name: 'Customer service',
  short_name: 'CS',
  description: 'Serving customers well, from greeting to goodbye.',
  image_file: pngDataUrl,
  max_points: 150,
};

const meta = {
  title: 'Authoring/SegmentForm',
  component: SegmentForm,
  args: {
    id: 'segment-form',
    onSubmit: fn(async (_values: SegmentDraft) => {}),
    onDirtyChange: fn(),
    upload: fn(async (_file: File) => pngDataUrl),
  },
  decorators: [
    (Story, { args }) => (
      <StoryWizardFrame formId={args.id}>
        <Story />
      </StoryWizardFrame>
    ),
  ],
} satisfies Meta<typeof SegmentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: type, upload an image, save with the wizard's outside button; values cleaned and typed. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Possible points')).toHaveValue('150');
    await expect(canvas.getByText('No medal can be worth more than this.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Name'), '  Safety <first>  ');
    await expect(canvas.getByText('16 / 100')).toBeVisible();
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await userEvent.type(canvas.getByLabelText('Short name'), 'SAFE');
    await expect(canvas.getByText('4 / 20')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Description'), 'Stay safe at work.');
    await userEvent.upload(fileInputOf(canvasElement), await pngFile());
    await expect(await canvas.findByRole('img', { name: 'Image' })).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Possible points'));
    await userEvent.type(canvas.getByLabelText('Possible points'), '200');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Safety first',
        short_name: 'SAFE',
        description: 'Stay safe at work.',
        image_file: pngDataUrl,
        max_points: 200,
      }),
    );
    // Saved: the form is clean again.
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
  },
};

/** An existing segment: Enter in a text field submits, after an edit. */
export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Name')).toHaveValue('Customer service');
    await expect(canvas.getByRole('img', { name: 'Image' })).toHaveAttribute('src', pngDataUrl);
    await userEvent.type(canvas.getByLabelText('Short name'), '1{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, short_name: 'CS1' }));
  },
};

/** Every rule's message, the first invalid field focused, nothing sent. */
export const InvalidSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Possible points'));
    await userEvent.type(canvas.getByLabelText('Possible points'), 'many');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toHaveFocus();
    await expect(canvas.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Short name is required')).toBeVisible();
    await expect(canvas.getByText('Description is required')).toBeVisible();
    await expect(canvas.getByText(adminMessages.validation.imageRequired)).toBeVisible();
    await expect(canvas.getByText(adminMessages.validation.wholeNumber)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Fixing the name moves the focus on the next try to the next invalid field.
    await userEvent.type(canvas.getByLabelText('Name'), 'Safety');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(canvas.getByLabelText('Short name')).toHaveFocus());
    await expect(canvas.queryByText('Name is required')).toBeNull();
  },
};

/** A 409 from the server: 'must be unique' on the name, focused; everything typed stays. */
export const ServerErrors: Story = {
  args: {
    defaultValues: filled,
    serverErrors: [{ path: 'name', message: messages.validation.unique }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Name must be unique')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveFocus());
    await expect(canvas.getByLabelText('Description')).toHaveValue(filled.description);
  },
};

/** A failed save keeps the typing and the form dirty. */
export const SaveFails: Story = {
  args: {
    defaultValues: filled,
    onSubmit: fn(async (_values: SegmentDraft) => {
      throw new Error('503');
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), ' team');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(canvas.getByLabelText('Name')).toHaveValue('Customer service team');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
  },
};

/** The similar-name lookup, 400 ms after typing stops: a taken name shows 'must be unique' and blocks saving. */
export const NameTaken: Story = {
  args: {
    defaultValues: filled,
    checkNames: fn(
      async ({ name }: { name: string; short_name: string }): Promise<NameAvailability> => ({
        name_taken: name.toLowerCase() === 'safety',
        short_name_taken: false,
      }),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Safety');
    await expect(await canvas.findByText('Name must be unique')).toBeVisible();
    // One lookup for the pause, not one per key.
    await expect(args.checkNames).toHaveBeenCalledTimes(1);
    await expect(args.checkNames).toHaveBeenCalledWith({ name: 'Safety', short_name: 'CS' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(name).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(name, ' 101');
    await waitFor(() => expect(canvas.queryByText('Name must be unique')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, name: 'Safety 101' }));
  },
};

/** Only the image is missing: its choose button takes the focus and is described by the message. */
export const ImageMissingFocused: Story = {
  args: { defaultValues: { ...filled, image_file: null } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    const choose = canvas.getByRole('button', { name: 'Choose image' });
    await waitFor(() => expect(choose).toHaveFocus());
    await expect(choose).toHaveAccessibleDescription(adminMessages.validation.imageRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
