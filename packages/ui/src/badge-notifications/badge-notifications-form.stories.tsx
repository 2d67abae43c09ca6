import { adminMessages, type BadgeNotifications } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryWizardFrame } from '../authoring-forms/authoring-forms-story-frame';
import { BadgeNotificationsForm } from './badge-notifications-form';

const texts = adminMessages.badges;

const meta = {
  title: 'Authoring/BadgeNotificationsForm',
  component: BadgeNotificationsForm,
  args: {
    id: 'badge-notifications-form',
    onSubmit: fn(async (_values: BadgeNotifications) => {}),
    onDirtyChange: fn(),
  },
  decorators: [
    (Story, { args }) => (
      <StoryWizardFrame formId={args.id}>
        <Story />
      </StoryWizardFrame>
    ),
  ],
} satisfies Meta<typeof BadgeNotificationsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const save = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Save and continue' }));

/** A new badge's defaults: learners are told, with no message; saving unchanged sends the defaults. */
export const Defaults: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: texts.notifyLabel })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: texts.notificationTextLabel })).toHaveValue('');
    await save(canvasElement);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ notify_on_earn: true, notification_text: '' }),
    );
  },
};

/** Typing a message makes the form dirty and counts toward 255; saving sends it. */
export const WriteAMessage: Story = {
  args: { defaultValues: { notify_on_earn: true, notification_text: '' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByRole('textbox', { name: texts.notificationTextLabel });
    await userEvent.type(message, 'Well spotted!');
    await expect(canvas.getByText('13 / 255')).toBeVisible();
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await save(canvasElement);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        notify_on_earn: true,
        notification_text: 'Well spotted!',
      }),
    );
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
  },
};

/** Space on the switch turns notifying off; the message is hidden then, and kept for when it is turned back on. */
export const TurnOffWithTheKeyboard: Story = {
  args: {
    defaultValues: { notify_on_earn: true, notification_text: 'Thank you for keeping the aisles clear.' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const notify = canvas.getByRole('switch', { name: texts.notifyLabel });
    notify.focus();
    await userEvent.keyboard(' ');
    await expect(notify).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.queryByRole('textbox', { name: texts.notificationTextLabel })).toBeNull();
    await save(canvasElement);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        notify_on_earn: false,
        notification_text: 'Thank you for keeping the aisles clear.',
      }),
    );
  },
};

/** Off, as saved: only the switch shows. */
export const NotNotifying: Story = {
  args: { defaultValues: { notify_on_earn: false, notification_text: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: texts.notifyLabel })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The server's refusal is shown on the message, which takes the focus; nothing typed is lost. */
export const ServerError: Story = {
  args: {
    defaultValues: { notify_on_earn: true, notification_text: 'Too long, says the server' },
    serverErrors: [{ path: 'notification_text', message: 'must be at most 255 characters' }],
  },
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByRole('textbox', { name: texts.notificationTextLabel });
    await waitFor(() => expect(message).toHaveFocus());
    await expect(message).toHaveAccessibleDescription(/must be at most 255 characters/);
    await expect(message).toHaveValue('Too long, says the server');
  },
};
