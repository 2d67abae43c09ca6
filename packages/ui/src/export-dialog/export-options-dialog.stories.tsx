import { adminMessages, redeemedUserColumns } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExportOptionsDialog } from './export-options-dialog';

const texts = adminMessages.exports;
const columns = adminMessages.segnocodes.columns;
const fields = redeemedUserColumns.map((value) => ({ value, label: columns[value] }));

const meta = {
  title: 'Widgets/ExportDialog/Options',
  component: ExportOptionsDialog,
  args: { fields, defaultOpen: true, onExport: fn(), onOpenChange: fn() },
} satisfies Meta<typeof ExportOptionsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: texts.title }));

/** Opens with CSV and every field ticked; Export hands the whole choice on and closes. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('radio', { name: texts.formats.csv })).toBeChecked();
    for (const field of fields)
      await expect(dialog.getByRole('checkbox', { name: field.label })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: texts.start }));
    await expect(args.onExport).toHaveBeenCalledWith({ format: 'csv', fields: [...redeemedUserColumns] });
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
  },
};

/** Keyboard only: arrow to Excel, Space unticks fields, Enter exports; file order stays the list's. */
export const KeyboardChoice: Story = {
  args: { defaultFields: ['createdDate', 'externalId', 'firstName'] },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const csv = dialog.getByRole('radio', { name: texts.formats.csv });
    csv.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: texts.formats.xls })).toBeChecked();
    await userEvent.tab();
    await expect(dialog.getByRole('checkbox', { name: columns.externalId })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.getByRole('checkbox', { name: columns.firstName })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(dialog.getByRole('checkbox', { name: columns.firstName })).not.toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(dialog.getByRole('checkbox', { name: columns.lastName })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(args.onExport).toHaveBeenCalledWith({
      format: 'xls',
      fields: ['externalId', 'lastName', 'createdDate'],
    });
  },
};

/** With no field ticked, Export says why, keeps the dialog open and calls nothing; ticking one clears it. */
export const NoField: Story = {
  args: { defaultFields: [] },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: texts.start }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(texts.fieldsRequired);
    await expect(dialog.getByRole('group', { name: texts.fieldsLegend })).toHaveAccessibleDescription(
      texts.fieldsRequired,
    );
    await expect(dialog.getByRole('checkbox', { name: columns.externalId })).toHaveFocus();
    await expect(args.onExport).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

/** Escape (or Cancel) closes without exporting. */
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};
