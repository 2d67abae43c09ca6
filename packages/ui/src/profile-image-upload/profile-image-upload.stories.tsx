import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileImageUpload } from './profile-image-upload';

/** A PNG drawn on a canvas: left half blue, right half orange, so moving the crop changes the preview. */
async function makePicture(width: number, height: number, name = 'me.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#1d4ed8';
    context.fillRect(0, 0, width / 2, height);
    context.fillStyle = '#ea580c';
    context.fillRect(width / 2, 0, width / 2, height);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File(blob ? [blob] : [], name, { type: 'image/png' });
}

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('[data-slot="profile-image-upload-input"]');
  if (!input) throw new Error('file input missing');
  return input;
}

const meta = {
  title: 'Widgets/ProfileImageUpload',
  component: ProfileImageUpload,
  args: { onUpload: fn(async (_picture: Blob) => {}) },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileImageUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose a picture' })).toBeEnabled();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');
    await expect(canvas.queryByRole('button', { name: 'Upload picture' })).toBeNull();
  },
};

/** A 300x200 PNG: the centre square is previewed and uploaded as a 144x144 picture. */
export const ValidImage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await makePicture(300, 200));
    await expect(await canvas.findByRole('img', { name: /144 by 144/ })).toBeVisible();
    const crop = canvas.getByRole('group', { name: 'Picture crop' });
    await expect(crop).toHaveAttribute('data-crop-x', '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload picture' }));
    await expect(await canvas.findByText('Your picture is uploaded.')).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    const [picture] = args.onUpload.mock.calls[0] ?? [];
    await expect(picture?.type).toBe('image/png');
    if (!picture) throw new Error('nothing uploaded');
    const uploaded = await createImageBitmap(picture);
    await expect([uploaded.width, uploaded.height]).toEqual([144, 144]);
  },
};

export const TooSmall: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await makePicture(149, 400));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.errors.imageTooSmall);
    await expect(canvas.queryByRole('button', { name: 'Upload picture' })).toBeNull();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** A text file renamed to .png: the bytes, not the name, decide. */
export const NotAnImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fake = new File(['just some words'], 'notes.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), fake, { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.errors.notAnImage);
    // A good picture afterwards clears the error.
    await userEvent.upload(fileInput(canvasElement), await makePicture(200, 200));
    await expect(await canvas.findByRole('button', { name: 'Upload picture' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The upload is busy while the promise runs; a rejection shows the spec's message and allows a retry. */
export const UploadFailure: Story = {
  args: {
    onUpload: fn(
      (_picture: Blob) =>
        new Promise<void>((_resolve, reject) => setTimeout(() => reject(new Error('503')), 300)),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await makePicture(400, 400));
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload picture' }));
    const busy = canvas.getByRole('button', { name: 'Uploading…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toBeDisabled();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.errors.uploadFailed);
    await expect(canvas.getByRole('button', { name: 'Upload picture' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload picture' }));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(2));
    // The retry fails too, and the story ends there rather than mid-upload.
    await expect(await canvas.findByRole('button', { name: 'Upload picture' })).toBeEnabled();
  },
};

/** Keyboard alone: the button is the first stop, the crop moves with the arrow keys, Enter uploads. */
export const KeyboardFlow: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose a picture' })).toHaveFocus();
    // The native file chooser cannot be driven from a test; the chosen file arrives through the input.
    await userEvent.upload(fileInput(canvasElement), await makePicture(300, 200));
    const crop = await canvas.findByRole('group', { name: 'Picture crop' });
    // As when the native chooser closes, focus is back on the button that opened it.
    canvas.getByRole('button', { name: 'Choose another picture' }).focus();
    await userEvent.tab();
    await expect(crop).toHaveFocus();
    await expect(crop).toHaveAccessibleDescription(/arrow keys/);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(crop).toHaveAttribute('data-crop-x', '10');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowDown}');
    await expect(crop).toHaveAttribute('data-crop-x', '0');
    await expect(crop).toHaveAttribute('data-crop-y', '0');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Upload picture' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(1));
  },
};

/** Dropping a file does what the button does. */
export const DropFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvasElement.querySelector('[data-slot="profile-image-upload-drop-zone"]');
    if (!zone) throw new Error('drop zone missing');
    const transfer = new DataTransfer();
    transfer.items.add(await makePicture(160, 160));
    zone.dispatchEvent(
      new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }),
    );
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'dragging'));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    await expect(await canvas.findByRole('button', { name: 'Upload picture' })).toBeVisible();
    // A square picture has nothing to move: the crop is not a tab stop.
    await expect(canvas.getByRole('group', { name: 'Picture crop' })).not.toHaveAttribute('tabindex');
  },
};
