import { adminMessages, alertTextMaxLength } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlertEditor, type AlertEditorValues } from './alert-editor';

const texts = adminMessages.alert;
const published: AlertEditorValues = {
  alert_text: 'Segno will be unavailable for planned maintenance on Saturday from 10 pm to midnight.',
  alert_status: 1,
};

const meta = {
  title: 'Admin/AlertEditor',
  component: AlertEditor,
  args: {
    alert: published,
    onSave: fn(async () => {}),
    onDelete: fn(async () => {}),
  },
} satisfies Meta<typeof AlertEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const textArea = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: texts.textLabel });
const publishedSwitch = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('switch', { name: texts.publishedLabel });

/** The published alert: edit it, watch the counter, save. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(textArea(canvasElement)).toHaveValue(published.alert_text);
    await expect(publishedSwitch(canvasElement)).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText(`${published.alert_text.length} / ${alertTextMaxLength}`)).toBeVisible();
    await userEvent.clear(textArea(canvasElement));
    await userEvent.type(textArea(canvasElement), 'Back at 9');
    await expect(canvas.getByText(`9 / ${alertTextMaxLength}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await expect(args.onSave).toHaveBeenCalledWith({ alert_text: 'Back at 9', alert_status: 1 }, 'update');
    await expect(await canvas.findByRole('status')).toHaveTextContent(texts.saved);
  },
};

/** No alert yet: no Delete; an empty save shows the spec's message, a written one is created unpublished. */
export const NoAlertYet: Story = {
  args: { alert: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: texts.delete })).toBeNull();
    await expect(publishedSwitch(canvasElement)).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The alert must have a message to be saved');
    await expect(textArea(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(textArea(canvasElement), 'Welcome to Segno');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await expect(args.onSave).toHaveBeenCalledWith(
      { alert_text: 'Welcome to Segno', alert_status: 0 },
      'create',
    );
  },
};

/** Spec: saving an empty text on a published alert deletes it. */
export const EmptySaveDeletes: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(textArea(canvasElement));
    await expect(canvas.getByText(`0 / ${alertTextMaxLength}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await expect(args.onSave).toHaveBeenCalledWith({ alert_text: '', alert_status: 1 }, 'delete');
    await expect(await canvas.findByRole('status')).toHaveTextContent(texts.deleted);
  },
};

/** An unpublished alert saved empty is refused with the spec's message, not deleted. */
export const EmptyDraftRefused: Story = {
  args: { alert: { alert_text: 'Draft news', alert_status: 0 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(textArea(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(adminMessages.validation.alertEmpty);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** 200 characters fill the counter; typing more adds nothing. */
export const LongestText: Story = {
  args: { alert: { alert_text: 'a'.repeat(alertTextMaxLength - 1), alert_status: 0 } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(textArea(canvasElement), 'bcd');
    await expect(textArea(canvasElement)).toHaveValue(`${'a'.repeat(alertTextMaxLength - 1)}b`);
    const counter = canvas.getByText(`${alertTextMaxLength} / ${alertTextMaxLength}`);
    await expect(counter).toHaveAttribute('data-state', 'full');
  },
};

/** Delete asks first; confirming deletes. */
export const DeleteConfirmed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: texts.delete }));
    const dialog = await body.findByRole('alertdialog', { name: texts.deleteConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.delete }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('status')).toHaveTextContent(texts.deleted);
  },
};

/** Keyboard only: write, publish, save; then Delete, and Escape backs out without deleting. */
export const KeyboardOnly: Story = {
  args: { alert: { alert_text: '', alert_status: 0 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(textArea(canvasElement)).toHaveFocus();
    await userEvent.keyboard('Quiz night');
    await userEvent.tab();
    await expect(publishedSwitch(canvasElement)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(publishedSwitch(canvasElement)).toHaveAttribute('aria-checked', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: texts.save })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({ alert_text: 'Quiz night', alert_status: 1 }, 'update');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: texts.delete })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('alertdialog', { name: texts.deleteConfirm })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** A failed save keeps what was typed and says so; a failed delete too. */
export const SaveFails: Story = {
  args: {
    onSave: fn(async () => Promise.reject(new Error('offline'))),
    onDelete: fn(async () => Promise.reject(new Error('offline'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(textArea(canvasElement), '!');
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.saveFailed);
    await expect(textArea(canvasElement)).toHaveValue(`${published.alert_text}!`);
    await userEvent.click(canvas.getByRole('button', { name: texts.delete }));
    const dialog = await body.findByRole('alertdialog', { name: texts.deleteConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.delete }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(texts.deleteFailed));
  },
};
