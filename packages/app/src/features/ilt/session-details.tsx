import { formatDurationMinutes, formatSessionDate, type Session } from '@segno/domain';
import { SessionDayList, seatsText } from '@segno/ui';
import type { ReactNode } from 'react';

/** A session's heading and facts: course, first day, each day with duration and room, location and seats. */
export function SessionDetails({ session, actions }: { session: Session; actions?: ReactNode }) {
  return (
    <header className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold">{session.course_name}</h1>
        {actions}
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Starts</dt>
        <dd>{formatSessionDate(session.start_date)}</dd>
        <dt className="font-medium">Location</dt>
        <dd>{session.location_name}</dd>
        <dt className="font-medium">Seats</dt>
        <dd>{`${session.number_enrolled} of ${session.max_class_size} enrolled, ${seatsText(session)}`}</dd>
        <dt className="font-medium">Duration</dt>
        <dd>{formatDurationMinutes(session.duration)}</dd>
      </dl>
      <SessionDayList aria-label="Session days" days={session.session_days} />
    </header>
  );
}
