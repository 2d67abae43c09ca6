import {
  assessmentLimits,
  assessmentMessages,
  formatMessage,
  type JobRole,
  type JobRoleSave,
} from '@segno/domain';
import {
  type AssessmentSaveState,
  Button,
  JobRoleForm,
  type ServerFieldError,
  Typeahead,
  type TypeaheadOption,
} from '@segno/ui';
import { useRef, useState } from 'react';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/api-error';
import { isAbort, useApiErrorHandler } from '../../routes/route-error';

const texts = assessmentMessages.screens;

/**
 * The admin assessment editor (002 section 2, reached from the admin home while the tool is enabled): find a
 * job role to edit, or start a new one, and save its name and skills (POST /job_role, PUT /job_role/{id}). A
 * name another job role has is shown on the name (409); any other failure says so and keeps what was typed.
 */
export function AssessmentEditorPage() {
  const api = useApi();
  const handleError = useApiErrorHandler();
  const [jobRole, setJobRole] = useState<JobRole>();
  const [formKey, setFormKey] = useState(0);
  const [saveState, setSaveState] = useState<AssessmentSaveState>('idle');
  const [serverErrors, setServerErrors] = useState<ServerFieldError[]>();
  const found = useRef(new Map<string, JobRole>());

  function open(next: JobRole | undefined, state: AssessmentSaveState = 'idle') {
    setJobRole(next);
    setSaveState(state);
    setServerErrors(undefined);
    setFormKey((key) => key + 1);
  }

  async function loadJobRoles(term: string, signal: AbortSignal): Promise<TypeaheadOption[]> {
    const roles = await api.searchJobRoles(term.slice(0, assessmentLimits.searchMaxChars), signal);
    for (const role of roles) found.current.set(String(role.id), role);
    return roles.map((role) => ({ value: String(role.id), label: role.name }));
  }

  async function save(body: JobRoleSave) {
    setSaveState('idle');
    setServerErrors(undefined);
    try {
      const saved = jobRole ? await api.saveJobRole(jobRole.id, body) : await api.createJobRole(body);
      if (jobRole) {
        setJobRole(saved);
        setSaveState('saved');
      } else open(saved, 'saved');
    } catch (error) {
      if (isAbort(error)) throw error;
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        handleError(error);
        throw error;
      }
      setSaveState('failed');
      if (error instanceof ApiError && error.issues) setServerErrors(error.issues);
      throw error;
    }
  }

  return (
    <div className="grid max-w-2xl gap-6">
      <h1 className="text-2xl font-semibold">{texts.editorTitle}</h1>
      <div className="flex flex-wrap items-end gap-3">
        <Typeahead
          className="min-w-64 flex-1"
          label={texts.findJobRole}
          loadSuggestions={loadJobRoles}
          minChars={assessmentLimits.searchMinChars}
          debounceMs={assessmentLimits.searchDebounceMs}
          maxSuggestions={assessmentLimits.suggestionLimit}
          value={null}
          onValueChange={(option) => option && open(found.current.get(option.value))}
          loadingText={texts.searching}
          emptyText={texts.noMatch}
          errorText={texts.searchFailed}
        />
        <Button type="button" variant="outline" onClick={() => open(undefined)}>
          {texts.newJobRole}
        </Button>
      </div>
      <section aria-labelledby="job-role-title" className="grid gap-4">
        <h2 id="job-role-title" className="text-xl font-semibold">
          {jobRole ? formatMessage(texts.editJobRoleTitle, { name: jobRole.name }) : texts.newJobRoleTitle}
        </h2>
        <JobRoleForm
          key={formKey}
          defaultValues={
            jobRole && {
              name: jobRole.name,
              skills: jobRole.skills.map(({ skill_id, name }) => ({ skill_id, name })),
            }
          }
          searchSkills={(term, signal) =>
            api.searchAssessmentSkills(term.slice(0, assessmentLimits.searchMaxChars), signal)
          }
          onSubmit={save}
          saveState={saveState}
          serverErrors={serverErrors}
        />
      </section>
    </div>
  );
}
