import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { VideoViewer } from './video-viewer';

// No media bytes: the stories check the element and its 'ended' handling, not playback.
const captions = `data:text/vtt;charset=utf-8,${encodeURIComponent('WEBVTT\n\n00:00.000 --> 00:02.000\nWelcome to Segno.\n')}`;

const meta = {
  title: 'Widgets/ContentViewer/VideoViewer',
  component: VideoViewer,
  args: { src: 'data:video/webm;base64,', title: 'Welcome to Segno', onFinished: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

const videoOf = (canvasElement: HTMLElement) => canvasElement.querySelector('video') as HTMLVideoElement;

/** Controls, no autoplay; reaching the end reports finished once. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const video = videoOf(canvasElement);
    await expect(video).toHaveAttribute('controls');
    await expect(video.autoplay).toBe(false);
    await expect(video).toHaveAccessibleName('Welcome to Segno');
    await expect(args.onFinished).not.toHaveBeenCalled();
    video.dispatchEvent(new Event('ended'));
    await waitFor(() => expect(args.onFinished).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="video-viewer"]')).toHaveAttribute(
        'data-state',
        'finished',
      ),
    );
    // Watching it again does not report twice.
    video.dispatchEvent(new Event('ended'));
    await expect(args.onFinished).toHaveBeenCalledTimes(1);
  },
};

/** The video is reachable by keyboard through its native controls. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const video = videoOf(canvasElement);
    video.focus();
    await expect(within(canvasElement.ownerDocument.body).getByLabelText('Welcome to Segno')).toBe(video);
    await expect(video.tabIndex).toBeGreaterThanOrEqual(0);
  },
};

export const WithCaptions: Story = {
  args: { captionsSrc: captions },
  play: async ({ canvasElement }) => {
    const track = canvasElement.querySelector('track');
    await expect(track).toHaveAttribute('kind', 'captions');
    await expect(track).toHaveAttribute('srclang', 'en');
    await expect(track).toHaveAttribute('label', 'English');
  },
};
