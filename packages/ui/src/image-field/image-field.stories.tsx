import { adminMessages, messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fileInputOf, pngDataUrl, pngFile } from '../authoring-forms/authoring-forms-story-frame';
import { ImageField, type ImageFieldProps } from './image-field';

/** The field with its value held here, as a form would. */
function ControlledImageField(props: ImageFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ImageField
      {...props}
      value={value}
      onChange={(url) => {
        setValue(url);
        props.onChange(url);
      }}
    />
  );
}

const meta = {
  title: 'Authoring/ImageField',
  component: ImageField,
  render: (args) => <ControlledImageField {...args} />,
  args: {
    label: 'Image',
    value: null,
    onChange: fn(),
    upload: fn(async (_file: File) => pngDataUrl),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: the choose button opens the file dialog (the hidden input is clicked). */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = fileInputOf(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');
    const opened = fn();
    input.addEventListener('click', (event) => {
      event.preventDefault();
      opened();
    });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Upload works: busy while it runs, then the preview (alt = label) and a remove button. */
export const UploadOk: Story = {
  args: {
    upload: fn((_file: File) => new Promise<string>((resolve) => setTimeout(() => resolve(pngDataUrl), 300))),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputOf(canvasElement), await pngFile());
    await expect(await canvas.findByRole('status')).toHaveTextContent('Uploading the image');
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toHaveAttribute('aria-busy', 'true');
    await expect(await canvas.findByRole('img', { name: 'Image' })).toHaveAttribute('src', pngDataUrl);
    await expect(args.onChange).toHaveBeenCalledWith(pngDataUrl);
    await expect(args.upload).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeVisible();
  },
};

export const Filled: Story = {
  args: { value: pngDataUrl },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Image' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Replace image' })).toBeVisible();
  },
};

/** A text file named .png: refused by its bytes, nothing uploaded. */
export const NotAnImage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const fake = new File(['just words'], 'cover.png', { type: 'image/png' });
    await userEvent.upload(fileInputOf(canvasElement), fake, { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.errors.notAnImage);
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toHaveAccessibleDescription(
      messages.errors.notAnImage,
    );
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

/** The upload fails: the spec's message; a second try works. */
export const UploadFailed: Story = {
  args: { upload: fn(async (_file: File): Promise<string> => Promise.reject(new Error('503'))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputOf(canvasElement), await pngFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.errors.uploadFailed);
    await expect(args.onChange).not.toHaveBeenCalled();
    args.upload.mockImplementation(async () => pngDataUrl);
    await userEvent.upload(fileInputOf(canvasElement), await pngFile());
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(pngDataUrl));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A form's message ('Choose an image.') describes the choose button. */
export const WithError: Story = {
  args: { errorMessage: adminMessages.validation.imageRequired },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const choose = canvas.getByRole('button', { name: 'Choose image' });
    await expect(choose).toHaveAccessibleDescription(adminMessages.validation.imageRequired);
    await expect(canvasElement.querySelector('[data-slot="image-field"]')).toHaveAttribute(
      'data-state',
      'invalid',
    );
  },
};
