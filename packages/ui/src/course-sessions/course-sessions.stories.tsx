import { enrolledAfterCancelling, enrolledAfterRegistering, registrationTypes } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CourseSessionsItemSession } from './course-session-item';
import { CourseSessions } from './course-sessions';

/** Friday November 27 2026, 9:00 AM, then Monday November 30 (two days, 90 and 240 minutes). */
const twoDaySession: CourseSessionsItemSession = {
  session_id: 41,
  start_date: new Date(2026, 10, 27, 9, 0),
  session_days: [
    { start_date: new Date(2026, 10, 27, 9, 0), room: '204', duration: 90, sort_order: 1 },
    { start_date: new Date(2026, 10, 30, 13, 30), room: 'B12', duration: 240, sort_order: 2 },
  ],
  location_name: 'Store 12 training centre',
  max_class_size: 12,
  number_enrolled: 7,
  is_complete: false,
  registration: null,
};

const oneDaySession: CourseSessionsItemSession = {
  session_id: 42,
  start_date: new Date(2026, 11, 3, 14, 0),
  session_days: [{ start_date: new Date(2026, 11, 3, 14, 0), room: 'Lab 1', duration: 45, sort_order: 1 }],
  location_name: 'Head office',
  max_class_size: 10,
  number_enrolled: 9,
  is_complete: false,
  registration: null,
};

const enrolled = { registration_id: 901, registration_type_id: registrationTypes.enrolled };

const meta = {
  title: 'Widgets/CourseSessions',
  component: CourseSessions,
  args: {
    sessions: [twoDaySession],
    label: 'Sessions of Forklift safety',
    onRegister: fn(),
    onCancelRegistration: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CourseSessions>;
export default meta;
type Story = StoryObj<typeof meta>;

function sessionNamed(canvasElement: HTMLElement, name: string) {
  return within(within(canvasElement).getByRole('article', { name }));
}

/** Open seats: date, days (each 'MMMM D YYYY, h:mm A', duration, room), location, seats; Register by keyboard. */
export const OpenSeats: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Sessions of Forklift safety' })).toBeVisible();
    const session = sessionNamed(canvasElement, 'November 27 2026, 9:00 AM');
    await expect(session.getByText('November 30 2026, 1:30 PM')).toBeVisible();
    await expect(session.getByText('1 hrs 30 mins')).toBeVisible();
    await expect(session.getByText('4 hrs 0 mins')).toBeVisible();
    await expect(session.getByText('Room 204')).toBeVisible();
    await expect(session.getByText('Room B12')).toBeVisible();
    await expect(session.getByText('Store 12 training centre')).toBeVisible();
    await expect(session.getByText('5 seats left')).toBeVisible();
    await expect(session.queryByRole('button', { name: 'Cancel registration' })).toBeNull();
    const register = session.getByRole('button', { name: 'Register' });
    await expect(register).toHaveAccessibleDescription('November 27 2026, 9:00 AM');
    await userEvent.tab();
    await expect(register).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRegister).toHaveBeenCalledWith(41);
    await userEvent.keyboard(' ');
    await expect(args.onRegister).toHaveBeenCalledTimes(2);
  },
};

export const OneSeatLeft: Story = {
  args: { sessions: [oneDaySession] },
  play: async ({ args, canvasElement }) => {
    const session = sessionNamed(canvasElement, 'December 3 2026, 2:00 PM');
    await expect(session.getByText('1 seat left')).toBeVisible();
    await expect(session.getByText('45 mins')).toBeVisible();
    await userEvent.click(session.getByRole('button', { name: 'Register' }));
    await expect(args.onRegister).toHaveBeenCalledWith(42);
  },
};

/** Full when enrolled reaches max: no Register button, 'Full' in place of the seat count. */
export const Full: Story = {
  args: { sessions: [{ ...oneDaySession, number_enrolled: 10 }] },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article).toHaveAttribute('data-state', 'full');
    await expect(within(article).getByText('Full')).toBeVisible();
    await expect(within(article).queryByRole('button')).toBeNull();
  },
};

/** More enrolled than seats (seats never go below 0) still reads 'Full'. */
export const OverEnrolled: Story = {
  args: { sessions: [{ ...oneDaySession, number_enrolled: 13 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Full')).toBeVisible();
    await expect(within(canvasElement).queryByText(/seats left/)).toBeNull();
  },
};

/** A registered learner may cancel (Space on the focused button); Register is gone. */
export const Registered: Story = {
  args: { sessions: [{ ...twoDaySession, number_enrolled: 8, registration: enrolled }] },
  play: async ({ args, canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article).toHaveAttribute('data-state', 'registered');
    const session = within(article);
    await expect(session.getByText('You are registered for this session.')).toBeVisible();
    await expect(session.getByText('4 seats left')).toBeVisible();
    await expect(session.queryByRole('button', { name: 'Register' })).toBeNull();
    await userEvent.tab();
    await expect(session.getByRole('button', { name: 'Cancel registration' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onCancelRegistration).toHaveBeenCalledWith(41, 901);
  },
};

/** A registered learner even on a full session may cancel. */
export const RegisteredOnFullSession: Story = {
  args: { sessions: [{ ...oneDaySession, number_enrolled: 10, registration: enrolled }] },
  play: async ({ args, canvasElement }) => {
    const session = within(within(canvasElement).getByRole('article'));
    await expect(session.getByText('Full')).toBeVisible();
    await userEvent.click(session.getByRole('button', { name: 'Cancel registration' }));
    await expect(args.onCancelRegistration).toHaveBeenCalledWith(42, 901);
  },
};

/** A complete session cannot be cancelled any more. */
export const CompleteSession: Story = {
  args: { sessions: [{ ...twoDaySession, is_complete: true, registration: enrolled }] },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article).toHaveAttribute('data-state', 'complete');
    await expect(within(article).getByText('This session is complete.')).toBeVisible();
    await expect(within(article).queryByRole('button')).toBeNull();
  },
};

/** A denied learner can neither register again nor cancel. */
export const Denied: Story = {
  args: {
    sessions: [
      {
        ...twoDaySession,
        registration: { registration_id: 902, registration_type_id: registrationTypes.denied },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article).toHaveAttribute('data-state', 'denied');
    await expect(within(article).getByText('Your registration for this session was denied.')).toBeVisible();
    await expect(within(article).queryByRole('button')).toBeNull();
  },
};

/** After cancelling, the learner may register again. */
export const CancelledRegistersAgain: Story = {
  args: {
    sessions: [
      {
        ...twoDaySession,
        registration: { registration_id: 903, registration_type_id: registrationTypes.cancelled },
      },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const session = within(within(canvasElement).getByRole('article'));
    await expect(session.getByText('Your registration was cancelled.')).toBeVisible();
    await userEvent.click(session.getByRole('button', { name: 'Register' }));
    await expect(args.onRegister).toHaveBeenCalledWith(41);
  },
};

export const Empty: Story = {
  args: { sessions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'No sessions are scheduled for this course.' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/**
 * The app's flow in miniature: the button is busy while the call is pending; registering lowers the seats by
 * one and shows the learner registered; cancelling raises them again.
 */
export const RegisterThenCancel: Story = {
  args: { sessions: [twoDaySession, oneDaySession] },
  render: function RegisteringSessions(args) {
    const [sessions, setSessions] = useState(args.sessions);
    const [release, setRelease] = useState<() => void>();
    function waitForRelease() {
      return new Promise<void>((resolve) => setRelease(() => resolve));
    }
    function update(
      sessionId: number,
      change: (session: CourseSessionsItemSession) => CourseSessionsItemSession,
    ) {
      setSessions((current) =>
        current.map((session) => (session.session_id === sessionId ? change(session) : session)),
      );
    }
    return (
      <div className="grid gap-3">
        <button type="button" className="justify-self-start underline" onClick={() => release?.()}>
          Answer the call
        </button>
        <CourseSessions
          {...args}
          sessions={sessions}
          onRegister={async (sessionId) => {
            args.onRegister?.(sessionId);
            await waitForRelease();
            update(sessionId, (session) => ({
              ...session,
              number_enrolled: enrolledAfterRegistering(session.number_enrolled),
              registration: enrolled,
            }));
          }}
          onCancelRegistration={async (sessionId, registrationId) => {
            args.onCancelRegistration?.(sessionId, registrationId);
            await waitForRelease();
            update(sessionId, (session) => ({
              ...session,
              number_enrolled: enrolledAfterCancelling(session.number_enrolled),
              registration: {
                registration_id: registrationId,
                registration_type_id: registrationTypes.cancelled,
              },
            }));
          }}
        />
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const session = sessionNamed(canvasElement, 'November 27 2026, 9:00 AM');
    await userEvent.click(session.getByRole('button', { name: 'Register' }));
    await expect(args.onRegister).toHaveBeenCalledWith(41);
    const busy = session.getByRole('button', { name: 'Register' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    // The other session stays usable.
    await expect(sessionNamed(canvasElement, 'December 3 2026, 2:00 PM').getByRole('button')).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Answer the call' }));
    await waitFor(() => expect(session.getByText('4 seats left')).toBeVisible());
    await expect(session.getByText('You are registered for this session.')).toBeVisible();
    await userEvent.click(session.getByRole('button', { name: 'Cancel registration' }));
    await expect(args.onCancelRegistration).toHaveBeenCalledWith(41, 901);
    await userEvent.click(canvas.getByRole('button', { name: 'Answer the call' }));
    await waitFor(() => expect(session.getByText('5 seats left')).toBeVisible());
    await expect(session.getByRole('button', { name: 'Register' })).toBeEnabled();
  },
};

/** A refused registration shows the response's error_msg beside that session only, and describes its button. */
export const FailureWithErrorMessage: Story = {
  args: { sessions: [twoDaySession, oneDaySession] },
  render: function FailingSessions(args) {
    const [errors, setErrors] = useState<Record<number, string>>({});
    return (
      <CourseSessions
        {...args}
        errors={errors}
        onRegister={async (sessionId) => {
          args.onRegister?.(sessionId);
          setErrors({ [sessionId]: 'You already hold a registration for another session of this course.' });
          throw new Error('409');
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const failing = sessionNamed(canvasElement, 'December 3 2026, 2:00 PM');
    const register = failing.getByRole('button', { name: 'Register' });
    await userEvent.click(register);
    const alert = await failing.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'You already hold a registration for another session of this course.',
    );
    await expect(register).toHaveAccessibleDescription(
      'December 3 2026, 2:00 PM You already hold a registration for another session of this course.',
    );
    await waitFor(() => expect(register).toBeEnabled());
    await expect(sessionNamed(canvasElement, 'November 27 2026, 9:00 AM').queryByRole('alert')).toBeNull();
  },
};

/** Busy from outside: the app's machine is registering this session. */
export const BusyFromOutside: Story = {
  args: { busySessionId: 41 },
  play: async ({ args, canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article).toHaveAttribute('aria-busy', 'true');
    const register = within(article).getByRole('button', { name: 'Register' });
    await expect(register).toBeDisabled();
    await userEvent.click(register, { pointerEventsCheck: 0 });
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};
