import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { scrollToLastRow } from '../virtual-rows/virtual-rows-story-play';
import { ActivityFeed } from './activity-feed';
import { makeActivityFeed } from './activity-feed-story-data';
import type { ActivityFeedItem } from './activity-feed-types';

const now = new Date(2026, 10, 22, 15, 30);

const recent: ActivityFeedItem[] = [
  {
    id: 1,
    type: 'Points',
    date: new Date(2026, 10, 22, 9, 5),
    segment_name: 'Workplace Safety',
    description: 'Completed Fire Extinguisher Basics',
    points: 25,
    like_count: 2,
    is_liked: false,
  },
  {
    id: 2,
    type: 'Medal',
    date: new Date(2026, 10, 18, 11, 0),
    segment_name: 'Customer Service Essentials',
    description: 'Earned the Silver medal',
    like_count: 1,
    is_liked: true,
  },
  {
    id: 3,
    type: 'Badge',
    date: new Date(2026, 9, 2, 14, 0),
    segment_name: 'Product Knowledge',
    description: 'Earned the Product Expert badge',
    like_count: 0,
    is_liked: false,
  },
  {
    id: 4,
    type: 'Level',
    date: new Date(2026, 8, 14, 8, 0),
    segment_name: 'Product Knowledge',
    description: 'Reached level 4',
    like_count: 5,
    is_liked: false,
  },
];

const network: ActivityFeedItem[] = recent.map((item, index) => ({
  ...item,
  user: {
    user_id: 10 + index,
    name: ['Lena Park', 'Marcus Okafor', 'Priya Sharma', 'Diego Alvarez'][index] ?? '',
  },
}));

const meta = {
  title: 'Widgets/ActivityFeed',
  component: ActivityFeed,
  args: { items: recent, now, onLikeChange: fn() },
} satisfies Meta<typeof ActivityFeed>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement, name = 'Recent activity') =>
  within(within(canvasElement).getByRole('list', { name })).getAllByRole('listitem');

export const Recent: Story = {
  play: async ({ canvasElement }) => {
    const [today, lastWeek, october] = items(canvasElement);
    await expect(today).toHaveTextContent('9:05 am today');
    await expect(today).toHaveTextContent('+25 points');
    await expect(within(today as HTMLElement).getByText('New')).toBeVisible();
    await expect(lastWeek).toHaveTextContent('Nov 18 2026');
    await expect(within(lastWeek as HTMLElement).getByText('New')).toBeVisible();
    await expect(october).toHaveTextContent('Oct 2 2026');
    await expect(within(october as HTMLElement).queryByText('New')).toBeNull();
  },
};

export const LikeWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const like = within(canvasElement).getAllByRole('button')[0];
    await userEvent.tab();
    await expect(like).toHaveFocus();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveAccessibleName('Like, 2 likes');
    await expect(like).toHaveAccessibleDescription('Completed Fire Extinguisher Basics');
    await userEvent.keyboard('{Enter}');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName('Like, 3 likes');
    await expect(args.onLikeChange).toHaveBeenCalledWith(1, true);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onLikeChange).toHaveBeenLastCalledWith(2, false);
  },
};

/** The like shows at once and is undone when the server refuses it. */
export const LikeRefused: Story = {
  args: { onLikeChange: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const like = within(canvasElement).getAllByRole('button')[0];
    await userEvent.click(like as HTMLElement);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    await expect(like).toHaveAccessibleName('Like, 2 likes');
  },
};

export const Network: Story = {
  args: { items: network, variant: 'network' },
  play: async ({ canvasElement }) => {
    const [first] = items(canvasElement, 'Network activity');
    await expect(first).toHaveTextContent('Lena Park Completed Fire Extinguisher Basics');
    await expect(within(first as HTMLElement).getByText('LP')).toBeInTheDocument();
  },
};

export const WithSeeAllLink: Story = {
  args: { seeAll: <a href="#/dashboard/all-activity">See all</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '#/dashboard/all-activity',
    );
  },
};

export const EmptyRecent: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No recent activity yet' }),
    ).toBeVisible();
  },
};

export const EmptyNetwork: Story = {
  args: { items: [], variant: 'network' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No network activity yet' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading recent activity' }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const NarrowPhoneNetwork: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { items: network, variant: 'network' },
  play: async ({ canvasElement }) => {
    for (const item of items(canvasElement, 'Network activity')) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(320);
    }
  },
};

/**
 * 10,000 activities: the list scrolls in its own area and only the items in view are in the page. A like
 * focused before scrolling keeps its focus (and its row) once scrolled out, Tab carries on into the rows in
 * view, and a like survives its row being scrolled out and back.
 */
export const ManyRows: Story = {
  args: { items: makeActivityFeed(10_000, now) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = await canvas.findByRole('region', { name: 'Recent activity' });
    await userEvent.tab();
    await expect(scroller).toHaveFocus();
    await userEvent.tab();
    const firstLike = canvas.getAllByRole('button')[0] as HTMLElement;
    await expect(firstLike).toHaveFocus();
    await expect(firstLike.closest('li')).toHaveAttribute('aria-posinset', '1');
    await userEvent.keyboard('{Enter}');
    await expect(args.onLikeChange).toHaveBeenLastCalledWith(1, false);

    const last = await scrollToLastRow(scroller, 'li[aria-posinset="10000"]');
    await expect(last).toHaveAttribute('aria-setsize', '10000');
    await expect(last).toHaveTextContent(/Reached level 1(?!\d)/);
    await expect(items(canvasElement).length).toBeLessThan(30);
    await expect(firstLike).toHaveFocus();
    await userEvent.tab();
    const next = canvasElement.ownerDocument.activeElement?.closest('li');
    await expect(Number(next?.getAttribute('aria-posinset'))).toBeGreaterThan(9_900);

    scroller.scrollTop = 0;
    await waitFor(() => expect(canvasElement.querySelector('li[aria-posinset="1"]')).not.toBeNull());
    const firstRow = canvasElement.querySelector('li[aria-posinset="1"]') as HTMLElement;
    await expect(within(firstRow).getByRole('button')).toHaveAttribute('aria-pressed', 'false');
  },
};
