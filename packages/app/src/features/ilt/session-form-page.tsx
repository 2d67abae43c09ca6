import { iltMessages, messages, newSessionDay, type SessionSaveRequest } from '@segno/domain';
import {
  areSessionDaysComplete,
  Button,
  fieldErrorText,
  Select,
  SessionDaysEditor,
  type SessionDaysEditorDay,
  TextField,
  Typeahead,
  type TypeaheadOption,
} from '@segno/ui';
import { type FormEvent, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { paths } from '../../paths';
import { useApiErrorHandler } from '../../routes/route-error';
import type { SessionFormData } from './ilt-loaders';
import { useIltArea } from './use-ilt-area';

const labels = {
  course: 'Course',
  location: 'Location',
  instructor: 'Instructor',
  maxClassSize: 'Max class size',
} as const;

const required = (label: string) => fieldErrorText(label, messages.validation.required);

/**
 * A new session, or a session edited (002, sections 2, 4 and 5): the course and the location chosen from
 * suggestions, the instructor (the signed-in instructor by default), the class size and the days. Saving
 * opens the session's view.
 */
export function SessionFormPage() {
  const data = useLoaderData() as SessionFormData;
  // Another session's form (or a new one) starts from its own values.
  return <SessionForm key={data.session?.session_id ?? 'new'} {...data} />;
}

function SessionForm({ userId, isInstructor, instructors, session }: SessionFormData) {
  const api = useApi();
  const navigate = useNavigate();
  const area = useIltArea();
  const handleError = useApiErrorHandler();
  const [course, setCourse] = useState<TypeaheadOption | null>(
    session ? { value: String(session.course_id), label: session.course_name } : null,
  );
  const [location, setLocation] = useState<TypeaheadOption | null>(
    session ? { value: String(session.location_id), label: session.location_name } : null,
  );
  // spec 002 section 6: an instructor creating a session is defaulted as its instructor
  const [instructorId, setInstructorId] = useState(
    String(session?.instructor_id ?? (isInstructor ? userId : (instructors[0]?.instructor_id ?? ''))),
  );
  const [maxClassSize, setMaxClassSize] = useState(session ? String(session.max_class_size) : '');
  const [days, setDays] = useState<SessionDaysEditorDay[]>(() =>
    session ? session.session_days.map((day) => ({ ...day })) : [newSessionDay([], new Date())],
  );
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSaving, setIsSaving] = useState(false);

  const maxSize = Number(maxClassSize);
  const errors = {
    course: course ? undefined : iltMessages.session.chooseCourse,
    location: location ? undefined : iltMessages.session.chooseLocation,
    instructor: instructorId ? undefined : required(labels.instructor),
    maxClassSize: Number.isInteger(maxSize) && maxSize > 0 ? undefined : required(labels.maxClassSize),
  };
  const isValid = Object.values(errors).every((error) => error === undefined) && areSessionDaysComplete(days);
  const shown = (error: string | undefined) => (isSubmitted ? error : undefined);

  async function save(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    if (!isValid || !course || !location) return;
    const body: SessionSaveRequest = {
      course_id: Number(course.value),
      max_class_size: maxSize,
      maxClassSize: maxSize,
      location_id: Number(location.value),
      instructor_id: Number(instructorId),
      session_days: days.map(({ start_date, room, duration, sort_order }) => ({
        start_date,
        room,
        duration,
        sort_order,
      })),
    };
    setIsSaving(true);
    try {
      const saved = session ? await api.saveSession(session.session_id, body) : await api.createSession(body);
      navigate(paths.sessionView(saved.session_id, area));
    } catch (error) {
      setIsSaving(false);
      handleError(error);
    }
  }

  return (
    <form noValidate onSubmit={save} className="grid max-w-2xl gap-6">
      <h1 className="text-2xl font-semibold">{session ? 'Edit session' : 'New session'}</h1>
      <Typeahead
        label={labels.course}
        mustPick
        isRequired
        value={course}
        onValueChange={setCourse}
        emptyText={iltMessages.session.courseNotFound}
        errorMessage={shown(errors.course)}
        loadSuggestions={async (term, signal) =>
          (await api.searchCourses(term, signal)).data.map((candidate) => ({
            value: String(candidate.course_id),
            label: candidate.name,
          }))
        }
      />
      <Typeahead
        label={labels.location}
        mustPick
        isRequired
        value={location}
        onValueChange={setLocation}
        emptyText={iltMessages.session.locationNotFound}
        errorMessage={shown(errors.location)}
        loadSuggestions={async (term, signal) =>
          (await api.searchLocations(term, signal)).data.map((candidate) => ({
            value: String(candidate.location_id),
            label: candidate.location_name,
          }))
        }
      />
      <Select
        label={labels.instructor}
        options={instructors.map((instructor) => ({
          value: String(instructor.instructor_id),
          label: instructor.name,
        }))}
        value={instructorId}
        onChange={(event) => setInstructorId(event.target.value)}
        errorMessage={shown(errors.instructor)}
      />
      <TextField
        label={labels.maxClassSize}
        inputMode="numeric"
        className="max-w-40"
        value={maxClassSize}
        onValueChange={setMaxClassSize}
        errorMessage={shown(errors.maxClassSize)}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-lg font-semibold">Days</legend>
        <SessionDaysEditor value={days} onChange={setDays} showErrors={isSubmitted} />
      </fieldset>
      <div className="flex gap-3">
        <Button type="submit" isLoading={isSaving}>
          Save session
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            navigate(session ? paths.sessionView(session.session_id, area) : paths.manageSessions({ area }))
          }
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
