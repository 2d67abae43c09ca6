import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Banner } from './banner';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Primitives/Banner',
  component: Banner,
  args: { tone: 'success', children: messages.banners.feedbackSent, onDismiss: fn() },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's 8 second success banner; the timing itself is covered by banner-duration.test.ts. */
export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent('Thanks. We appreciate your feedback.');
    await expect(banner).toHaveAttribute('data-tone', 'success');
    await pause(300);
    await expect(banner).toBeInTheDocument();
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

/** Success banners hide themselves; a short duration stands in for the 8 seconds. */
export const DisappearsAfterDuration: Story = {
  args: { durationMs: 300, children: messages.banners.contentRequestSent },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent("Thanks. We'll take a look at your request.");
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** The countdown waits while the pointer rests on the banner, so it can be read to the end. */
export const PausesOnHover: Story = {
  args: { durationMs: 300 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('status'));
    await pause(500);
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await userEvent.unhover(canvas.getByRole('status'));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const KeptWithNullDuration: Story = {
  args: { durationMs: null },
  play: async ({ args, canvasElement }) => {
    await pause(300);
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

/** Keyboard alone: Tab reaches the close button with a visible ring; Enter dismisses. */
export const KeyboardDismiss: Story = {
  args: { tone: 'info', children: 'A new version of Segno is available.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const close = canvas.getByRole('button', { name: 'Dismiss' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await expect(close.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Danger: Story = {
  args: { tone: 'danger', children: messages.errors.generic },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Oh No! Something went wrong!');
    // Only success banners hide themselves.
    await pause(300);
    await expect(alert).toBeInTheDocument();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div className="grid gap-2">
      <Banner {...args} tone="success">
        Success
      </Banner>
      <Banner {...args} tone="info">
        Info
      </Banner>
      <Banner {...args} tone="warning">
        Warning
      </Banner>
      <Banner {...args} tone="danger" isDismissible={false}>
        Danger
      </Banner>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tones = [...canvasElement.querySelectorAll('[data-slot="banner"]')].map((node) =>
      node.getAttribute('data-tone'),
    );
    await expect(tones).toEqual(['success', 'info', 'warning', 'danger']);
    await expect(within(canvasElement).getAllByRole('button', { name: 'Dismiss' })).toHaveLength(3);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { durationMs: null, children: messages.banners.contentRequestSent },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    const close = within(banner).getByRole('button', { name: 'Dismiss' });
    // The close button stays on the banner's row and inside the screen.
    await expect(close.getBoundingClientRect().right).toBeLessThanOrEqual(320);
  },
};

/** Every tone in the dark theme, so the accessibility check covers its colour contrast too. */
export const TonesDark: Story = {
  ...Tones,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(canvasElement.querySelectorAll('[data-slot="banner"]')).toHaveLength(4);
  },
};
