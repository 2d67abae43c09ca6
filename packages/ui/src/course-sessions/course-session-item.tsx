import {
  type CourseSession,
  canCancel,
  canRegisterForSession,
  formatDurationMinutes,
  formatMessage,
  formatSessionDate,
  iltMessages,
  registrationTypes,
  seatsLeft,
} from '@segno/domain';
import { cva } from 'class-variance-authority';
import { type ComponentProps, useId } from 'react';
import { Button } from '../button';
import { useBusyWhilePending } from '../hooks/use-busy-while-pending';
import { cn } from '../lib/cn';
import { raisedSurface } from '../lib/surfaces';

/** What a session row needs: the session with the signed-in learner's registration (GET /course/{id}/session). */
export type CourseSessionsItemSession = Pick<
  CourseSession,
  | 'session_id'
  | 'start_date'
  | 'session_days'
  | 'location_name'
  | 'max_class_size'
  | 'number_enrolled'
  | 'is_complete'
  | 'registration'
>;

/** Where the learner stands with a session, shown as `data-state`. */
export type CourseSessionStanding = 'open' | 'full' | 'registered' | 'denied' | 'complete';

export function courseSessionStanding(session: CourseSessionsItemSession): CourseSessionStanding {
  const typeId = session.registration?.registration_type_id;
  if (typeId === registrationTypes.denied) return 'denied';
  if (session.is_complete) return 'complete';
  if (typeId === registrationTypes.enrolled) return 'registered';
  return seatsLeft(session) === 0 ? 'full' : 'open';
}

/** '12 seats left', '1 seat left' or 'Full' (002, section 4: seats left never below 0). */
export function seatsText(session: Pick<CourseSessionsItemSession, 'max_class_size' | 'number_enrolled'>) {
  const seats = seatsLeft(session);
  if (seats === 0) return iltMessages.seats.full;
  if (seats === 1) return iltMessages.seats.oneLeft;
  return formatMessage(iltMessages.seats.left, { seats });
}

/** The learner's standing in words, or nothing for a session they have not registered for. */
function standingText(session: CourseSessionsItemSession): string | undefined {
  const typeId = session.registration?.registration_type_id;
  if (typeId === registrationTypes.denied) return iltMessages.registration.denied;
  if (session.is_complete) return iltMessages.registration.complete;
  if (typeId === registrationTypes.enrolled) return iltMessages.registration.registered;
  if (typeId === registrationTypes.cancelled) return iltMessages.registration.cancelled;
  return undefined;
}

export const courseSessionItemVariants = cva(['grid gap-3 p-4 sm:grid-cols-[1fr_auto]', raisedSurface], {
  variants: {
    standing: {
      open: '',
      full: 'bg-muted',
      registered: 'border-primary',
      denied: 'border-danger',
      complete: 'bg-muted',
    },
  },
  defaultVariants: { standing: 'open' },
});

export type CourseSessionItemProps = Omit<ComponentProps<'article'>, 'children'> & {
  session: CourseSessionsItemSession;
  /** Busy from outside (the app's registration machine is registering or cancelling). */
  isBusy?: boolean;
  /** The failed call's error_msg, shown beside this session (002, section 8). */
  errorMessage?: string;
  /** Heading level of the session's date. */
  headingLevel?: 2 | 3 | 4;
  /** Register for the session; the button is busy while a returned promise is pending. */
  onRegister?: (sessionId: number) => unknown;
  /** Cancel the learner's registration; the button is busy while a returned promise is pending. */
  onCancelRegistration?: (sessionId: number, registrationId: number) => unknown;
};

/** One session of a course: its date, days, location and seats, and Register or Cancel registration. */
export function CourseSessionItem({
  session,
  isBusy = false,
  errorMessage,
  headingLevel = 3,
  onRegister,
  onCancelRegistration,
  className,
  ...props
}: CourseSessionItemProps) {
  const headingId = useId();
  const errorId = useId();
  const [isPending, runPending] = useBusyWhilePending();
  const Heading = `h${headingLevel}` as const;
  const standing = courseSessionStanding(session);
  const { registration } = session;
  const isRegisterable = canRegisterForSession(registration, session);
  const isCancellable = registration != null && canCancel(registration, session);
  const status = standingText(session);
  const busy = isBusy || isPending;

  return (
    <article
      data-slot="course-session"
      data-state={standing}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className={cn(courseSessionItemVariants({ standing }), className)}
      {...props}
    >
      <div className="grid gap-2">
        <Heading id={headingId} className="text-base font-semibold">
          {formatSessionDate(session.start_date)}
        </Heading>
        <SessionDayList data-slot="course-session-days" days={session.session_days} />
        <p className="text-sm">
          <span className="font-medium">Location</span> {session.location_name}
        </p>
        {status && (
          <p data-slot="course-session-status" className="text-sm">
            {status}
          </p>
        )}
      </div>
      <div className="grid content-start justify-items-start gap-2 sm:justify-items-end">
        <p
          data-slot="course-session-seats"
          data-state={standing === 'full' ? 'full' : 'open'}
          className="text-sm font-medium"
        >
          {seatsText(session)}
        </p>
        {isRegisterable && onRegister && (
          <Button
            isLoading={busy}
            aria-describedby={errorMessage ? `${headingId} ${errorId}` : headingId}
            onClick={() => runPending(() => onRegister(session.session_id))}
          >
            {iltMessages.registration.register}
          </Button>
        )}
        {isCancellable && onCancelRegistration && (
          <Button
            variant="outline"
            isLoading={busy}
            aria-describedby={errorMessage ? `${headingId} ${errorId}` : headingId}
            onClick={() =>
              runPending(() => onCancelRegistration(session.session_id, registration.registration_id))
            }
          >
            {iltMessages.registration.cancel}
          </Button>
        )}
        {errorMessage && (
          <p id={errorId} role="alert" data-slot="course-session-error" className="text-sm text-danger">
            {errorMessage}
          </p>
        )}
      </div>
    </article>
  );
}

/** A session's days in order: day number, date and time, duration and room. */
export function SessionDayList({
  days,
  className,
  ...props
}: Omit<ComponentProps<'ol'>, 'children'> & { days: CourseSession['session_days'] }) {
  return (
    <ol className={cn('grid gap-1 text-sm', className)} {...props}>
      {days.map((day) => (
        <li key={day.sort_order} className="flex flex-wrap gap-x-3">
          <span className="font-medium">
            {formatMessage(iltMessages.session.day, { number: day.sort_order })}
          </span>
          <span>{formatSessionDate(day.start_date)}</span>
          <span>{formatDurationMinutes(day.duration)}</span>
          <span>Room {day.room}</span>
        </li>
      ))}
    </ol>
  );
}
