import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BadgeList, type BadgeListBadge } from './badge-list';

const names = [
  'Safety Champion',
  'First Aid Ready',
  'Customer Hero',
  'Product Expert',
  'Fire Marshal',
  'Service Star',
  'Quick Learner',
  'Team Player',
  'Compliance Pro',
  'Forklift Certified',
];
const badges: BadgeListBadge[] = names.map((name, index) => ({
  badge_id: index + 1,
  name,
  is_earned: index % 3 !== 2,
}));

const meta = {
  title: 'Widgets/BadgeList',
  component: BadgeList,
  args: { badges, onExpandedChange: fn() },
} satisfies Meta<typeof BadgeList>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Badges' })).getAllByRole('listitem');

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(items(canvasElement)).toHaveLength(4);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show all (10)' }));
    await expect(items(canvasElement)).toHaveLength(10);
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
  },
};

/** Earned and not earned differ in words, not only in colour. */
export const EarnedAndNotEarned: Story = {
  args: { badges: badges.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const [first, , third] = items(canvasElement);
    await expect(first).toHaveTextContent('Safety ChampionEarned');
    await expect(third).toHaveTextContent('Customer HeroNot earned yet');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const SystemVariant: Story = {
  args: { variant: 'system' },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement)).toHaveLength(8);
  },
};

export const KeyboardExpand: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const toggle = within(canvasElement).getByRole('button', { name: 'Show all (10)' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(items(canvasElement)).toHaveLength(10);
    await expect(toggle).toHaveAccessibleName('Show less');
  },
};

export const WithPictures: Story = {
  args: {
    badges: [
      {
        badge_id: 1,
        name: 'Safety Champion',
        is_earned: true,
        image_url: 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
      },
      { badge_id: 2, name: 'Missing Picture', is_earned: false, image_url: '/no-such-badge.png' },
    ],
  },
  play: async ({ canvasElement }) => {
    const [withPicture, broken] = items(canvasElement);
    await expect(withPicture?.querySelector('img')).not.toBeNull();
    // A picture that fails to load falls back to the initials.
    await expect(await within(broken as HTMLElement).findByText('MP')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { badges: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No badges yet' })).toBeVisible();
  },
};

export const LongNamesOnNarrowPhone: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: {
    badges: [{ badge_id: 1, name: 'Certified Customer Service Excellence Ambassador 2026', is_earned: true }],
  },
  play: async ({ canvasElement }) => {
    const [item] = items(canvasElement);
    await expect((item as HTMLElement).scrollWidth).toBeLessThanOrEqual(320);
  },
};
