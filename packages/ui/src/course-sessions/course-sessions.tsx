import type { ComponentProps } from 'react';
import { EmptyState } from '../empty-state';
import { cn } from '../lib/cn';
import { CourseSessionItem, type CourseSessionsItemSession } from './course-session-item';

export type CourseSessionsProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The course's sessions, each with the signed-in learner's registration (GET /course/{id}/session). */
  sessions: readonly CourseSessionsItemSession[];
  /** Names the list for assistive technology (the course's name, say). */
  label?: string;
  /** The session whose register or cancel call is pending, when the app tracks it. */
  busySessionId?: number | null;
  /** Failed calls' error_msg by session id, each shown beside its session (002, section 8). */
  errors?: Readonly<Partial<Record<number, string>>>;
  /** Heading level of each session's date. */
  headingLevel?: 2 | 3 | 4;
  /** Shown in place of the list when the course has no session. */
  emptyTitle?: string;
  onRegister?: (sessionId: number) => unknown;
  onCancelRegistration?: (sessionId: number, registrationId: number) => unknown;
};

/** A course's sessions for a learner (002, /dashboard/course/{course_id}): register or cancel per session. */
export function CourseSessions({
  sessions,
  label = 'Sessions',
  busySessionId,
  errors,
  headingLevel = 3,
  emptyTitle = 'No sessions are scheduled for this course.',
  onRegister,
  onCancelRegistration,
  className,
  ...props
}: CourseSessionsProps) {
  if (sessions.length === 0) {
    return <EmptyState title={emptyTitle} headingLevel={headingLevel} />;
  }
  return (
    <section
      data-slot="course-sessions"
      aria-label={label}
      className={cn('grid gap-3', className)}
      {...props}
    >
      <ul className="grid gap-3">
        {sessions.map((session) => (
          <li key={session.session_id}>
            <CourseSessionItem
              session={session}
              isBusy={busySessionId === session.session_id}
              errorMessage={errors?.[session.session_id]}
              headingLevel={headingLevel}
              onRegister={onRegister}
              onCancelRegistration={onCancelRegistration}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
