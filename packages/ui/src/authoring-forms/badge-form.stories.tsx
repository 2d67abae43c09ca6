import { adminMessages, type BadgeDraft, messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fileInputOf, pngDataUrl, pngFile, StoryWizardFrame } from './authoring-forms-story-frame';
import { BadgeForm } from './badge-form';
import type { NameAvailability } from './form-types';

const segments = [
  { segment_id: 1, name: 'Customer service' },
  { segment_id: 2, name: 'Safety' },
];

const filled: BadgeDraft = {
  name: 'Greeter',
  short_name: 'GREET',
  description: 'Welcomes every customer.',
  image_file: pngDataUrl,
  segment_id: 1,
  medal_type_id: 1,
};

const meta = {
  title: 'Authoring/BadgeForm',
  component: BadgeForm,
  args: {
    id: 'badge-form',
    segments,
    onSubmit: fn(async (_values: BadgeDraft) => {}),
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
} satisfies Meta<typeof BadgeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: type, upload, choose a segment with the keyboard; no medal by default; values cleaned and typed. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(adminMessages.badges.medalType)).toHaveValue('none');
    await expect(canvas.getByText(adminMessages.badges.medalTypeHint)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Name'), '  Safety <star>  ');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await userEvent.type(canvas.getByLabelText('Short name'), 'STAR');
    await userEvent.type(canvas.getByLabelText('Description'), 'Shines at safety.');
    await userEvent.upload(fileInputOf(canvasElement), await pngFile());
    await expect(await canvas.findByRole('img', { name: 'Image' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText(adminMessages.badges.segment), 'Safety');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Safety star',
        short_name: 'STAR',
        description: 'Shines at safety.',
        image_file: pngDataUrl,
        segment_id: 2,
        medal_type_id: null,
      }),
    );
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
  },
};

/** Prefilled from badges/new?segment_id=2&medal_type_id=3: the segment and gold are chosen. */
export const Prefilled: Story = {
  args: { defaultValues: { segment_id: 2, medal_type_id: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(adminMessages.badges.segment)).toHaveValue('2');
    await expect(canvas.getByLabelText(adminMessages.badges.medalType)).toHaveValue('3');
    await expect(canvas.getByRole('option', { name: 'Gold' })).toHaveProperty('selected', true);
  },
};

/** An existing badge: change its medal to silver; Enter in a text field submits. */
export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Name')).toHaveValue('Greeter');
    await userEvent.selectOptions(canvas.getByLabelText(adminMessages.badges.medalType), 'Silver');
    await userEvent.type(canvas.getByLabelText('Short name'), 'S{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, short_name: 'GREETS', medal_type_id: 2 }),
    );
  },
};

/** Every rule's message, the first invalid field focused, nothing sent. */
export const InvalidSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toHaveFocus();
    await expect(canvas.getByText('Short name is required')).toBeVisible();
    await expect(canvas.getByText('Description is required')).toBeVisible();
    await expect(canvas.getByText(adminMessages.validation.imageRequired)).toBeVisible();
    await expect(canvas.getByText('Segment is required')).toBeVisible();
    await expect(canvas.getByLabelText(adminMessages.badges.segment)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A 409 on the name and a 400 on the segment from the server, each on its field. */
export const ServerErrors: Story = {
  args: {
    defaultValues: filled,
    serverErrors: [
      { path: 'name', message: messages.validation.unique },
      { path: 'segment_id', message: adminMessages.badges.segmentUnavailable },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Name must be unique')).toBeVisible();
    await expect(canvas.getByText(`Segment ${adminMessages.badges.segmentUnavailable}`)).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveFocus());
  },
};

/** The similar-name lookup: a taken name blocks saving until changed. */
export const NameTaken: Story = {
  args: {
    defaultValues: filled,
    checkNames: fn(
      async ({ name }: { name: string; short_name: string }): Promise<NameAvailability> => ({
        name_taken: name.toLowerCase() === 'star',
        short_name_taken: false,
      }),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Star');
    await expect(await canvas.findByText('Name must be unique')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(name).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
