import {
  type Course,
  type CourseDayInput,
  type CourseDraftInput,
  type CourseSessionInput,
  cleanText,
  courseDayTime,
  courseDescriptionRule,
  courseLimits,
  courseNameRule,
  courseSessionData,
  courseSessionIssues,
  courseShortNameRule,
  type ExternalCourse,
  externalCourseIdRule,
  formatMessage,
  iltMessages,
  newCourseShortNameRule,
} from '@segno/domain';
import { Button, RuledTextField, TextArea } from '@segno/ui';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import type { StepProps } from './admin-wizard';
import { CourseExternalIdsField } from './course-external-ids-field';

type FormProps = Omit<StepProps, 'onSubmit'> & { onSubmit: (values: unknown) => Promise<void> };

/** Enter in a text input submits the step's form (the wizard's buttons sit outside it). */
function submitOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  if (!(event.target instanceof HTMLInputElement)) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

/** The server's message for a field, if the last save was refused on it. */
const serverError = (errors: StepProps['serverErrors'], path: string) =>
  errors.find((issue) => issue.path === path)?.message;

/** Moves focus to the first field the form marks invalid. */
function focusFirstInvalid(form: HTMLFormElement) {
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

type BasicValues = { name: string; short_name: string; description: string };
type TextKey = keyof BasicValues;

const sameExternal = (a: readonly ExternalCourse[], b: readonly ExternalCourse[]) =>
  a.length === b.length && a.every((item, index) => item.id === b[index]?.id && item.url === b[index]?.url);

export type CourseBasicFormProps = FormProps & {
  /** The saved course; undefined on a new course. */
  course: Course | undefined;
};

/**
 * A course's basic info (002 section 5, "Course"): name 2–100 and description required; short_name 2–20,
 * optional on a new course, required once it exists; its external course ids, each required, 2–300. A new
 * course submits its draft (POST /course); an existing one the fields to merge into the saved course.
 */
export function CourseBasicForm({
  formId,
  course,
  onSubmit,
  onDirtyChange,
  serverErrors,
}: CourseBasicFormProps) {
  const isNew = course === undefined;
  const initial: BasicValues = {
    name: course?.name ?? '',
    short_name: course?.short_name ?? '',
    description: course?.description ?? '',
  };
  const [initialExternal] = useState<readonly ExternalCourse[]>(() => course?.external_courses ?? []);
  const [values, setValues] = useState(initial);
  const [external, setExternal] = useState(initialExternal);
  const [isChecked, setChecked] = useState(false);
  const rules = {
    name: courseNameRule,
    short_name: isNew ? newCourseShortNameRule : courseShortNameRule,
    description: courseDescriptionRule,
  };
  const errorOf = (key: TextKey) =>
    (isChecked ? rules[key](values[key]) : undefined) ?? serverError(serverErrors, key);
  const externalErrorAt = (index: number) =>
    (isChecked ? externalCourseIdRule(external[index]?.url ?? '') : undefined) ??
    serverError(serverErrors, `external_courses.${index}.url`);

  function reportDirty(nextValues: BasicValues, nextExternal: readonly ExternalCourse[]) {
    onDirtyChange(
      (Object.keys(nextValues) as TextKey[]).some((field) => nextValues[field] !== initial[field]) ||
        !sameExternal(nextExternal, initialExternal),
    );
  }

  function change(key: TextKey, value: string) {
    const next = { ...values, [key]: value };
    setValues(next);
    reportDirty(next, external);
  }

  function changeExternal(next: ExternalCourse[]) {
    setExternal(next);
    reportDirty(values, next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    const form = event.currentTarget;
    const isValid =
      (Object.keys(rules) as TextKey[]).every((key) => !rules[key](values[key])) &&
      external.every((item) => !externalCourseIdRule(item.url));
    if (!isValid) {
      requestAnimationFrame(() => focusFirstInvalid(form));
      return;
    }
    const submitted: CourseDraftInput = {
      name: cleanText(values.name),
      short_name: cleanText(values.short_name),
      description: cleanText(values.description),
      // Added rows keep their temporary id: the server gives them their own.
      external_courses: external.map((item) => ({ id: item.id, url: cleanText(item.url) })),
    };
    onSubmit(submitted).catch(() => undefined);
  }

  return (
    <form id={formId} noValidate className="grid gap-4" onSubmit={submit} onKeyDown={submitOnEnter}>
      <RuledTextField
        label="Name"
        required
        maxLength={courseLimits.courseNameLength.max}
        value={values.name}
        onChange={(event) => change('name', event.target.value)}
        errorMessage={errorOf('name')}
      />
      <RuledTextField
        label="Short name"
        required={!isNew}
        maxLength={courseLimits.courseShortNameLength.max}
        value={values.short_name}
        onChange={(event) => change('short_name', event.target.value)}
        errorMessage={errorOf('short_name')}
      />
      <TextArea
        label="Description"
        required
        rows={4}
        maxLength={courseLimits.courseDescriptionLength.max}
        value={values.description}
        onChange={(event) => change('description', event.target.value)}
        errorMessage={errorOf('description')}
      />
      <CourseExternalIdsField value={external} onChange={changeExternal} errorAt={externalErrorAt} />
    </form>
  );
}

type SizeKey = 'min_class_size' | 'max_class_size';
type SessionValues = { days: CourseDayInput[]; min_class_size: string; max_class_size: string };

/** The session info as the form holds it: each saved day's minutes shown as hours and minutes. */
function sessionValues(course: Course): SessionValues {
  const data = course.course_session_data;
  return {
    days: data.days.map((day) => {
      const time = courseDayTime(day.minutes);
      return { hours: String(time.hours), minutes: String(time.minutes) };
    }),
    min_class_size: data.min_class_size === null ? '' : String(data.min_class_size),
    max_class_size: data.max_class_size === null ? '' : String(data.max_class_size),
  };
}

const sameSession = (a: SessionValues, b: SessionValues) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A course's session info (002 sections 3–5): its days, each of hours and minutes (60 minutes roll over into
 * an hour when saved), and the minimum and maximum class size. Submits `course_session_data`; all empty drops
 * the data (no days, no sizes).
 */
export function CourseSessionForm({
  formId,
  course,
  onSubmit,
  onDirtyChange,
  serverErrors,
}: FormProps & { course: Course }) {
  const [initial] = useState(() => sessionValues(course));
  const [values, setValues] = useState(initial);
  const [isChecked, setChecked] = useState(false);
  const input: CourseSessionInput = values;
  const issues = isChecked ? courseSessionIssues(input) : [];
  const issueAt = (path: string) =>
    issues.find((issue) => issue.path.join('.') === path)?.message ??
    serverError(serverErrors, `course_session_data.${path}`);

  function change(next: SessionValues) {
    setValues(next);
    onDirtyChange(!sameSession(next, initial));
  }
  const changeDay = (index: number, key: keyof CourseDayInput, value: string) =>
    change({
      ...values,
      days: values.days.map((day, position) => (position === index ? { ...day, [key]: value } : day)),
    });
  const changeSize = (key: SizeKey, value: string) => change({ ...values, [key]: value });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    const form = event.currentTarget;
    if (courseSessionIssues(input).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form));
      return;
    }
    const data = courseSessionData(input) ?? { days: [], min_class_size: null, max_class_size: null };
    onSubmit({ course_session_data: data }).catch(() => undefined);
  }

  return (
    <form id={formId} noValidate className="grid gap-4" onSubmit={submit} onKeyDown={submitOnEnter}>
      {values.days.map((day, index) => {
        const dayName = formatMessage(iltMessages.session.day, { number: index + 1 });
        const dayIssue = issueAt(`days.${index}`);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: days have no id; only the last one is removed.
          <fieldset key={index} className="grid gap-2 rounded-md border border-border p-3">
            <legend className="px-1 font-medium">{dayName}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <RuledTextField
                label={`${dayName} hours`}
                inputMode="numeric"
                value={String(day.hours)}
                onChange={(event) => changeDay(index, 'hours', event.target.value)}
                errorMessage={issueAt(`days.${index}.hours`)}
              />
              <RuledTextField
                label={`${dayName} minutes`}
                inputMode="numeric"
                value={String(day.minutes)}
                onChange={(event) => changeDay(index, 'minutes', event.target.value)}
                errorMessage={issueAt(`days.${index}.minutes`)}
              />
            </div>
            {dayIssue ? (
              <p role="alert" className="text-danger text-sm">
                {dayIssue}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => change({ ...values, days: [...values.days, { hours: '', minutes: '' }] })}
        >
          {iltMessages.session.addDay}
        </Button>
        {values.days.length > 0 ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => change({ ...values, days: values.days.slice(0, -1) })}
          >
            Remove last day
          </Button>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <RuledTextField
          label="Minimum class size"
          inputMode="numeric"
          value={values.min_class_size}
          onChange={(event) => changeSize('min_class_size', event.target.value)}
          errorMessage={issueAt('min_class_size')}
        />
        <RuledTextField
          label="Maximum class size"
          inputMode="numeric"
          value={values.max_class_size}
          onChange={(event) => changeSize('max_class_size', event.target.value)}
          errorMessage={issueAt('max_class_size')}
        />
      </div>
    </form>
  );
}
