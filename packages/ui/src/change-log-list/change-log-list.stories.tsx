import { adminMessages, messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChangeLogList } from './change-log-list';
import type { ChangeLogEntry } from './change-log-text';

const entries: ChangeLogEntry[] = [
  {
    change_id: 5,
    user_name: 'Ana Ruiz',
    action: 'archive',
    detail: '3',
    created_at: new Date(2026, 10, 22, 9, 30),
  },
  { change_id: 4, user_name: 'Ana Ruiz', action: 'status', detail: '2', created_at: new Date(2026, 10, 21) },
  {
    change_id: 3,
    user_name: 'Sam Lee',
    action: 'update',
    detail: 'name,short_name',
    created_at: new Date(2026, 10, 3),
  },
  {
    change_id: 2,
    user_name: 'Sam Lee',
    action: 'update',
    detail: 'medals',
    created_at: new Date(2026, 9, 30),
  },
  { change_id: 1, user_name: 'Sam Lee', action: 'create', detail: '', created_at: new Date(2026, 0, 5) },
];

const meta = {
  title: 'Admin/ChangeLogList',
  component: ChangeLogList,
  args: { entries, total: 5, page: 1, onPageChange: fn(), state: 'ready' },
} satisfies Meta<typeof ChangeLogList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each line: who, what, and the day in the spec's "MMM d yyyy". */
export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: adminMessages.wizard.steps['change-log'] });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ana Ruiz set the status to ArchivedNov 22 2026',
      'Ana Ruiz set the status to PublishedNov 21 2026',
      'Sam Lee changed name, short nameNov 3 2026',
      'Sam Lee changed medalsOct 30 2026',
      'Sam Lee created itJan 5 2026',
    ]);
    await expect(list.querySelector('time')).toHaveAttribute('datetime', '2026-11-22');
    // One page of five: no pager.
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** More than five lines: a pager; choosing the next page asks for it. */
export const Paged: Story = {
  args: { total: 12 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pager = canvas.getByRole('navigation', { name: 'Change log pages' });
    await expect(within(pager).getAllByRole('button', { name: /^Page/ })).toHaveLength(3);
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { entries: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: adminMessages.changeLog.empty })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { entries: [], total: 0, state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading change log' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const Failed: Story = {
  args: { entries: [], total: 0, state: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.errors.generic);
  },
};
