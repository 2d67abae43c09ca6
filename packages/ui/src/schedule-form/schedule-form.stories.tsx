import { adminMessages, type Schedule } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryWizardFrame } from '../authoring-forms/authoring-forms-story-frame';
import { ScheduleForm } from './schedule-form';

const texts = adminMessages.schedule;
const today = new Date(2026, 10, 23, 12);
const day = (month: number, date: number) => new Date(2026, month - 1, date);

const meta = {
  title: 'Authoring/ScheduleForm',
  component: ScheduleForm,
  args: {
    id: 'schedule-form',
    now: today,
    onSubmit: fn(async (_values: Schedule) => {}),
    onDirtyChange: fn(),
  },
  decorators: [
    (Story, { args }) => (
      <StoryWizardFrame formId={args.id}>
        <Story />
      </StoryWizardFrame>
    ),
  ],
} satisfies Meta<typeof ScheduleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const stateLine = (root: HTMLElement) => root.querySelector('[data-slot="schedule-form-state"]');

/** No dates: learners see it once published; choosing a future launch says when they will. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stateLine(canvasElement)).toHaveTextContent(texts.live);
    await userEvent.type(canvas.getByLabelText(texts.launchLabel), '2026-12-01');
    await expect(stateLine(canvasElement)).toHaveAttribute('data-state', 'scheduled');
    await expect(stateLine(canvasElement)).toHaveTextContent(
      'Not launched yet: learners see it from Dec 1 2026.',
    );
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ start_date: day(12, 1), expiration_date: null }),
    );
  },
};

export const Scheduled: Story = {
  args: { defaultValues: { start_date: day(12, 1), expiration_date: day(12, 31) } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(texts.launchLabel)).toHaveValue('2026-12-01');
    await expect(canvas.getByLabelText(texts.expirationLabel)).toHaveValue('2026-12-31');
    await expect(stateLine(canvasElement)).toHaveAttribute('data-state', 'scheduled');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};

export const Expired: Story = {
  args: { defaultValues: { start_date: day(1, 5), expiration_date: day(11, 1) } },
  play: async ({ canvasElement }) => {
    await expect(stateLine(canvasElement)).toHaveAttribute('data-state', 'expired');
    await expect(stateLine(canvasElement)).toHaveTextContent(
      'Expired on Nov 1 2026: learners no longer see it.',
    );
  },
};

/** Our rule: an expiration not after the launch is refused, the form keeps focus there and does not submit. */
export const ExpirationBeforeLaunch: Story = {
  args: { defaultValues: { start_date: day(12, 1), expiration_date: null } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const expiration = canvas.getByLabelText(texts.expirationLabel);
    await userEvent.type(expiration, '2026-11-30');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(
      await canvas.findByText(`${texts.expirationLabel} ${texts.expirationBeforeLaunch}`),
    ).toBeVisible();
    await expect(expiration).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Moving the launch earlier clears the error at once.
    const launch = canvas.getByLabelText(texts.launchLabel);
    await userEvent.clear(launch);
    await userEvent.type(launch, '2026-11-20');
    await waitFor(() =>
      expect(canvas.queryByText(`${texts.expirationLabel} ${texts.expirationBeforeLaunch}`)).toBeNull(),
    );
    // Keyboard: Enter on the wizard's button submits.
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ start_date: day(11, 20), expiration_date: day(11, 30) }),
    );
  },
};

export const ServerError: Story = {
  args: {
    defaultValues: { start_date: day(12, 1), expiration_date: day(12, 2) },
    serverErrors: [{ path: 'expiration_date', message: texts.expirationBeforeLaunch }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(`${texts.expirationLabel} ${texts.expirationBeforeLaunch}`),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(texts.expirationLabel)).toHaveFocus());
  },
};
