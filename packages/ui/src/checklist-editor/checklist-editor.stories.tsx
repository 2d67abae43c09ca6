import { adminMessages, messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChecklistEditor, type ChecklistEditorValue } from './checklist-editor';

const stored: ChecklistEditorValue = {
  name: 'Opening checks',
  items: [
    { item_id: 11, name: 'Lights on' },
    { item_id: 12, name: 'Till counted' },
    { item_id: 13, name: 'Doors open' },
  ],
};

const itemNames = (canvas: ReturnType<typeof within>) =>
  canvas
    .getAllByRole('textbox', { name: /^Item \d+/ })
    .map((input: HTMLElement) => (input as HTMLInputElement).value);

const meta = {
  title: 'Admin/ChecklistEditor',
  component: ChecklistEditor,
  args: {
    onSubmit: fn(
      async (_value: ChecklistEditorValue): Promise<ChecklistEditorValue | undefined> => undefined,
    ),
    submitLabel: adminMessages.checklists.create,
  },
} satisfies Meta<typeof ChecklistEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new checklist: a name and three empty items; filled in and created with the keyboard. */
export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(itemNames(canvas)).toEqual(['', '', '']);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Checklist name' }), 'Closing <checks>');
    await userEvent.tab();
    await userEvent.keyboard('Lock the doors');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Item 2' }), 'Set the alarm');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Item 3' }), 'Lights off');
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.checklists.create }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Closing checks',
        items: [{ name: 'Lock the doors' }, { name: 'Set the alarm' }, { name: 'Lights off' }],
      }),
    );
    expect(await canvas.findByText(adminMessages.checklists.saved)).toBeVisible();
  },
};

/** Submitting empty fields shows each field's message and sends nothing. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Item 1' }), 'x'.repeat(100));
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.checklists.create }));
    expect(await canvas.findByText(`Checklist name ${messages.validation.required}`)).toBeVisible();
    expect(canvas.getByText(`Item 2 ${messages.validation.required}`)).toBeVisible();
    expect(canvas.queryByText(`Item 1 ${messages.validation.required}`)).toBeNull();
    expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing a stored checklist that learners have filled in: the notice says what happens to their checks. */
export const EditFilled: Story = {
  args: { defaultValue: stored, userCount: 4, submitLabel: adminMessages.checklists.save },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText(/4 learners have filled in this checklist/)).toBeVisible();
    const second = canvas.getByRole('textbox', { name: 'Item 2' });
    await userEvent.clear(second);
    await userEvent.type(second, 'Till counted twice');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove item 3' }));
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.checklists.addItem }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Item 3' }), 'Music on');
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.checklists.save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Opening checks',
        items: [
          { item_id: 11, name: 'Lights on' },
          { item_id: 12, name: 'Till counted twice' },
          { name: 'Music on' },
        ],
      }),
    );
  },
};

/** Items move up and down with the keyboard; the first cannot go up, the last cannot go down. */
export const Reorder: Story = {
  args: { defaultValue: stored, submitLabel: adminMessages.checklists.save },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('button', { name: 'Move item 1 up' })).toBeDisabled();
    expect(canvas.getByRole('button', { name: 'Move item 3 down' })).toBeDisabled();
    canvas.getByRole('button', { name: 'Move item 1 down' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(itemNames(canvas)).toEqual(['Till counted', 'Lights on', 'Doors open']);
    canvas.getByRole('button', { name: 'Move item 3 up' }).focus();
    await userEvent.keyboard(' ');
    expect(itemNames(canvas)).toEqual(['Till counted', 'Doors open', 'Lights on']);
  },
};

/** The only item cannot be removed: a checklist keeps at least one. */
export const OneItem: Story = {
  args: { defaultValue: { name: 'Short', items: [{ item_id: 1, name: 'Only' }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('button', { name: 'Remove item 1' })).toBeDisabled();
  },
};

/** A failed save keeps everything typed and says so; the server's field messages show on their fields. */
export const SaveFailed: Story = {
  args: {
    defaultValue: stored,
    onSubmit: fn(async (_value: ChecklistEditorValue): Promise<ChecklistEditorValue | undefined> => {
      throw new Error('offline');
    }),
    serverErrors: { 'items.1.name': 'must be at most 100 characters' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Item 2 must be at most 100 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.checklists.create }));
    expect(await canvas.findByText(adminMessages.checklists.saveFailed)).toBeVisible();
    expect(itemNames(canvas)).toEqual(['Lights on', 'Till counted', 'Doors open']);
  },
};

/** The saved checklist comes back with ids for new items: the editor takes them. */
export const TakesSavedIds: Story = {
  args: {
    onSubmit: fn(async (value: ChecklistEditorValue) => ({
      name: value.name,
      items: value.items.map((item, index) => ({ item_id: 100 + index, name: item.name })),
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Checklist name' }), 'Ids');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove item 3' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove item 2' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Item 1' }), 'First');
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.checklists.create }));
    await canvas.findByText(adminMessages.checklists.saved);
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.checklists.create }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenLastCalledWith({
        name: 'Ids',
        items: [{ item_id: 100, name: 'First' }],
      }),
    );
  },
};
