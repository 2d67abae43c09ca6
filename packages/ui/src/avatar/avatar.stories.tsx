import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './avatar';

// An inline picture, so the story needs no network or fixture file.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#2450b8"/><circle cx="5" cy="4" r="2" fill="#fff"/><rect x="2" y="7" width="6" height="3" rx="1.5" fill="#fff"/></svg>',
)}`;

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Lena Park', src: portrait },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement).getByRole('img', { name: 'Lena Park' });
    await expect(picture.tagName).toBe('IMG');
    await expect(canvasElement.querySelector('[data-slot="avatar"]')).toHaveAttribute('data-state', 'image');
  },
};

export const Initials: Story = {
  args: { src: undefined },
  play: async ({ canvasElement }) => {
    const fallback = within(canvasElement).getByRole('img', { name: 'Lena Park' });
    await expect(fallback).toHaveTextContent('LP');
    await expect(canvasElement.querySelector('[data-slot="avatar"]')).toHaveAttribute(
      'data-state',
      'fallback',
    );
  },
};

/** A picture that fails to load is replaced by the initials. */
export const BrokenPicture: Story = {
  args: { src: '/missing-profile-picture.png', name: 'Ana María Cruz' },
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('[data-slot="avatar"]');
    await waitFor(() => expect(avatar).toHaveAttribute('data-state', 'fallback'));
    await expect(within(canvasElement).getByRole('img', { name: 'Ana María Cruz' })).toHaveTextContent('AC');
  },
};

/** The spec's three sizes: 70, 90 and 144 px. */
export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-4">
      <Avatar {...args} size={70} />
      <Avatar {...args} size={90} />
      <Avatar {...args} size={144} src={undefined} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('[data-slot="avatar"]')].map(
      (node) => node.getBoundingClientRect().width,
    );
    await expect(widths).toEqual([70, 90, 144]);
  },
};
