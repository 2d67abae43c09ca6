import {
  type Course,
  type CourseDraftInput,
  courseDiffers,
  courseStatusChoices,
  hasSessionDayDuration,
  mergeCourse,
  planAdminMessages,
} from '@segno/domain';
import { Alert, ExpertiseForm, StatusStep, type StatusStepValue } from '@segno/ui';
import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import type { AssignmentBody } from '../../api/assignment-calls';
import { AdminWizard, type StepProps } from './admin-wizard';
import { CourseBasicForm, CourseSessionForm } from './course-forms';
import { AssignmentStep } from './lazy-steps';
import type { CourseWizardData } from './wizard-loaders';

/**
 * /segment-admin/ilt/courses/new and /segment-admin/ilt/courses/{id}/{step}: the ILT course wizard (002
 * section 2). A new course has its basic info only; creating it opens its edit wizard with exit=0.
 */
export function CourseWizardPage() {
  const data = useLoaderData() as CourseWizardData;
  // A new course's wizard ends when it is created; its edit wizard is a new one. A reload after a save
  // starts the steps' forms from the course as saved.
  return <CourseWizard key={data.course?.course_id ?? 'new'} data={data} />;
}

function CourseWizard({ data }: { data: CourseWizardData }) {
  const api = useApi();
  const { course, step } = data;
  const courseId = course?.course_id;

  async function save({ values }: { values: unknown }) {
    if (course === undefined) {
      const draft = values as CourseDraftInput;
      const created = await api.createCourse(draft);
      return { id: created.course_id, name: draft.name };
    }
    if (step === 'users' && data.assignment) {
      // The Course Visibility step saves the course's assignment, not the course.
      await api.saveAssignment('course', course.course_id, data.assignment, values as AssignmentBody);
      return { id: course.course_id };
    }
    // spec 002 section 4: "Saving an existing course sends only when the course differs (ignoring course_id)".
    const merged = mergeCourse(course, values as Partial<Course>);
    if (courseDiffers(course, merged)) await api.saveCourse(course.course_id, merged);
    return { id: course.course_id };
  }

  function body(props: StepProps) {
    if (course === undefined || step === 'edit') return <CourseBasicForm {...props} course={course} />;
    switch (step) {
      case 'session-info':
        return <CourseSessionForm {...props} course={course} />;
      case 'expertise':
        // The course's level (basic, intermediate, advanced) or none, saved with the merged course.
        return (
          <ExpertiseForm
            id={props.formId}
            defaultValues={course}
            onSubmit={props.onSubmit}
            onDirtyChange={props.onDirtyChange}
            serverErrors={props.serverErrors}
          />
        );
      case 'users':
        return data.assignment ? (
          <AssignmentStep
            {...props}
            object="course"
            objectId={course.course_id}
            assignment={data.assignment}
          />
        ) : null;
      case 'status':
        return (
          <CourseStatusForm
            {...props}
            course={course}
            archive={() => api.saveCourse(course.course_id, { ...course, status_id: 3 })}
          />
        );
      default:
        return null;
    }
  }

  return (
    <AdminWizard
      kind="course"
      itemId={courseId}
      itemName={course?.name}
      steps={data.steps}
      step={step}
      // spec 002 section 4: creating a course opens its edit screen with exit=0.
      exit={courseId === undefined ? 0 : data.exit}
      save={save}
      changeLog={data.changeLog}
    >
      {body}
    </AdminWizard>
  );
}

type CourseStatusFormProps = StepProps & { course: Course; archive: () => Promise<unknown> };

/**
 * The course's status step: the statuses `courseStatusChoices` offers (002 section 4: only Draft while the
 * session days have no time); draft or published is saved when the wizard continues, archiving asks first and
 * happens at once.
 */
function CourseStatusForm({ formId, onSubmit, onDirtyChange, course, archive }: CourseStatusFormProps) {
  const revalidator = useRevalidator();
  const [value, setValue] = useState<StatusStepValue>(course.status_id);
  const days = course.course_session_data.days;
  return (
    <form
      id={formId}
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        // Archiving happened at once (after its confirmation): continuing from it saves nothing more.
        onSubmit(value === 3 ? {} : { status_id: value }).catch(() => undefined);
      }}
    >
      {hasSessionDayDuration(days) ? null : (
        <Alert tone="info">{planAdminMessages.courseAuthoring.draftOnly}</Alert>
      )}
      <StatusStep
        name={course.name}
        choices={courseStatusChoices(course.status_id, days) as StatusStepValue[]}
        value={value}
        onChange={(chosen) => {
          setValue(chosen);
          onDirtyChange(chosen !== course.status_id);
        }}
        onArchive={() => {
          setValue(3);
          onDirtyChange(false);
          void archive().then(() => revalidator.revalidate());
        }}
      />
    </form>
  );
}
