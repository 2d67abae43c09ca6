import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyStats } from '../stats-summary/stats-summary-story-data';
import { StatsPopout } from './stats-popout';

const meta = {
  title: 'Widgets/StatsPopout',
  component: StatsPopout,
  args: { stats: storyStats },
  decorators: [
    (Story) => (
      <div className="flex min-h-80 justify-end p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatsPopout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Your progress: 1,340 points' }));
    const popout = await body.findByRole('dialog', { name: 'Your progress' });
    const popoutCanvas = within(popout);
    await expect(popoutCanvas.getByText('Bronze medals').nextElementSibling).toHaveTextContent('3');
    await expect(popoutCanvas.getByText('Silver medals').nextElementSibling).toHaveTextContent('2');
    await expect(popoutCanvas.getByText('Gold medals').nextElementSibling).toHaveTextContent('1');
    await expect(popoutCanvas.getByText('Badges').nextElementSibling).toHaveTextContent('4');
    await expect(popoutCanvas.getByText('Level').nextElementSibling).toHaveTextContent('5');
    await expect(popoutCanvas.getByText('Rank').nextElementSibling).toHaveTextContent('7 of 1,250');
    await expect(popoutCanvas.getByText('up 2 since yesterday')).toBeInTheDocument();
  },
};

/** Enter opens and moves focus into the popout (its panel loads on first open); Escape closes and returns focus. */
export const KeyboardOpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const popout = await body.findByRole('dialog', { name: 'Your progress' });
    await expect(popout).toBeVisible();
    await waitFor(() => expect(popout.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog', { name: 'Your progress' })).toBeNull();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};

/** The trigger names the open popout, toggles it, and an outside click closes it without taking focus back. */
export const TriggerAndOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Your progress: 1,340 points' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).not.toHaveAttribute('aria-controls');
    await userEvent.click(trigger);
    const popout = await body.findByRole('dialog', { name: 'Your progress' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('data-state', 'open');
    await expect(trigger).toHaveAttribute('aria-controls', popout.id);
    // A click on the trigger closes the popout rather than dismissing it and opening it again.
    await userEvent.click(trigger);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveAttribute('data-state', 'closed');
    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: 'Your progress' });
    await userEvent.click(canvasElement);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).not.toHaveFocus();
  },
};

export const RankDropped: Story = {
  args: { stats: { ...storyStats, rank_change: -3 }, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const change = (await body.findByText('down 3 since yesterday')).parentElement;
    await expect(change).toHaveAttribute('data-direction', 'down');
  },
};

export const NewLearner: Story = {
  args: {
    stats: {
      ...storyStats,
      score: 0,
      segno_score: 0,
      badge_count: 0,
      bronze_count: 0,
      silver_count: 0,
      gold_count: 0,
      level: 1,
      rank_change: 0,
      current_rank: 1250,
    },
    defaultOpen: true,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('no change since yesterday')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('Your progress: 0 points');
  },
};
