import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RecommendationList } from './recommendation-list';
import type { RecommendationItem } from './recommendation-list-types';

const recommended: RecommendationItem[] = [
  {
    content_id: 101,
    name: 'Handling Difficult Customer Conversations with Empathy',
    type_label: 'Video',
    points: 25,
    kind: 'recommended',
    href: '#/dashboard/content/101',
  },
  { content_id: 102, name: 'Ladder Safety', type_label: 'eLearning', points: 40, kind: 'recommended' },
  { content_id: 103, name: 'Spring Product Line', type_label: 'Article', points: 10, kind: 'recommended' },
];

const meta = {
  title: 'Widgets/RecommendationList',
  component: RecommendationList,
  args: { items: recommended, onDismiss: fn() },
} satisfies Meta<typeof RecommendationList>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Recommendations' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-slot="truncate"]')?.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The title is cut at 32 characters on screen; the link's name is the whole title.
    const link = canvas.getByRole('link', { name: 'Handling Difficult Customer Conversations with Empathy' });
    await expect(link).toHaveTextContent('Handling Difficult Customer Conv…');
    await expect(canvas.getByText('eLearning · 40 points')).toBeVisible();
  },
};

export const DismissWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Dismiss Handling Difficult Customer Conversations with Empathy' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledWith(101, 'recommended');
    await expect(names(canvasElement)).toHaveLength(2);
    // Focus moves to the next item's dismiss button rather than being lost.
    await expect(canvas.getByRole('button', { name: 'Dismiss Ladder Safety' })).toHaveFocus();
  },
};

/** The item leaves at once and returns when the server refuses the dismissal. */
export const DismissRefused: Story = {
  args: {
    onDismiss: fn(
      () => new Promise<never>((_, reject) => setTimeout(() => reject(new Error('offline')), 300)),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss Ladder Safety' }));
    await expect(canvas.queryByRole('button', { name: 'Dismiss Ladder Safety' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Dismiss Ladder Safety' })).toBeVisible());
    await expect(names(canvasElement)).toHaveLength(3);
  },
};

export const DismissLastLeavesEmptyState: Story = {
  args: { items: recommended.slice(1, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss Ladder Safety' }));
    await expect(canvas.getByRole('heading', { name: 'No recommendations right now' })).toBeVisible();
  },
};

export const Popular: Story = {
  args: { items: recommended.map((item) => ({ ...item, kind: 'popular' as const })), label: 'Popular' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss Spring Product Line' }));
    await expect(args.onDismiss).toHaveBeenCalledWith(103, 'popular');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No recommendations right now' }),
    ).toBeVisible();
  },
};

export const NarrowPhone: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Recommendations' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(320);
  },
};
