import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SessionDaysEditor } from './session-days-editor';
import { areSessionDaysComplete, type SessionDaysEditorDay } from './session-days-editor-validation';

/** Friday November 27 2026, 9:00 AM, 90 minutes in room 204. */
const friday: SessionDaysEditorDay = {
  start_date: new Date(2026, 10, 27, 9, 0),
  room: '204',
  duration: 90,
  sort_order: 1,
};

/** Today in these stories: Sunday November 22 2026. */
const today = new Date(2026, 10, 22, 15, 0);

const meta = {
  title: 'Widgets/SessionDaysEditor',
  component: SessionDaysEditor,
  args: { value: [friday], onChange: fn(), now: today },
  // The editor is controlled: the story keeps the days, as the session form does, and shows if they are complete.
  render: function EditedDays(args) {
    const [days, setDays] = useState(args.value);
    return (
      <div className="grid max-w-2xl gap-3">
        <SessionDaysEditor
          {...args}
          value={days}
          onChange={(next) => {
            args.onChange(next);
            setDays(next);
          }}
        />
        <p data-testid="completeness">{areSessionDaysComplete(days) ? 'Complete' : 'Incomplete'}</p>
      </div>
    );
  },
} satisfies Meta<typeof SessionDaysEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

function day(canvasElement: HTMLElement, name: string) {
  return within(within(canvasElement).getByRole('group', { name }));
}

/** One complete day: the duration reads 'N hrs M mins'; there is no remove button for the only day. */
export const OneDay: Story = {
  play: async ({ canvasElement }) => {
    const first = day(canvasElement, 'Day 1');
    await expect(first.getByLabelText('Date')).toHaveValue('2026-11-27');
    await expect(first.getByLabelText('Time')).toHaveValue('09:00');
    const duration = first.getByRole('spinbutton', { name: 'Duration (minutes)' });
    await expect(duration).toHaveValue(90);
    await expect(duration).toHaveAccessibleDescription('1 hrs 30 mins');
    await expect(first.getByRole('textbox', { name: 'Room' })).toHaveValue('204');
    await expect(first.queryByRole('button', { name: /Remove/ })).toBeNull();
    await expect(within(canvasElement).getByTestId('completeness')).toHaveTextContent('Complete');
  },
};

/**
 * Spec 002 section 4: the first day's date drives the later days, each on the next weekday. Friday's next day is
 * Monday; moving the first day to Thursday brings the second to Friday.
 */
export const FridayStartShowsMondayNext: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const addDay = canvas.getByRole('button', { name: 'Add day' });
    addDay.focus();
    await userEvent.keyboard('{Enter}');
    const second = day(canvasElement, 'Day 2');
    await expect(second.getByText('Nov 30 2026')).toBeVisible();
    // A new day keeps the first day's time of day and needs its own duration and room.
    await expect(second.getByLabelText('Time')).toHaveValue('09:00');
    await expect(canvas.getByTestId('completeness')).toHaveTextContent('Incomplete');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ sort_order: 1, start_date: new Date(2026, 10, 27, 9, 0) }),
      expect.objectContaining({
        sort_order: 2,
        start_date: new Date(2026, 10, 30, 9, 0),
        duration: 0,
        room: '',
      }),
    ]);

    const date = day(canvasElement, 'Day 1').getByLabelText('Date');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-26');
    await waitFor(() => expect(second.getByText('Nov 27 2026')).toBeVisible());

    await userEvent.type(second.getByRole('spinbutton', { name: 'Duration (minutes)' }), '240');
    await userEvent.type(second.getByRole('textbox', { name: 'Room' }), 'B12');
    await expect(second.getByRole('spinbutton', { name: 'Duration (minutes)' })).toHaveAccessibleDescription(
      '4 hrs 0 mins',
    );
    await expect(canvas.getByTestId('completeness')).toHaveTextContent('Complete');
  },
};

/** Removing a day moves the later ones up and chains them again; focus goes to Add day. */
export const RemoveDay: Story = {
  args: {
    value: [
      friday,
      { start_date: new Date(2026, 10, 30, 13, 0), room: 'B12', duration: 60, sort_order: 2 },
      { start_date: new Date(2026, 11, 1, 10, 30), room: 'B14', duration: 45, sort_order: 3 },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(day(canvasElement, 'Day 3').getByText('Dec 1 2026')).toBeVisible();
    await userEvent.click(day(canvasElement, 'Day 2').getByRole('button', { name: 'Remove day 2' }));
    await expect(canvas.queryByRole('group', { name: 'Day 3' })).toBeNull();
    const second = day(canvasElement, 'Day 2');
    await expect(second.getByRole('textbox', { name: 'Room' })).toHaveValue('B14');
    await expect(second.getByText('Nov 30 2026')).toBeVisible();
    await expect(second.getByLabelText('Time')).toHaveValue('10:30');
    await expect(canvas.getByRole('button', { name: 'Add day' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ sort_order: 1, room: '204' }),
      expect.objectContaining({ sort_order: 2, room: 'B14', start_date: new Date(2026, 10, 30, 10, 30) }),
    ]);
  },
};

/** Duration must be above 0 minutes: 0 and negative numbers are refused, with the message on the field. */
export const InvalidDuration: Story = {
  args: { value: [{ ...friday, duration: 0 }], showErrors: true },
  play: async ({ canvasElement }) => {
    const first = day(canvasElement, 'Day 1');
    const duration = first.getByRole('spinbutton', { name: 'Duration (minutes)' });
    await expect(duration).toHaveAttribute('aria-invalid', 'true');
    await expect(duration).toHaveAccessibleDescription('The duration must be more than 0 minutes.');
    await userEvent.type(duration, '-5');
    await expect(duration).toHaveAccessibleDescription('The duration must be more than 0 minutes.');
    await userEvent.clear(duration);
    await userEvent.type(duration, '61');
    await expect(duration).not.toHaveAttribute('aria-invalid');
    await expect(duration).toHaveAccessibleDescription('1 hrs 1 mins');
    await expect(within(canvasElement).getByTestId('completeness')).toHaveTextContent('Complete');
  },
};

/** Messages appear once a field is left (Tab through an empty room), not before. */
export const MessagesAfterLeavingAField: Story = {
  args: { value: [{ ...friday, room: '' }] },
  play: async ({ canvasElement }) => {
    const first = day(canvasElement, 'Day 1');
    const room = first.getByRole('textbox', { name: 'Room' });
    await expect(room).not.toHaveAttribute('aria-invalid');
    room.focus();
    await userEvent.tab();
    await expect(room).toHaveAttribute('aria-invalid', 'true');
    await expect(first.getByText('Room is required')).toBeVisible();
    room.focus();
    await userEvent.keyboard('A1');
    await expect(room).not.toHaveAttribute('aria-invalid');
  },
};

/** Spec 002 section 5: date, time and room are required; cleared fields say so. */
export const MissingDateTimeAndRoom: Story = {
  args: { value: [{ ...friday, room: '', hasDate: false, hasTime: false }], showErrors: true },
  play: async ({ canvasElement }) => {
    const first = day(canvasElement, 'Day 1');
    await expect(first.getByText('Date is required')).toBeVisible();
    await expect(first.getByText('Time is required')).toBeVisible();
    await expect(first.getByText('Room is required')).toBeVisible();
    await expect(first.getByLabelText('Date')).toHaveValue('');
    await expect(first.getByLabelText('Time')).toHaveValue('');
    await expect(within(canvasElement).getByTestId('completeness')).toHaveTextContent('Incomplete');
    await userEvent.type(first.getByLabelText('Time'), '1430');
    await waitFor(() => expect(first.queryByText('Time is required')).toBeNull());
    await expect(first.getByLabelText('Time')).toHaveValue('14:30');
  },
};

/** A new session: the first day defaults to tomorrow at 9:00 AM. */
export const NewSession: Story = {
  args: { value: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add day' }));
    const first = day(canvasElement, 'Day 1');
    await expect(first.getByLabelText('Date')).toHaveValue('2026-11-23');
    await expect(first.getByLabelText('Time')).toHaveValue('09:00');
    await expect(first.getByRole('spinbutton', { name: 'Duration (minutes)' })).toHaveValue(null);
  },
};
