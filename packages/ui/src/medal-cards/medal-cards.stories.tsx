import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MedalCards, type MedalCardsMedal } from './medal-cards';

const medal = (
  level: 1 | 2 | 3,
  points_needed: number,
  is_earned: boolean,
  active = true,
): MedalCardsMedal => ({
  medal_id: level,
  level,
  points_needed,
  is_earned,
  active,
});

const workplaceSafety = [medal(1, 100, true), medal(2, 250, true), medal(3, 500, false)];

const meta = {
  title: 'Widgets/MedalCards',
  component: MedalCards,
  args: { medals: workplaceSafety, segmentScore: 320 },
} satisfies Meta<typeof MedalCards>;
export default meta;
type Story = StoryObj<typeof meta>;

function card(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).getByRole('listitem', { name });
}

export const SilverCurrent: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
    await expect(card(canvasElement, 'Bronze medal, earned')).toHaveAttribute('data-state', 'earned');
    await expect(card(canvasElement, 'Silver medal, current')).toHaveAttribute('data-state', 'current');
    const gold = card(canvasElement, 'Gold medal, next, 180 points to go');
    await expect(gold).toHaveTextContent('180 points to go');
    await expect(gold).toHaveTextContent('500 points');
  },
};

export const NothingEarned: Story = {
  args: { medals: [medal(1, 100, false), medal(2, 250, false), medal(3, 500, false)], segmentScore: 40 },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'Bronze medal, next, 60 points to go')).toBeVisible();
    await expect(card(canvasElement, 'Silver medal, locked')).toHaveAttribute('data-state', 'locked');
    await expect(card(canvasElement, 'Gold medal, locked')).toHaveTextContent('Locked');
  },
};

export const AllEarned: Story = {
  args: { medals: [medal(1, 100, true), medal(2, 250, true), medal(3, 500, true)], segmentScore: 900 },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'Gold medal, current')).toBeVisible();
    await expect(within(canvasElement).queryByText(/points to go/)).toBeNull();
  },
};

/** An inactive medal is hidden and never current or next. */
export const InactiveSilverHidden: Story = {
  args: {
    medals: [medal(1, 100, true), medal(2, 250, false, false), medal(3, 500, false)],
    segmentScore: 120,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(canvasElement).queryByText('Silver')).toBeNull();
    await expect(card(canvasElement, 'Gold medal, next, 380 points to go')).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(card(canvasElement, 'Silver medal, current')).toBeVisible();
  },
};

export const NarrowPhone: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const [bronze, silver] = within(canvasElement).getAllByRole('listitem');
    // Stacked on a 320 px phone: each card starts below the previous one.
    await expect(
      (silver?.getBoundingClientRect().top ?? 0) > (bronze?.getBoundingClientRect().bottom ?? 0),
    ).toBe(true);
  },
};
