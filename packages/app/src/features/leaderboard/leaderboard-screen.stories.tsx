import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withLeaderboardPageFailingOnce } from '../../testing/demo-fetch';
import { DemoScreen, screenLoaded, signedInAs } from '../../testing/demo-screen';

const meta = {
  title: 'Screens/Leaderboard',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dashboard/leaderboard?id=1' },
} satisfies Meta<typeof DemoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolls the board to its top or its end until the learner in that place (not a placeholder) is in view. */
async function scrollToPlace(canvasElement: HTMLElement, where: 'top' | 'end') {
  const scroller = await within(canvasElement).findByRole('region', { name: /rankings$/ }, screenLoaded);
  return waitFor(
    () => {
      scroller.scrollTop = where === 'top' ? 0 : scroller.scrollHeight;
      const rows = [...scroller.querySelectorAll('li[aria-posinset]')];
      const row = where === 'top' ? rows.at(0) : rows.at(-1);
      const place = row?.getAttribute('aria-posinset');
      expect(place).toBe(where === 'top' ? '1' : row?.getAttribute('aria-setsize'));
      expect(row).not.toHaveAttribute('aria-busy');
      return row as HTMLElement;
    },
    { timeout: 5000 },
  );
}

export const SegmentBoard: Story = {
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Customer Service Essentials' }, screenLoaded),
    ).toBeVisible();
    const ownRow = await canvas.findByText('(you)');
    await expect(ownRow.closest('li')).toHaveAttribute('aria-current', 'true');
    await expect(ownRow.closest('li')).toHaveTextContent('Maya Chen');
    await expect(canvas.getByRole('link', { name: 'Maya Chen' })).toHaveAttribute('href', '#/user/1/profile');
  },
};

/** The board opens on the page around the learner; scrolled to either end, the rest loads a page at a time. */
export const OverallBoard: Story = {
  args: { path: '/dashboard/leaderboard' },
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Leaderboard' }, screenLoaded),
    ).toBeVisible();
    await expect((await canvas.findByText('(you)')).closest('li')).toHaveAttribute('aria-current', 'true');
    const last = await scrollToPlace(canvasElement, 'end');
    await expect(Number(last.getAttribute('aria-setsize'))).toBeGreaterThan(50);
    const top = await scrollToPlace(canvasElement, 'top');
    await expect(top.querySelector('[data-slot="leaderboard-rank"]')).toHaveTextContent(/^Rank 1$/);
  },
};

/** A page that fails says so and keeps its places until the learner tries again. */
export const PageFailsThenLoads: Story = {
  args: { path: '/dashboard/leaderboard' },
  beforeEach: [signedInAs('learner'), withLeaderboardPageFailingOnce()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = await canvas.findByRole('region', { name: 'Leaderboard rankings' }, screenLoaded);
    await canvas.findByText('(you)');
    scroller.scrollTop = scroller.scrollHeight;
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Part of the leaderboard could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await scrollToPlace(canvasElement, 'end');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
