import { adminMessages, messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { scrollToLastRow } from '../virtual-rows/virtual-rows-story-play';
import { ManageList } from './manage-list';
import { segmentRows } from './manage-list-story-data';

const meta = {
  title: 'Admin/ManageList',
  component: ManageList,
  args: {
    title: 'Manage segments',
    term: '',
    onTermChange: fn(),
    statusFilter: [],
    onStatusFilterChange: fn(),
    columns: ['Name', 'Short name', 'Status'],
    rows: segmentRows(25),
    state: 'ready',
    total: 60,
    page: 1,
    onPageChange: fn(),
    createHref: '#/segment-admin/segments/new',
    createLabel: 'Create segment',
  },
} satisfies Meta<typeof ManageList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Placeholders while the page loads, marked busy. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status', { name: 'Loading manage segments' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Create segment' })).toHaveAttribute(
      'href',
      '#/segment-admin/segments/new',
    );
  },
};

/** 25 rows of 60, three pages; choosing page 2 asks for it. */
export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Manage segments' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Manage segments' });
    await expect(within(table).getAllByRole('row')).toHaveLength(26);
    const pages = canvas.getByRole('navigation', { name: 'Manage segments pages' });
    await expect(within(pages).getAllByRole('button', { name: /^Page/ })).toHaveLength(3);
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Status checkboxes report the statuses checked, in order. */
export const StatusFilter: Story = {
  args: { statusFilter: [2] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Status' });
    await expect(within(group).getByRole('checkbox', { name: 'Published' })).toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Archived' }));
    await expect(args.onStatusFilterChange).toHaveBeenLastCalledWith([2, 3]);
    // By keyboard: Shift+Tab back to Draft, Space checks it.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(within(group).getByRole('checkbox', { name: 'Draft' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onStatusFilterChange).toHaveBeenLastCalledWith([1, 2]);
  },
};

const badgeFilterGroups = [
  {
    key: 'segment',
    label: 'Segment',
    options: [
      { value: '1', label: 'Customer Care' },
      { value: '2', label: 'Workplace Safety' },
    ],
  },
  {
    key: 'medal',
    label: 'Medal',
    options: [
      { value: '1', label: 'Bronze' },
      { value: '3', label: 'Gold' },
      { value: 'none', label: 'No medal' },
    ],
  },
];

/**
 * Filter groups beyond status (manage-badges): a select each, 'All' first. Choosing replaces that group's
 * value and keeps the others; 'All' drops it. Tab moves from one select to the next.
 */
export const FilterGroups: Story = {
  args: {
    title: 'Manage badges',
    filterGroups: badgeFilterGroups,
    filters: ['medal:3'],
    onFiltersChange: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const segment = canvas.getByRole('combobox', { name: 'Segment' });
    const medal = canvas.getByRole('combobox', { name: 'Medal' });
    await expect(segment).toHaveValue('');
    await expect(medal).toHaveValue('3');
    await userEvent.selectOptions(segment, 'Workplace Safety');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(['medal:3', 'segment:2']);
    await userEvent.selectOptions(medal, 'All');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([]);
    // Native selects: Tab reaches each (the browser's own keys choose within it).
    segment.focus();
    await userEvent.tab();
    await expect(medal).toHaveFocus();
  },
};

function ControlledSearch(args: ComponentProps<typeof ManageList>) {
  const [term, setTerm] = useState('');
  return (
    <ManageList
      {...args}
      term={term}
      onTermChange={(next) => {
        setTerm(next);
        args.onTermChange(next);
      }}
    />
  );
}

/** Typing reports each change; the app debounces and searches. Angle brackets never reach the term. */
export const Searching: Story = {
  render: (args) => <ControlledSearch {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: adminMessages.lists.searchLabel });
    await userEvent.type(search, 'safe<');
    await expect(args.onTermChange).toHaveBeenLastCalledWith('safe');
    await waitFor(() => expect(search).toHaveValue('safe'));
    await expect(args.onTermChange).toHaveBeenCalledTimes(5);
  },
};

/** A term that matches nothing. */
export const NoResults: Story = {
  args: { term: 'zebra', rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: adminMessages.lists.noResults })).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('zebra');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Nothing created yet. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: adminMessages.lists.empty })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create segment' })).toBeVisible();
  },
};

/** The page failed to load: an alert, and the filters stay usable to try again. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.errors.generic);
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Draft' }));
    await expect(args.onStatusFilterChange).toHaveBeenCalledWith([1]);
  },
};

/** Phones: the table scrolls sideways inside its frame, the page does not. */
export const Mobile: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/**
 * 10,000 rows on one page: the table scrolls in its own area and only the rows in view are in the page, each
 * telling its place among all (aria-rowindex of aria-rowcount). A focused link keeps its focus once scrolled out.
 */
export const ManyRows: Story = {
  args: { total: 10_000, pageSize: 10_000 },
  // The rows are made in the render, not passed as args, which Storybook would serialise for its panels.
  render: (args) => <ManageList {...args} rows={segmentRows(10_000)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Manage segments' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    const firstLink = canvas.getByRole('link', { name: 'Segment 1' });
    firstLink.focus();
    const scroller = canvas.getByRole('region', { name: 'Manage segments' });
    const last = await scrollToLastRow(scroller, 'tr[aria-rowindex="10001"]');
    await expect(within(last).getByRole('link')).toHaveTextContent('Segment 10000');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    await expect(firstLink).toHaveFocus();
    await userEvent.tab();
    const next = canvasElement.ownerDocument.activeElement?.closest('tr');
    await expect(Number(next?.getAttribute('aria-rowindex'))).toBeGreaterThan(9_900);
  },
};
