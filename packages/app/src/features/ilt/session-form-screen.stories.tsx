import { iltMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demo, withDemoSessions } from '../../testing/demo-fetch';
import { demoCourse } from '../../testing/demo-ilt-responses';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';

const meta = {
  title: 'Screens/Session form',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dashboard/ilt/sessions/new' },
  beforeEach: [signedInAs('instructor'), withDemoSessions()],
} satisfies Meta<typeof DemoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const courseName = demoCourse(demo, 1)?.name ?? '';
const dayOf = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('group', { name }));

async function pick(canvas: ReturnType<typeof within>, label: string, text: string, option: string) {
  await userEvent.type(canvas.getByRole('combobox', { name: label }), text);
  const listbox = await canvas.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}

/**
 * A two-day session from Friday Nov 27 2026: the second day falls on the Monday; the instructor is the one
 * signed in. Saving opens the session's view.
 */
export const TwoDaysFromFriday: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New session' }, loaded)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Instructor' })).toHaveDisplayValue('Daniel Okafor');
    await pick(canvas, 'Course', courseName.slice(0, 4), courseName);
    await pick(canvas, 'Location', 'Main', 'Main Street Store, Training Room');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Max class size' }), '8');

    const first = dayOf(canvas, 'Day 1');
    const date = first.getByLabelText('Date');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-27');
    await userEvent.type(first.getByRole('spinbutton', { name: 'Duration (minutes)' }), '240');
    await userEvent.type(first.getByRole('textbox', { name: 'Room' }), 'Room 5');

    canvas.getByRole('button', { name: iltMessages.session.addDay }).focus();
    await userEvent.keyboard('{Enter}');
    const second = dayOf(canvas, 'Day 2');
    await expect(second.getByText('Nov 30 2026')).toBeVisible();
    await userEvent.type(second.getByRole('spinbutton', { name: 'Duration (minutes)' }), '180');
    await userEvent.type(second.getByRole('textbox', { name: 'Room' }), 'Room 5');

    await userEvent.click(canvas.getByRole('button', { name: 'Save session' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: courseName }, loaded)).toBeVisible();
    const days = canvas.getByRole('list', { name: 'Session days' });
    await expect(within(days).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(days).getAllByRole('listitem')[1]).toHaveTextContent('November 30 2026');
  },
};

/** Saving with nothing filled in shows what is missing and stays on the form. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'New session' }, loaded);
    await userEvent.click(canvas.getByRole('button', { name: 'Save session' }));
    await waitFor(() => expect(canvas.getByText(iltMessages.session.chooseCourse)).toBeVisible());
    await expect(canvas.getByText(iltMessages.session.chooseLocation)).toBeVisible();
    await expect(canvas.getByText(iltMessages.session.durationAboveZero)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'New session' })).toBeVisible();
  },
};

/** An existing session opens with its course, location and days filled in. */
export const EditSession: Story = {
  args: { path: '/dashboard/ilt/sessions/2/edit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Edit session' }, loaded),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Course' })).toHaveValue(courseName);
    await expect(canvas.getByRole('combobox', { name: 'Location' })).toHaveValue(
      'Head Office, Learning Centre',
    );
    await expect(canvas.getAllByRole('group', { name: /^Day \d$/ })).toHaveLength(2);
  },
};
