import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataTable, dataTableCellClass, dataTableRowClass } from './data-table';

const meta = {
  title: 'Primitives/DataTable',
  component: DataTable,
  args: {
    caption: 'Sessions',
    columns: ['Course', 'Starts', 'Seats'],
    children: [
      ['Difficult Conversations Workshop', 'November 30 2026, 9:00 AM', '6 seats left'],
      ['Store Opening Workshop', 'December 4 2026, 8:00 AM', 'Full'],
    ].map((cells) => (
      <tr key={cells[0]} className={dataTableRowClass}>
        {cells.map((cell) => (
          <td key={cell} className={dataTableCellClass}>
            {cell}
          </td>
        ))}
      </tr>
    )),
  },
} satisfies Meta<typeof DataTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its caption; each heading is a column header for its cells. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Sessions' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Course', 'Starts', 'Seats']);
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
  },
};
