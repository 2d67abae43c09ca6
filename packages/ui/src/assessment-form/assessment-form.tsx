import { type AssessmentSave, assessmentLimits, assessmentMessages } from '@segno/domain';
import { useRef } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { Alert } from '../alert';
import type { ServerFieldError } from '../authoring-forms/form-types';
import { useAuthoringForm, useAuthoringFormState } from '../authoring-forms/use-authoring-form';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { Select } from '../select';
import { TextField } from '../text-field';
import { Typeahead, type TypeaheadOption } from '../typeahead';
import {
  type AssessmentFormValues,
  type AssessmentJobRole,
  assessmentFormResolver,
  type Named,
  skillsForJobRole,
  toAssessmentSave,
} from './assessment-form-values';
import { AssessmentSkillField } from './assessment-skill-field';
import { AssessmentSkillList } from './assessment-skill-list';

const texts = assessmentMessages.screens;

/** How the last save went: nothing yet, saved ('Assessment Saved') or failed (002 section 8). */
export type AssessmentSaveState = 'idle' | 'saved' | 'failed';

export type AssessmentFormProps = {
  /** The form element's id. */
  id?: string;
  /** The values to start from: an assessment being edited, or a new one's date. */
  defaultValues?: Partial<AssessmentFormValues>;
  /** The assessor role dropdown's options (GET /assessor_role). */
  assessorRoles: readonly Named[];
  /** Job roles whose name holds the term (GET /job_role/search/{text}); abort on `signal`. */
  searchJobRoles: (term: string, signal: AbortSignal) => Promise<readonly AssessmentJobRole[]>;
  /** People whose name holds the term (GET /user/search/name/{text}); abort on `signal`. */
  searchPeople: (term: string, signal: AbortSignal) => Promise<readonly Named[]>;
  /** Receives the cleaned body; reject to keep the form as typed (a failed save). */
  onSubmit: (values: AssessmentSave) => unknown;
  /** How the last save went; shown above the button. */
  saveState?: AssessmentSaveState;
  /** Errors from the last save, each shown on its field. */
  serverErrors?: readonly ServerFieldError[];
  className?: string;
};

const emptyValues: AssessmentFormValues = {
  job_role: null,
  assessee: null,
  assessor_role: '',
  assessment_date: '',
  skills: [],
};

const asOption = (named: Named | null): TypeaheadOption | null =>
  named ? { value: String(named.id), label: named.name } : null;

/**
 * The assessment form (002 sections 3, 5 and 9): the job role and the person assessed are picked from
 * suggestions (at least 2 characters, debounced 300 ms), the assessor role from a dropdown, the date typed as
 * MM/DD/YYYY, and each skill of the job role rated 0 to 10 or N/A with required notes. A failed save keeps
 * everything typed.
 */
export function AssessmentForm({
  id,
  defaultValues,
  assessorRoles,
  searchJobRoles,
  searchPeople,
  onSubmit,
  saveState = 'idle',
  serverErrors,
  className,
}: AssessmentFormProps) {
  const form = useAuthoringFormState<AssessmentFormValues>({
    defaultValues: { ...emptyValues, ...defaultValues },
    resolver: assessmentFormResolver,
  });
  const {
    control,
    register,
    formState: { errors, isSubmitting },
  } = form;
  const skills = useFieldArray({ control, name: 'skills', keyName: 'key' });
  const submit = useAuthoringForm({ form, serverErrors, onSubmit, toSubmitted: toAssessmentSave });

  // The suggestions' job roles by id, so a pick brings its skills.
  const knownJobRoles = useRef(new Map<string, AssessmentJobRole>());
  const knownPeople = useRef(new Map<string, Named>());

  async function loadJobRoles(term: string, signal: AbortSignal) {
    const found = await searchJobRoles(term, signal);
    for (const role of found) knownJobRoles.current.set(String(role.id), role);
    return found.map((role) => ({ value: String(role.id), label: role.name }));
  }

  async function loadPeople(term: string, signal: AbortSignal) {
    const found = await searchPeople(term, signal);
    for (const person of found) knownPeople.current.set(String(person.id), person);
    return found.map((person) => ({ value: String(person.id), label: person.name }));
  }

  function pickJobRole(option: TypeaheadOption | null) {
    const role = option ? (knownJobRoles.current.get(option.value) ?? null) : null;
    form.setValue('job_role', role, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    skills.replace(skillsForJobRole(role, form.getValues('skills')));
  }

  const searchProps = {
    minChars: assessmentLimits.searchMinChars,
    debounceMs: assessmentLimits.searchDebounceMs,
    maxSuggestions: assessmentLimits.suggestionLimit,
    mustPick: true,
    loadingText: texts.searching,
    emptyText: texts.noMatch,
    errorText: texts.searchFailed,
  };

  return (
    <form
      id={id}
      noValidate
      data-slot="assessment-form"
      data-state={saveState}
      aria-busy={isSubmitting || undefined}
      className={cn('grid gap-5', className)}
      onSubmit={submit}
    >
      <p className="text-sm text-muted-foreground">{texts.searchHint}</p>
      <Controller
        control={control}
        name="job_role"
        render={({ field, fieldState }) => (
          <Typeahead
            {...searchProps}
            label={texts.jobRole}
            loadSuggestions={loadJobRoles}
            value={asOption(field.value)}
            onValueChange={pickJobRole}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="assessee"
        render={({ field, fieldState }) => (
          <Typeahead
            {...searchProps}
            label={texts.assessee}
            loadSuggestions={loadPeople}
            value={asOption(field.value)}
            onValueChange={(option) =>
              field.onChange(option ? (knownPeople.current.get(option.value) ?? null) : null)
            }
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Select
        label={texts.assessorRole}
        placeholder={texts.chooseAssessorRole}
        required
        options={assessorRoles.map((role) => ({ value: String(role.id), label: role.name }))}
        errorMessage={errors.assessor_role?.message}
        {...register('assessor_role')}
      />
      <TextField
        label={texts.date}
        description={texts.dateHint}
        inputMode="numeric"
        autoComplete="off"
        required
        errorMessage={errors.assessment_date?.message}
        {...register('assessment_date')}
      />
      <AssessmentSkillList
        slot="assessment-skills"
        legend={texts.skills}
        emptyText={texts.chooseJobRoleFirst}
        hint={texts.skillsHint}
        rows={skills.fields.map((skill, index) => (
          <AssessmentSkillField key={skill.key} form={form} index={index} name={skill.name} />
        ))}
        // Before a job role is chosen there is nothing to rate yet.
        error={form.getValues('job_role') ? errors.skills?.root?.message : undefined}
      />
      {saveState === 'saved' && <Alert tone="success">{assessmentMessages.saved}</Alert>}
      {saveState === 'failed' && <Alert tone="danger">{assessmentMessages.saveFailed}</Alert>}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? texts.saving : texts.save}
        </Button>
      </div>
    </form>
  );
}
