import { type ReportGraph, reportMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReportCharts } from './report-charts';

const texts = reportMessages.widgets.charts;
const months = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

const regionScores: ReportGraph['scores'] = [
  { id: 1, name: 'Central', learners: 40, score: 52_000, average_score: 1_300 },
  { id: 2, name: 'North', learners: 25, score: 61_250, average_score: 2_450 },
  { id: 3, name: 'South', learners: 30, score: 18_000, average_score: 600 },
];

const graph: ReportGraph = {
  type: 'graph',
  level: 'overview',
  scope: { region: null, district: null, store: null, manager: null },
  totals: {
    learners: 95,
    score: 131_250,
    average_score: 1_382,
    level: 4,
    gold: 12,
    silver: 30,
    bronze: 41,
    badges: 77,
  },
  medals: { gold: 12, silver: 30, bronze: 41 },
  scores: regionScores,
  completions: months.map((month, index) => ({ month, completions: (index * 7) % 23 })),
};

const manyStores: ReportGraph['scores'] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  name: `Store ${String(index + 1).padStart(2, '0')} on a rather long high street`,
  learners: 5 + index,
  score: 1_000 * ((index * 11) % 25),
  average_score: 200 + index,
}));

const meta = {
  title: 'Reports/ReportCharts',
  component: ReportCharts,
  args: { graph, scoresTitle: 'Score by region' },
  // A fixed width, so the charts draw at the same size on every run.
  decorators: [(Story) => <div style={{ width: 960 }}>{Story()}</div>],
} satisfies Meta<typeof ReportCharts>;
export default meta;
type Story = StoryObj<typeof meta>;

function figure(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).getByRole('figure', { name });
}

/** The three charts drawn; each keeps its numbers behind 'Show data'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    for (const name of [texts.medalsTitle, 'Score by region', texts.completionsTitle]) {
      const chart = figure(canvasElement, name);
      await waitFor(() => expect(chart.querySelector('svg.recharts-surface')).not.toBeNull());
      await expect(within(chart).getByRole('button', { name: texts.showData })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(within(chart).queryByRole('table')).toBeNull();
    }
  },
};

/** The medal distribution: one bar a medal, in the medal's colour; the numbers opened by keyboard. */
export const Medals: Story = {
  play: async ({ canvasElement }) => {
    const chart = figure(canvasElement, texts.medalsTitle);
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(3));
    const fills = [...chart.querySelectorAll('.recharts-bar-rectangle path')].map((bar) =>
      bar.getAttribute('fill'),
    );
    await expect(fills).toEqual(['var(--gold)', 'var(--silver)', 'var(--bronze)']);
    within(chart).getByRole('button', { name: texts.showData }).focus();
    await userEvent.keyboard('{Enter}');
    const table = within(chart).getByRole('table', { name: texts.medalsTitle });
    await expect(within(table).getByRole('row', { name: 'Gold 12' })).toBeVisible();
    await expect(within(table).getByRole('row', { name: 'Silver 30' })).toBeVisible();
    await expect(within(table).getByRole('row', { name: 'Bronze 41' })).toBeVisible();
    const hide = within(chart).getByRole('button', { name: texts.hideData });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(within(chart).queryByRole('table')).toBeNull();
  },
};

/** Score by region: a bar a region, highest first; the table has learners, score and average. */
export const Scores: Story = {
  play: async ({ canvasElement }) => {
    const chart = figure(canvasElement, 'Score by region');
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(3));
    await userEvent.click(within(chart).getByRole('button', { name: texts.showData }));
    const rows = within(within(chart).getByRole('table')).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'NameLearnersScoreAverage score',
      'North2561,2502,450',
      'Central4052,0001,300',
      'South3018,000600',
    ]);
    await expect(chart).not.toHaveTextContent(/highest scores/);
  },
};

/** 25 stores: the 10 highest scores are drawn, and the chart says so. */
export const ManyRows: Story = {
  args: { graph: { ...graph, scores: manyStores }, scoresTitle: 'Score by store' },
  play: async ({ canvasElement }) => {
    const chart = figure(canvasElement, 'Score by store');
    await expect(chart).toHaveTextContent('The 10 highest scores of 25.');
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(10));
    await userEvent.click(within(chart).getByRole('button', { name: texts.showData }));
    const rows = within(within(chart).getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(11);
    // Store 10 has the highest score (24,000), so it heads the table.
    await expect(rows[1]).toHaveTextContent('Store 10 on a rather long high street');
    await expect(rows[1]).toHaveTextContent('24,000');
  },
};

/** Completion over time: twelve months, labelled 'Dec 2025' to 'Nov 2026'. */
export const Completions: Story = {
  play: async ({ canvasElement }) => {
    const chart = figure(canvasElement, texts.completionsTitle);
    await waitFor(() => expect(chart.querySelector('.recharts-area-area')).not.toBeNull());
    await userEvent.click(within(chart).getByRole('button', { name: texts.showData }));
    const table = within(chart).getByRole('table');
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(13);
    await expect(within(table).getByRole('row', { name: 'Dec 2025 0' })).toBe(rows[1]);
    await expect(within(table).getByRole('row', { name: 'Nov 2026 8' })).toBe(rows[12]);
  },
};

/** Nothing yet: each chart says so in words, with no drawing and no data button. */
export const Empty: Story = {
  args: {
    graph: {
      medals: { gold: 0, silver: 0, bronze: 0 },
      scores: [],
      completions: months.map((month) => ({ month, completions: 0 })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(figure(canvasElement, texts.medalsTitle)).toHaveTextContent(texts.medalsEmpty);
    await expect(figure(canvasElement, 'Score by region')).toHaveTextContent(texts.scoresEmpty);
    await expect(figure(canvasElement, texts.completionsTitle)).toHaveTextContent(texts.completionsEmpty);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('svg.recharts-surface')).toBeNull();
  },
};

/** The dark theme: the medal and primary tokens switch with it. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const chart = figure(canvasElement, texts.medalsTitle);
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(3));
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
  },
};

/** A phone: the charts stack, each the screen's width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const chart = figure(canvasElement, 'Score by region');
    await waitFor(() => expect(chart.querySelector('svg.recharts-surface')).not.toBeNull());
    await expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(343);
  },
};
