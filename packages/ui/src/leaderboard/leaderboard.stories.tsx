import { type BoardInParts, pagesToLoad, placeRows } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { scrollToLastRow } from '../virtual-rows/virtual-rows-story-play';
import { Leaderboard } from './leaderboard';
import { makeLeaderboard } from './leaderboard-story-data';
import type { LeaderboardEntry } from './leaderboard-types';

const board = makeLeaderboard(40);

const meta = {
  title: 'Widgets/Leaderboard',
  component: Leaderboard,
  args: { entries: board, currentUserId: 17, fullLeaderboardHref: '#/dashboard/leaderboard?id=1' },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Leaderboard>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Leaderboard' })).getAllByRole('listitem');

const rankOf = (row: HTMLElement | undefined) => row?.querySelector('[data-slot="leaderboard-rank"]');

export const AroundTheLearner: Story = {
  play: async ({ canvasElement }) => {
    const shown = rows(canvasElement);
    await expect(shown).toHaveLength(3);
    await expect(shown.map((row) => row.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    const [, learner] = shown;
    await expect(learner).toHaveTextContent('Mei Okafor (you)');
    await expect(rankOf(learner)).toHaveTextContent(/^Rank 17$/);
    await expect(learner).toHaveTextContent('575 points');
    await expect(learner).toHaveTextContent('down 1 since yesterday');
    await expect(within(canvasElement).getByRole('link', { name: 'See full leaderboard' })).toHaveAttribute(
      'href',
      '#/dashboard/leaderboard?id=1',
    );
  },
};

export const KeyboardToFullBoard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'See full leaderboard' })).toHaveFocus();
  },
};

/** With profile links, each name leads to that learner's profile, reachable by keyboard before the board link. */
export const NamesLinkToProfiles: Story = {
  args: { profileHref: (userId: number) => `#/user/${userId}/profile` },
  play: async ({ canvasElement }) => {
    const [before, learner] = rows(canvasElement);
    const firstLink = within(before as HTMLElement).getByRole('link');
    await expect(firstLink).toHaveAttribute('href', '#/user/16/profile');
    await expect(within(learner as HTMLElement).getByRole('link', { name: 'Mei Okafor' })).toHaveAttribute(
      'href',
      '#/user/17/profile',
    );
    await userEvent.tab();
    await expect(firstLink).toHaveFocus();
  },
};

/** The learner at the top: the window slides down instead of showing an empty row above. */
export const LearnerFirst: Story = {
  args: { currentUserId: 1 },
  play: async ({ canvasElement }) => {
    const [first] = rows(canvasElement);
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(rows(canvasElement)).toHaveLength(3);
  },
};

/** Ties share a rank and the next rank skips: the board's first two learners have the same score. */
export const Ties: Story = {
  args: { currentUserId: 2 },
  play: async ({ canvasElement }) => {
    const [first, second, third] = rows(canvasElement);
    await expect(rankOf(first)).toHaveTextContent(/^Rank 1$/);
    await expect(rankOf(second)).toHaveTextContent(/^Rank 1$/);
    await expect(rankOf(third)).toHaveTextContent(/^Rank 3$/);
  },
};

export const Full: Story = {
  args: { variant: 'full', currentUserId: 30 },
  play: async ({ canvasElement }) => {
    const learner = await within(canvasElement).findByText('(you)');
    await expect(learner.closest('li')).toHaveAttribute('aria-current', 'true');
  },
};

/** 5,000 learners: only a handful of rows are in the DOM, and the board opens at the learner's row. */
export const FiveThousandLearnersVirtualised: Story = {
  args: { variant: 'full', entries: makeLeaderboard(5000), currentUserId: 3210 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const learnerRow = await waitFor(() => {
      const row = canvasElement.querySelector('li[aria-current="true"]');
      if (!row) throw new Error('learner row not rendered yet');
      return row;
    });
    await expect(learnerRow).toHaveAttribute('aria-posinset', '3210');
    await expect(learnerRow).toHaveAttribute('aria-setsize', '5000');
    const scroller = canvas.getByRole('region', { name: 'Leaderboard' });
    // The virtualiser settles its scroll over a few frames, so wait for the row to come fully into view.
    await waitFor(() => {
      const rowBox = canvasElement.querySelector('li[aria-current="true"]')?.getBoundingClientRect();
      const scrollerBox = scroller.getBoundingClientRect();
      expect(rowBox && rowBox.top >= scrollerBox.top && rowBox.bottom <= scrollerBox.bottom).toBe(true);
    });
    await expect(rows(canvasElement).length).toBeLessThan(20);

    // Scroll back to the top, then return to the learner with the keyboard.
    scroller.scrollTop = 0;
    await waitFor(() => expect(canvas.getByText('Lena Park')).toBeInTheDocument());
    await expect(canvasElement.querySelector('li[aria-current="true"]')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show my rank' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('li[aria-current="true"]')).not.toBeNull());
    await expect(rows(canvasElement).length).toBeLessThan(20);
  },
};

/** 10,000 learners: scrolled to the end, the last learner shows and only a handful of rows are in the page. */
export const ManyRows: Story = {
  args: { variant: 'full', entries: makeLeaderboard(10_000), currentUserId: undefined },
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByRole('region', { name: 'Leaderboard' });
    const last = await scrollToLastRow(scroller, 'li[aria-posinset="10000"]');
    await expect(last).toHaveAttribute('aria-setsize', '10000');
    await expect(rankOf(last)).toHaveTextContent(/^Rank 10000$/);
    await expect(rows(canvasElement).length).toBeLessThan(20);
  },
};

/** A board of 1,000 with one part loaded (places 21 to 40): the places not loaded hold placeholders. */
const partLoaded = (count: number, first: number, last: number) => {
  const whole = makeLeaderboard(count);
  return Array.from({ length: count }, (_, place) =>
    place >= first && place <= last ? whole[place] : undefined,
  );
};

export const LoadedInParts: Story = {
  args: { variant: 'full', entries: partLoaded(1000, 20, 39), currentUserId: 30, onRowsInView: fn() },
  play: async ({ canvasElement, args }) => {
    const learner = await within(canvasElement).findByText('(you)');
    await expect(learner.closest('li')).toHaveAttribute('aria-posinset', '30');
    await expect(learner.closest('li')).toHaveAttribute('aria-setsize', '1000');
    const lastRowsInView = () => mocked(args.onRowsInView)?.mock.lastCall ?? [];
    await waitFor(() => {
      const [first = -1, last = -1] = lastRowsInView();
      expect(first <= 29 && last >= 29 && last - first < 8).toBe(true);
    });
    const scroller = within(canvasElement).getByRole('region', { name: 'Leaderboard' });
    scroller.scrollTop = 0;
    await waitFor(() => expect(lastRowsInView()[0]).toBe(0));
    const top = await waitFor(() => {
      const row = scroller.querySelector<HTMLElement>('li[aria-posinset="1"]');
      if (!row) throw new Error('the first place is not rendered yet');
      return row;
    });
    await expect(top).toHaveAttribute('aria-busy', 'true');
    await expect(top).toHaveTextContent('Loading');
  },
};

/** How an app fills a board in parts (the domain's paging rules): each page the places in view need, once. */
function BoardLoadedAsItScrolls({ count, pageSize }: { count: number; pageSize: number }) {
  const [whole] = useState(() => makeLeaderboard(count));
  const [entries, setEntries] = useState<BoardInParts<LeaderboardEntry>>(() =>
    placeRows([], { total: count, offset: 0, rows: whole.slice(0, pageSize) }),
  );
  function load(first: number, last: number) {
    for (const offset of pagesToLoad(entries, first, last, pageSize)) {
      const rows = whole.slice(offset, offset + pageSize);
      setTimeout(() => setEntries((loaded) => placeRows(loaded, { total: count, offset, rows })));
    }
  }
  return <Leaderboard variant="full" entries={entries} onRowsInView={load} />;
}

/** Scrolled to the end, the last places show placeholders, then their learners once their page arrives. */
export const LoadsAsItScrolls: Story = {
  render: () => <BoardLoadedAsItScrolls count={500} pageSize={50} />,
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByRole('region', { name: 'Leaderboard' });
    await scrollToLastRow(scroller, 'li[aria-posinset="500"]');
    await waitFor(() =>
      expect(rankOf(scroller.querySelector('li[aria-posinset="500"]') ?? undefined)).toHaveTextContent(
        /^Rank 500$/,
      ),
    );
    await expect(scroller.querySelectorAll('li[aria-busy="true"]')).toHaveLength(0);
  },
};

export const KeyboardScrollRegion: Story = {
  args: { variant: 'full', currentUserId: 30 },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('region', { name: 'Leaderboard' })).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading leaderboard' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No one on the leaderboard yet' }),
    ).toBeVisible();
  },
};

export const LongNamesOnNarrowPhone: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: {
    entries: board.map((entry, index) =>
      index === 16 ? { ...entry, name: 'Maximiliana Alexandra Featherstonehaugh-Worthington' } : entry,
    ),
  },
  play: async ({ canvasElement }) => {
    const [, learner] = rows(canvasElement);
    await expect(learner).toHaveTextContent('Featherstonehaugh-Worthington');
    await expect((learner as HTMLElement).scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toHaveLength(3);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('li[aria-current="true"]')).toHaveAttribute(
      'data-state',
      'current-user',
    );
  },
};
