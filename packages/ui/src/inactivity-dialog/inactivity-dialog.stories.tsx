import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { countdownText } from './inactivity-announcement';
import { InactivityWarningDialog } from './inactivity-dialog';

const meta = {
  title: 'Widgets/InactivityWarningDialog',
  component: InactivityWarningDialog,
  args: { secondsLeft: 10, onKeepAlive: fn(), onLogOff: fn() },
} satisfies Meta<typeof InactivityWarningDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function findDialog(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
    name: messages.inactivity.title,
  });
}

/** The opening announces the title and the starting countdown; Keep me signed in has focus. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(countdownText(10));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: messages.inactivity.keepAlive })).toHaveFocus(),
    );
    // Nothing extra is spoken at the start: the description already says it.
    await expect(within(dialog).getByRole('status')).toHaveTextContent('');
    await expect(args.onKeepAlive).not.toHaveBeenCalled();
  },
};

/** Counting down (a tick every 250 ms here, 1 s in the product): the live region speaks at 5, 3 and 1 only. */
export const Countdown: Story = {
  render: (args) => {
    const [secondsLeft, setSecondsLeft] = useState(10);
    useEffect(() => {
      const timer = setInterval(() => setSecondsLeft((seconds) => Math.max(seconds - 1, 0)), 250);
      return () => clearInterval(timer);
    }, []);
    return <InactivityWarningDialog {...args} secondsLeft={secondsLeft} />;
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await findDialog(canvasElement));
    const spoken = (seconds: number) => {
      const visible = canvasElement.ownerDocument.querySelector('[data-slot="inactivity-countdown"]');
      const region = dialog.getByRole('status');
      return visible?.textContent === countdownText(seconds) ? region.textContent : undefined;
    };
    const heard: Record<number, string | null | undefined> = {};
    await waitFor(
      () => {
        for (const seconds of [6, 5, 4, 3, 2, 1]) heard[seconds] ??= spoken(seconds);
        expect(Object.keys(heard).filter((key) => heard[Number(key)] !== undefined)).toHaveLength(6);
      },
      { timeout: 4000, interval: 20 },
    );
    await expect(heard).toEqual({
      6: '',
      5: countdownText(5),
      4: '',
      3: countdownText(3),
      2: '',
      1: countdownText(1),
    });
  },
};

/** Keyboard: Enter on the focused Keep me signed in keeps the session and closes the warning. */
export const KeepAliveWithEnter: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: messages.inactivity.keepAlive })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull(),
    );
    await expect(args.onKeepAlive).toHaveBeenCalledTimes(1);
    await expect(args.onLogOff).not.toHaveBeenCalled();
  },
};

/** Escape means the learner is here: the session is kept. */
export const EscapeKeepsAlive: Story = {
  play: async ({ args, canvasElement }) => {
    await findDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull(),
    );
    await expect(args.onKeepAlive).toHaveBeenCalledTimes(1);
  },
};

/** Log off comes before Keep me signed in in the tab order; it reports log off and never keep alive. */
export const LogOff: Story = {
  args: { secondsLeft: 4 },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await findDialog(canvasElement));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: messages.inactivity.keepAlive })).toHaveFocus(),
    );
    await userEvent.tab({ shift: true });
    await expect(dialog.getByRole('button', { name: messages.inactivity.logOff })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogOff).toHaveBeenCalledTimes(1);
    await expect(args.onKeepAlive).not.toHaveBeenCalled();
  },
};
