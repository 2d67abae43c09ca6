import { type ReportRow, type ReportTotals, reportMessages, sumReportTotals } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportTable } from './report-table';

const texts = reportMessages.widgets.table;
const regionNames = [
  'North',
  'South',
  'East',
  'West',
  'Central',
  'Coast',
  'Highlands',
  'Lakes',
  'Plains',
  'Valley',
];

function totals(seed: number): ReportTotals {
  const learners = 10 + seed * 3;
  const score = 1_500 + seed * 1_250;
  return {
    learners,
    score,
    average_score: Math.round(score / learners),
    level: 1 + (seed % 4),
    gold: seed % 3,
    silver: seed % 5,
    bronze: 2 + seed,
    badges: 4 * seed,
  };
}

const regions: ReportRow[] = regionNames.map((name, index) => ({
  region_id: index + 1,
  district_id: null,
  store_id: null,
  user_id: null,
  manager_id: null,
  manager_name: null,
  name,
  totals: totals(index),
}));

const learners: ReportRow[] = ['Ada Chen', 'Kwame Mensah', 'Lucia Alvarez'].map((name, index) => ({
  region_id: 1,
  district_id: 2,
  store_id: 3,
  user_id: 100 + index,
  manager_id: 7,
  manager_name: 'Maya Manager',
  name,
  totals: { ...totals(index), learners: 1 },
}));

const meta = {
  title: 'Reports/ReportTable',
  component: ReportTable,
  args: {
    caption: 'Regions',
    nameHeader: 'Region',
    rows: regions,
    totals: { ...sumReportTotals(regions), learners: 1_234, score: 1_234_567 },
    sort: { column: 'name', direction: 'asc' },
    onSortChange: fn(),
    page: 1,
    pageSize: 10,
    total: 24,
    onPageChange: fn(),
    rowHref: (row) => `#/report-dashboard/region/${row.region_id}`,
  },
} satisfies Meta<typeof ReportTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ten regions sorted by name ascending, the totals last, three pages; Score is asked for, then page 2. */
export const SortedAscending: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Regions' });
    // The heading row, ten regions and the totals row.
    await expect(within(table).getAllByRole('row')).toHaveLength(12);
    await expect(canvas.getByRole('columnheader', { name: 'Region' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('columnheader', { name: texts.columns.score })).not.toHaveAttribute(
      'aria-sort',
    );
    const totalsRow = canvas.getByRole('row', { name: new RegExp(`^${texts.totals}`) });
    await expect(within(totalsRow).getByRole('rowheader', { name: texts.totals })).toBeVisible();
    await expect(totalsRow).toHaveTextContent('1,234,567');
    await expect(totalsRow).toHaveTextContent('1,234');
    await userEvent.click(canvas.getByRole('button', { name: texts.columns.score }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'score', direction: 'asc' });
    const pages = canvas.getByRole('navigation', { name: 'Regions pages' });
    await expect(within(pages).getAllByRole('button', { name: /^Page/ })).toHaveLength(3);
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Sorted by score descending; Enter on the sorted heading flips it, Tab moves to the next heading. */
export const SortedDescending: Story = {
  args: { sort: { column: 'score', direction: 'desc' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: texts.columns.score });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: 'Region' })).not.toHaveAttribute('aria-sort');
    within(header).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'score', direction: 'asc' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: texts.columns.average_score })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'average_score', direction: 'asc' });
  },
};

/** Page 3 of 3: Next is off, Previous goes back by keyboard. */
export const LastPage: Story = {
  args: { page: 3, rows: regions.slice(0, 4) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = canvas.getByRole('navigation', { name: 'Regions pages' });
    await expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    within(pages).getByRole('button', { name: 'Previous' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** The region names link down to the region's districts. */
export const DrillDownLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const north = canvas.getByRole('link', { name: 'North' });
    await expect(north).toHaveAttribute('href', '#/report-dashboard/region/1');
    await expect(within(canvas.getByRole('row', { name: /^Total/ })).queryByRole('link')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Region' })).toHaveFocus();
  },
};

/** A store's learners: no links, a Manager column (not sortable), one page. */
export const LearnerRows: Story = {
  args: {
    caption: 'Learners',
    nameHeader: 'Learner',
    rows: learners,
    totals: sumReportTotals(learners),
    total: 3,
    showManager: true,
    rowHref: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Learners' });
    const manager = within(table).getByRole('columnheader', { name: texts.manager });
    await expect(within(manager).queryByRole('button')).toBeNull();
    const ada = within(table).getByRole('row', { name: /^Ada Chen/ });
    await expect(ada).toHaveTextContent('Maya Manager');
    await expect(within(table).queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('3');
  },
};

/** No rows: a plain message instead of the table. */
export const Empty: Story = {
  args: { rows: [], total: 0, totals: sumReportTotals([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: texts.empty })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** The first load: headings and placeholder rows, the table busy. */
export const Loading: Story = {
  args: { rows: [], total: 0, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Regions' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-slot="report-table-placeholder"]')).toHaveLength(5);
    await expect(within(table).queryByRole('row', { name: /^Total/ })).toBeNull();
  },
};

/** A new page is on its way: the old rows stay, dimmed, and the table is busy. */
export const Reloading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Regions' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('link', { name: 'North' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="report-table"]')).toHaveAttribute(
      'data-state',
      'loading',
    );
  },
};

/** A phone: the table scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Regions' })).toBeVisible();
  },
};
