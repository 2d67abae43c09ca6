import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SystemAlertBar } from './system-alert-bar';

const maintenance = {
  alert_id: 7,
  text: 'Segno will be unavailable on Saturday from 22:00 to 23:30 for maintenance.',
};

const meta = {
  title: 'Widgets/SystemAlertBar',
  component: SystemAlertBar,
  args: { alert: maintenance, onDismiss: fn(async (_alertId: number) => {}) },
} satisfies Meta<typeof SystemAlertBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('status');
    await expect(bar).toHaveTextContent(maintenance.text);
    await expect(bar).toHaveAttribute('data-tone', 'warning');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss alert' }));
    await expect(args.onDismiss).toHaveBeenCalledWith(7);
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};

export const NoAlert: Story = {
  args: { alert: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="system-alert-bar"]')).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: 'Dismiss alert' })).toBeNull();
  },
};

/** The longest alert an admin can write: 200 characters wrap inside the bar. */
export const LongestText: Story = {
  args: {
    alert: {
      alert_id: 8,
      text: `${'Quarterly compliance training is due. '.repeat(6).slice(0, 199)}.`,
    },
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('status');
    await expect(bar.textContent?.length).toBe(200);
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  },
};

/** If the dismissal fails the bar stays, says so, and can be dismissed again. */
export const DismissFails: Story = {
  args: { onDismiss: fn(async (_alertId: number) => Promise.reject(new Error('offline'))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss alert' }));
    await expect(await canvas.findByText(messages.errors.generic)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(maintenance.text);
    args.onDismiss.mockImplementation(async () => {});
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss alert' }));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss alert' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};
