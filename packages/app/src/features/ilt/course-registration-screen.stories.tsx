import { formatMessage, formatSessionDate, iltMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demo, demoUserId, withRegistrationRefused } from '../../testing/demo-fetch';
import { demoCourse, demoCourseSessions } from '../../testing/demo-ilt-responses';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';

const meta = {
  title: 'Screens/Course registration',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dashboard/course/1' },
  beforeEach: signedInAs('learner'),
} satisfies Meta<typeof DemoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const course = demoCourse(demo, 1);
const sessions = demoCourseSessions(demo, demoUserId('learner'), 1)?.data ?? [];
/** The session next week: 10 seats, 4 taken, `learner` not registered. */
const nextWeek = sessions.find((session) => session.session_id === 1);

const seats = (count: number) => formatMessage(iltMessages.seats.left, { seats: count });

function sessionCard(canvas: ReturnType<typeof within>) {
  if (!nextWeek) throw new Error('No demo session next week');
  return canvas.getByRole('article', { name: formatSessionDate(nextWeek.start_date) });
}

/** The course, its sessions in date order with days, rooms and seats; the past one is complete. */
export const Sessions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: course?.name }, loaded)).toBeVisible();
    await expect(canvas.getByText(course?.description ?? '')).toBeVisible();
    const list = canvas.getByRole('region', { name: `Sessions of ${course?.name}` });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(sessions.length);
    await expect(cards.map((card) => card.getAttribute('data-state'))).toEqual(['complete', 'open', 'open']);
    const card = sessionCard(canvas);
    await expect(within(card).getByText(seats(6))).toBeVisible();
    await expect(card).toHaveTextContent('Room 1');
    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    await expect(crumbs.at(-1)).toHaveTextContent(course?.name ?? '');
  },
};

/** `learner` registers for next week's session (a seat fewer), then cancels by keyboard (the seat is back). */
export const RegisterThenCancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: course?.name }, loaded);
    const card = sessionCard(canvas);
    await userEvent.click(within(card).getByRole('button', { name: iltMessages.registration.register }));
    await waitFor(() => expect(within(card).getByText(seats(5))).toBeVisible());
    await expect(card).toHaveAttribute('data-state', 'registered');
    await expect(within(card).getByText(iltMessages.registration.registered)).toBeVisible();

    const cancel = within(card).getByRole('button', { name: iltMessages.registration.cancel });
    cancel.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(card).getByText(seats(6))).toBeVisible());
    await expect(card).toHaveAttribute('data-state', 'open');
    await expect(within(card).getByText(iltMessages.registration.cancelled)).toBeVisible();
    await expect(within(card).getByRole('button', { name: iltMessages.registration.register })).toBeVisible();
  },
};

/** The server refuses: its error_msg shows beside the session, and the seats stay as they were. */
export const RegistrationRefused: Story = {
  beforeEach: withRegistrationRefused(iltMessages.registration.denied),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: course?.name }, loaded);
    const card = sessionCard(canvas);
    const register = within(card).getByRole('button', { name: iltMessages.registration.register });
    await userEvent.click(register);
    const alert = await within(card).findByRole('alert');
    await expect(alert).toHaveTextContent(iltMessages.registration.denied);
    await expect(within(card).getByText(seats(6))).toBeVisible();
    await expect(register).toHaveAccessibleDescription(
      expect.stringContaining(iltMessages.registration.denied),
    );
  },
};
