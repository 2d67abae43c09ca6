import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatsSummary } from './stats-summary';
import { storyStats } from './stats-summary-story-data';

const meta = {
  title: 'Widgets/StatsSummary',
  component: StatsSummary,
  args: { stats: storyStats },
} satisfies Meta<typeof StatsSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const statValue = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).closest('[data-slot="stats-summary-item"]')?.querySelector('dd');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(statValue(canvasElement, 'Score')).toHaveTextContent('1,340');
    await expect(statValue(canvasElement, 'Level')).toHaveTextContent('5');
    await expect(statValue(canvasElement, 'Rank')).toHaveTextContent('7 of 1,250');
    await expect(statValue(canvasElement, 'Rank')).toHaveTextContent('up 2 since yesterday');
    await expect(statValue(canvasElement, 'Bronze medals')).toHaveTextContent('3');
    await expect(statValue(canvasElement, 'Silver medals')).toHaveTextContent('2');
    await expect(statValue(canvasElement, 'Gold medals')).toHaveTextContent('1');
    await expect(statValue(canvasElement, 'Badges')).toHaveTextContent('4');
  },
};

export const RankDropped: Story = {
  args: { stats: { ...storyStats, rank_change: -3, current_rank: 10 } },
  play: async ({ canvasElement }) => {
    const rank = statValue(canvasElement, 'Rank');
    await expect(rank).toHaveTextContent('10 of 1,250');
    await expect(rank?.querySelector('[data-slot="rank-change"]')).toHaveAttribute('data-direction', 'down');
    await expect(rank).toHaveTextContent('▼3down 3 since yesterday');
  },
};

export const NewLearner: Story = {
  args: {
    stats: {
      ...storyStats,
      score: 0,
      segno_score: 0,
      level: 1,
      badge_count: 0,
      bronze_count: 0,
      silver_count: 0,
      gold_count: 0,
      rank_change: 0,
      current_rank: 1250,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(statValue(canvasElement, 'Rank')).toHaveTextContent('no change since yesterday');
  },
};

export const NarrowPhone: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('dl');
    await expect(grid?.scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(statValue(canvasElement, 'Gold medals')).toHaveTextContent('1');
  },
};
