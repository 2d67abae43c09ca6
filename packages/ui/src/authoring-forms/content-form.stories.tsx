import { adminMessages, type ContentDraft } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fileInputOf, pngDataUrl, pngFile, StoryWizardFrame } from './authoring-forms-story-frame';
import { ContentForm } from './content-form';

const filled: ContentDraft = {
  name: 'Greeting video',
  short_name: 'GREETVID',
  description: 'How to welcome a guest in the first ten seconds.',
  type: 1,
  sub_type: null,
  object_type: 'content',
  url: 'https://videos.segno.example/greeting',
  image_file: pngDataUrl,
  points: 10,
  estimated_time: 5,
  content_owner_user_email: 'ana.lopez@segno.example',
  preferred_browser: 'all',
  language: 'english',
};

const meta = {
  title: 'Authoring/ContentForm',
  component: ContentForm,
  args: {
    id: 'content-form',
    onSubmit: fn(async (_values: ContentDraft) => {}),
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
} satisfies Meta<typeof ContentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: every field filled by keyboard and pointer; numbers arrive as numbers. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Estimated time (minutes)')).toHaveValue('1');
    await expect(canvas.getByLabelText('Preferred browser')).toHaveValue('all');
    await expect(canvas.getByLabelText('Language')).toHaveValue('english');
    await expect(canvas.getByRole('option', { name: 'Job aid' })).toBeInTheDocument();
    await expect(canvas.queryByLabelText(adminMessages.contentTypes.subTypeLabel)).toBeNull();
    await userEvent.type(canvas.getByLabelText('Name'), 'Fire safety');
    await userEvent.type(canvas.getByLabelText('Short name'), 'FIRE');
    await userEvent.type(canvas.getByLabelText('Description'), 'Where the exits are.');
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'Document');
    await userEvent.click(canvas.getByLabelText('Compliance content'));
    await userEvent.type(canvas.getByLabelText('Web address'), 'https://docs.segno.example/fire');
    await userEvent.upload(fileInputOf(canvasElement), await pngFile());
    await expect(await canvas.findByRole('img', { name: 'Image' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Points'), '10');
    await userEvent.clear(canvas.getByLabelText('Estimated time (minutes)'));
    await userEvent.type(canvas.getByLabelText('Estimated time (minutes)'), '15');
    await userEvent.type(canvas.getByLabelText('Content owner e-mail'), 'ana.lopez@segno.example');
    await userEvent.selectOptions(canvas.getByLabelText('Preferred browser'), 'Chrome');
    await userEvent.selectOptions(canvas.getByLabelText('Language'), 'Spanish');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Fire safety',
        short_name: 'FIRE',
        description: 'Where the exits are.',
        type: 11,
        sub_type: null,
        object_type: 'complianceContent',
        url: 'https://docs.segno.example/fire',
        image_file: pngDataUrl,
        points: 10,
        estimated_time: 15,
        content_owner_user_email: 'ana.lopez@segno.example',
        preferred_browser: 'chrome',
        language: 'spanish',
      }),
    );
  },
};

export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Type')).toHaveValue('1');
    await expect(canvas.getByLabelText('Compliance content')).not.toBeChecked();
    await userEvent.type(canvas.getByLabelText('Points'), '{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(filled));
  },
};

/** The rules' messages, fragment or sentence, with the first invalid field focused. */
export const InvalidSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Web address'), 'videos/greeting');
    await userEvent.type(canvas.getByLabelText('Points'), '0');
    await userEvent.clear(canvas.getByLabelText('Estimated time (minutes)'));
    await userEvent.type(canvas.getByLabelText('Estimated time (minutes)'), 'ten');
    await userEvent.type(canvas.getByLabelText('Content owner e-mail'), 'ana@gmail.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toHaveFocus();
    await expect(canvas.getByText('Type is required')).toBeVisible();
    await expect(canvas.getByText(adminMessages.validation.invalidUrl)).toBeVisible();
    await expect(canvas.getByText(adminMessages.validation.imageRequired)).toBeVisible();
    await expect(canvas.getByText(adminMessages.validation.pointsMin)).toBeVisible();
    await expect(canvas.getByText(adminMessages.validation.wholeNumber)).toBeVisible();
    await expect(canvas.getByText(adminMessages.validation.contentOwnerInvalid)).toBeVisible();
    await expect(canvas.getByLabelText('Points')).toHaveAccessibleDescription(
      adminMessages.validation.pointsMin,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  args: {
    defaultValues: filled,
    serverErrors: [
      { path: 'short_name', message: 'must be unique' },
      { path: 'content_owner_user_email', message: adminMessages.validation.contentOwnerUnknown },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Short name must be unique')).toBeVisible();
    await expect(canvas.getByText(adminMessages.validation.contentOwnerUnknown)).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Short name')).toHaveFocus());
  },
};

/** An http address: a warning under the field that does not block saving. */
export const HttpWarning: Story = {
  args: { defaultValues: filled },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const url = canvas.getByLabelText('Web address');
    await userEvent.clear(url);
    await userEvent.type(url, 'http://videos.segno.example/greeting');
    await expect(canvas.getByText(adminMessages.validation.insecureUrl)).toBeVisible();
    await expect(url).toHaveAccessibleDescription(adminMessages.validation.insecureUrl);
    await expect(url).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, url: 'http://videos.segno.example/greeting' }),
    );
  },
};

/** The owner lookup, 400 ms after typing stops, skipped while the address is not a company e-mail. */
export const OwnerUnknown: Story = {
  args: {
    defaultValues: { ...filled, content_owner_user_email: '' },
    checkOwner: fn(async (email: string) => email === 'ana.lopez@segno.example'),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const owner = canvas.getByLabelText('Content owner e-mail');
    await userEvent.type(owner, 'nobody@gmail.com');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(args.checkOwner).not.toHaveBeenCalled();
    await userEvent.clear(owner);
    await userEvent.type(owner, 'nobody@segno.example');
    await expect(await canvas.findByText(adminMessages.validation.contentOwnerUnknown)).toBeVisible();
    await expect(args.checkOwner).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(owner).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(owner);
    await userEvent.type(owner, 'ana.lopez@segno.example');
    await waitFor(() => expect(args.checkOwner).toHaveBeenLastCalledWith('ana.lopez@segno.example'));
    await waitFor(() => expect(canvas.queryByText(adminMessages.validation.contentOwnerUnknown)).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(filled));
  },
};

export const NameTaken: Story = {
  args: {
    defaultValues: filled,
    checkNames: fn(async () => ({ name_taken: true, short_name_taken: true })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), '!');
    await expect(await canvas.findByText('Name must be unique')).toBeVisible();
    await expect(canvas.getByText('Short name must be unique')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(canvas.getByLabelText('Name')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const scormUrl = 'https://courses.segno.example/launch?activityid=42&coursename=fire-safety';
const scorm: ContentDraft = { ...filled, type: 13, sub_type: 'scorm_2004', url: scormUrl };
const subTypeLabel = adminMessages.contentTypes.subTypeLabel;

/**
 * An invalid submit focuses the first invalid field on the page, not the first registered: the names register
 * in a child component, after the form's own fields (react-hook-form's order would pick Points).
 */
export const FocusInPageOrder: Story = {
  args: { defaultValues: { ...filled, name: '', points: 0 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Points'));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(canvas.getByText(adminMessages.validation.pointsMin)).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toHaveFocus();
    await userEvent.keyboard('Greeting video');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(canvas.getByLabelText('Points')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** SCORM: the sub type select appears with the type, is required, and is sent. */
export const ScormSubType: Story = {
  args: { defaultValues: filled },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText(subTypeLabel)).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'SCORM');
    const subType = await canvas.findByLabelText(subTypeLabel);
    await expect(subType).toHaveValue('');
    const url = canvas.getByLabelText('Web address');
    await userEvent.clear(url);
    await userEvent.type(url, scormUrl);
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByText(`${subTypeLabel} is required`)).toBeVisible();
    await expect(subType).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(subType, 'SCORM 2004');
    await waitFor(() => expect(canvas.queryByText(`${subTypeLabel} is required`)).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(scorm));
  },
};

/** Another type hides the sub type and clears it: coming back to SCORM asks again. */
export const TypeChangeClearsSubType: Story = {
  args: { defaultValues: { ...scorm, sub_type: 'segscorm' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(subTypeLabel)).toHaveValue('segscorm');
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'Video');
    await waitFor(() => expect(canvas.queryByLabelText(subTypeLabel)).toBeNull());
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'SCORM');
    await expect(await canvas.findByLabelText(subTypeLabel)).toHaveValue('');
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'Video');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...scorm, type: 1, sub_type: null }));
  },
};

/** A SCORM address without activityid and coursename: 'Invalid Scorm Url', unless the sub type is segscorm. */
export const InvalidScormUrl: Story = {
  args: { defaultValues: { ...scorm, url: 'https://courses.segno.example/launch' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const url = canvas.getByLabelText('Web address');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByText(adminMessages.validation.invalidScormUrl)).toBeVisible();
    await expect(url).toHaveFocus();
    await expect(url).toHaveAccessibleDescription(adminMessages.validation.invalidScormUrl);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByLabelText(subTypeLabel), 'segscorm');
    await waitFor(() => expect(canvas.queryByText(adminMessages.validation.invalidScormUrl)).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...scorm,
        sub_type: 'segscorm',
        url: 'https://courses.segno.example/launch',
      }),
    );
  },
};

/** http on SCORM: no insecure warning; the address is refused instead. */
export const ScormHttp: Story = {
  args: { defaultValues: scorm },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const url = canvas.getByLabelText('Web address');
    await userEvent.clear(url);
    await userEvent.type(url, scormUrl.replace('https:', 'http:'));
    await expect(canvas.queryByText(adminMessages.validation.insecureUrl)).toBeNull();
    await userEvent.type(url, '{Enter}');
    await expect(await canvas.findByText(adminMessages.validation.invalidUrl)).toBeVisible();
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText(adminMessages.validation.insecureUrl)).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
