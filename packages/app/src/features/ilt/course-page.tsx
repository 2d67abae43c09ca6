import { CourseSessions } from '@segno/ui';
import { useId } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { CourseData } from './ilt-loaders';
import { useCourseRegistrations } from './use-course-registrations';

/**
 * ILT session registration for a course (002, section 2, /dashboard/course/{course_id}): the course and its
 * sessions, each with its date, days, room, location and seats left, registered for or cancelled here.
 */
export function CoursePage() {
  const { userId, course, sessions } = useLoaderData() as CourseData;
  const registrations = useCourseRegistrations(userId, sessions);
  const sessionsId = useId();
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold">{course.name}</h1>
        {course.description && <p className="max-w-prose text-muted-foreground">{course.description}</p>}
      </header>
      <section aria-labelledby={sessionsId} className="grid gap-3">
        <h2 id={sessionsId} className="text-xl font-semibold">
          Sessions
        </h2>
        <CourseSessions
          sessions={registrations.sessions}
          label={`Sessions of ${course.name}`}
          busySessionId={registrations.busySessionId}
          errors={registrations.errors}
          onRegister={registrations.register}
          onCancelRegistration={registrations.cancel}
        />
      </section>
    </div>
  );
}
