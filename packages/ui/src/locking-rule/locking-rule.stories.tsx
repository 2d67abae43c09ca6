import { adminMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LockingRule } from './locking-rule';

const texts = adminMessages.relationships;

const meta = {
  title: 'Admin/LockingRule',
  component: LockingRule,
  args: {
    prerequisiteCount: 3,
    rule: null,
    onSave: fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }),
  },
} satisfies Meta<typeof LockingRule>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All of the prerequisites: nothing saves until something changes. */
export const AllOf: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: texts.lockingAll })).toBeChecked();
    await expect(canvas.getByText('Locked until 3 of 3 prerequisites are complete.')).toBeVisible();
    await expect(canvas.queryByLabelText(texts.lockingCount)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A stored 'N of' shows its N. */
export const NOf: Story = {
  args: { rule: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: texts.lockingSome })).toBeChecked();
    await expect(canvas.getByLabelText(texts.lockingCount)).toHaveValue('2');
    await expect(canvas.getByText('Locked until 2 of 3 prerequisites are complete.')).toBeVisible();
  },
};

/**
 * Choosing 'N of' with the keyboard saves 2000 ms after the last change (001 section 4), once, announcing
 * Saving… then Saved.
 */
export const SavesAfterTwoSeconds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    canvas.getByRole('radio', { name: texts.lockingAll }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: texts.lockingSome })).toBeChecked();
    const count = canvas.getByLabelText(texts.lockingCount);
    await userEvent.selectOptions(count, '2');
    const changedAt = Date.now();
    await expect(await canvas.findByText(adminMessages.wizard.saving, {}, { timeout: 3000 })).toBeVisible();
    await expect(Date.now() - changedAt).toBeGreaterThanOrEqual(1900);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith(2);
    await waitFor(() => expect(status).toHaveTextContent(adminMessages.wizard.saved));
    await expect(canvas.getByText('Locked until 2 of 3 prerequisites are complete.')).toBeVisible();
  },
};

/** A failed save says so. */
export const SaveFailed: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: texts.lockingSome }));
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent(adminMessages.wizard.saveFailed),
      {
        timeout: 3000,
      },
    );
    await expect(args.onSave).toHaveBeenCalledWith(3);
  },
};

/** Without prerequisites there is nothing to lock. */
export const NoPrerequisites: Story = {
  args: { prerequisiteCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.lockingUnlocked)).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** The server's refusal of a save is announced. */
export const Refused: Story = {
  args: { errorMessage: 'Choose a number from 1 to 3.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Choose a number from 1 to 3.');
  },
};
