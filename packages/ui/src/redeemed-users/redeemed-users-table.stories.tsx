import { adminMessages, type RedeemedUser } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RedeemedUsersTable } from './redeemed-users-table';

const texts = adminMessages.segnocodes;
const lastNames = ['Chen', 'Mensah', 'Alvarez', "O'Connor", 'Tanaka', 'Moreau', 'Al-Sayed', 'Williams'];

function rows(count: number): RedeemedUser[] {
  return Array.from({ length: count }, (_, index) => ({
    firstName: `Learner${index + 1}`,
    lastName: lastNames[index % lastNames.length] ?? 'Chen',
    externalId: `user${String(index + 1).padStart(3, '0')}`,
    location: null,
    locDesc: null,
    managerId: index % 3 === 0 ? null : 'manager',
    createdDate: new Date(Date.UTC(2026, 10, 1 + (index % 20), 12)),
  }));
}

const meta = {
  title: 'Admin/RedeemedUsersTable',
  component: RedeemedUsersTable,
  args: {
    code: 'WELCOME1',
    rows: rows(20),
    total: 45,
    page: 1,
    onPageChange: fn(),
    sort: { orderBy: 'externalId', orderDir: 'asc' },
    onSortChange: fn(),
    state: 'ready',
    onRetry: fn(),
  },
} satisfies Meta<typeof RedeemedUsersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 20 of 45 rows, sorted by external id ascending; page 2 and a sort by last name are asked for. */
export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Learners who redeemed WELCOME1' });
    await expect(within(table).getAllByRole('row')).toHaveLength(21);
    const externalId = canvas.getByRole('columnheader', { name: texts.columns.externalId });
    await expect(externalId).toHaveAttribute('aria-sort', 'ascending');
    const pages = canvas.getByRole('navigation', { name: texts.pagerLabel });
    await expect(within(pages).getAllByRole('button', { name: /^Page/ })).toHaveLength(3);
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: texts.columns.lastName }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ orderBy: 'lastName', orderDir: 'asc' });
  },
};

/** Sorted by last name descending; Enter on the same heading flips it back to ascending. */
export const SortedDescending: Story = {
  args: { sort: { orderBy: 'lastName', orderDir: 'desc' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: texts.columns.lastName });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    within(header).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ orderBy: 'lastName', orderDir: 'asc' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: texts.columns.location })).toHaveFocus();
  },
};

/** Many pages: at most five page links. */
export const ManyPages: Story = {
  args: { total: 400, page: 10 },
  play: async ({ canvasElement }) => {
    const pages = within(canvasElement).getByRole('navigation', { name: texts.pagerLabel });
    await expect(within(pages).getAllByRole('button', { name: /^Page/ })).toHaveLength(5);
  },
};

export const Loading: Story = {
  args: { state: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: texts.reportLoading })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: texts.reportEmpty })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Failed: Story = {
  args: { state: 'failed', rows: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(texts.reportFailed);
    await userEvent.click(canvas.getByRole('button', { name: texts.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
