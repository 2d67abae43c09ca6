import { type AssessmentSave, assessmentLimits, assessmentMessages } from '@segno/domain';
import { AssessmentForm, type AssessmentSaveState, type ServerFieldError } from '@segno/ui';
import { useState } from 'react';
import { Link, useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/api-error';
import { paths } from '../../paths';
import { isAbort, useApiErrorHandler } from '../../routes/route-error';
import type { AssessmentFormData } from './assessment-loaders';
import { formFieldOfIssue } from './assessment-values';

const texts = assessmentMessages.screens;

/** What a new assessment's first save hands to its edit screen. */
type SavedState = { isSaved?: boolean };

/**
 * A new assessment, or one being edited (002 sections 2, 4 and 8). A save shows 'Assessment Saved' (a new one
 * then continues as its edit screen); a failed save shows the spec's message and keeps everything typed. Only
 * a lost session leaves the screen (000 section 8).
 */
export function AssessmentFormPage() {
  const { assessmentId, assessorRoles, values } = useLoaderData() as AssessmentFormData;
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const handleError = useApiErrorHandler();
  const [saveState, setSaveState] = useState<AssessmentSaveState>(
    (location.state as SavedState | null)?.isSaved ? 'saved' : 'idle',
  );
  const [serverErrors, setServerErrors] = useState<ServerFieldError[]>();

  async function save(assessment: AssessmentSave) {
    setSaveState('idle');
    setServerErrors(undefined);
    try {
      if (assessmentId === undefined) {
        const created = await api.createAssessment(assessment);
        // The edit route may keep this page mounted (same component) or mount it anew (reads the state).
        setSaveState('saved');
        navigate(paths.editAssessment(created.assessment_id), {
          replace: true,
          state: { isSaved: true } satisfies SavedState,
        });
        return;
      }
      await api.saveAssessment(assessmentId, assessment);
      setSaveState('saved');
    } catch (error) {
      if (isAbort(error)) throw error;
      if (error instanceof ApiError && error.status === 401) {
        handleError(error);
        throw error;
      }
      // spec 002 section 8: 'There was a problem saving this assessment. Please try again.', on the screen.
      setSaveState('failed');
      if (error instanceof ApiError && error.issues)
        setServerErrors(error.issues.map(({ path, message }) => ({ path: formFieldOfIssue(path), message })));
      throw error;
    }
  }

  return (
    <div className="grid max-w-2xl gap-6">
      <h1 className="text-2xl font-semibold">
        {assessmentId === undefined ? texts.newTitle : texts.editTitle}
      </h1>
      <AssessmentForm
        // Another assessment's screen starts from its own values.
        key={assessmentId ?? 'new'}
        defaultValues={values}
        assessorRoles={assessorRoles}
        searchJobRoles={(term, signal) =>
          api.searchJobRoles(term.slice(0, assessmentLimits.searchMaxChars), signal)
        }
        searchPeople={(term, signal) =>
          api
            .searchPeopleByName(term.slice(0, assessmentLimits.searchMaxChars), signal)
            .then((people) => people.map((person) => ({ id: person.user_id, name: person.name })))
        }
        onSubmit={save}
        saveState={saveState}
        serverErrors={serverErrors}
      />
      <Link to={paths.assessmentTool()} className="text-sm text-primary underline underline-offset-4">
        {texts.backToList}
      </Link>
    </div>
  );
}
