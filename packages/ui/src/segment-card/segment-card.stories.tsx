import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SegmentCard, type SegmentCardSegment } from './segment-card';

const safety: SegmentCardSegment = {
  segment_id: 1,
  name: 'Workplace Safety',
  description: 'Fire safety, first aid and safe lifting for every store associate.',
  percent_complete: 60,
  segment_score: 240,
  total_points: 400,
  is_subscribed: false,
  is_assigned: false,
};

const meta = {
  title: 'Widgets/SegmentCard',
  component: SegmentCard,
  args: { segment: safety, href: '#/dashboard/segments/1/home', onSubscribeChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SegmentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Subscribable: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Workplace Safety' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Workplace Safety' })).toHaveAttribute(
      'href',
      '#/dashboard/segments/1/home',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Workplace Safety progress' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    await expect(canvas.getByText('240 of 400 points')).toBeVisible();
    const subscribe = canvas.getByRole('button', { name: 'Subscribe' });
    await expect(subscribe).toHaveAccessibleDescription('Workplace Safety');
    await userEvent.click(subscribe);
    await expect(args.onSubscribeChange).toHaveBeenCalledWith(1, true);
  },
};

export const Subscribed: Story = {
  args: { segment: { ...safety, is_subscribed: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Subscribed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(args.onSubscribeChange).toHaveBeenCalledWith(1, false);
  },
};

/** Assigned (auto-subscribed) segments cannot be unsubscribed. */
export const Assigned: Story = {
  args: { segment: { ...safety, is_assigned: true, is_subscribed: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Assigned')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The button is busy while the subscription call is pending, then the card shows the new state. */
export const SubscribeWithKeyboard: Story = {
  render: function SubscribingCard(args) {
    const [segment, setSegment] = useState(args.segment);
    return (
      <SegmentCard
        {...args}
        segment={segment}
        onSubscribeChange={async (segmentId, subscribe) => {
          args.onSubscribeChange?.(segmentId, subscribe);
          await new Promise((resolve) => setTimeout(resolve, 400));
          setSegment((current) => ({ ...current, is_subscribed: subscribe }));
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Workplace Safety' })).toHaveFocus();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Subscribe' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled());
    await expect(canvas.getByText('Subscribed')).toBeVisible();
  },
};

export const LongName: Story = {
  args: {
    segment: {
      ...safety,
      name: 'Customer Service Essentials for New Store Associates',
      description:
        'Greeting customers, handling returns, resolving complaints calmly and knowing when to call a manager. This long description is clamped to three lines so cards in a grid keep one height.',
    },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Customer Service Essentials for New Store Associates',
    });
    await expect(link).toHaveTextContent('Customer Service Essentials for…');
  },
};

export const NarrowPhone: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { segment: { ...safety, is_subscribed: true, is_assigned: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Assigned')).toBeVisible();
  },
};
