import {
  assessmentLimits,
  assessmentMessages,
  cleanSkillName,
  formatMessage,
  type JobRoleSave,
} from '@segno/domain';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Alert } from '../alert';
import type { ServerFieldError } from '../authoring-forms/form-types';
import { useAuthoringForm, useAuthoringFormState } from '../authoring-forms/use-authoring-form';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { TextField } from '../text-field';
import { Typeahead, type TypeaheadOption } from '../typeahead';
import type { AssessmentSaveState } from './assessment-form';
import { AssessmentSkillList } from './assessment-skill-list';
import {
  type JobRoleFormValues,
  jobRoleFormResolver,
  skillToAddProblem,
  toJobRoleSave,
} from './job-role-form-values';

const texts = assessmentMessages.screens;

export type JobRoleFormProps = {
  id?: string;
  /** The job role being edited; empty for a new one. */
  defaultValues?: Partial<JobRoleFormValues>;
  /** Known skills whose name holds the term (GET /skill/search/{text}); abort on `signal`. */
  searchSkills: (term: string, signal: AbortSignal) => Promise<readonly { skill_id: number; name: string }[]>;
  /** Receives the cleaned body; reject to keep the form as typed. */
  onSubmit: (values: JobRoleSave) => unknown;
  saveState?: AssessmentSaveState;
  /** Errors from the last save (a name taken: 409), each on its field. */
  serverErrors?: readonly ServerFieldError[];
  className?: string;
};

/**
 * A job role and its skills, for the admin assessment editor (002 sections 3, 5 and 7): the name, and skills
 * added from the typeahead (a known skill from its suggestions, or a new name; special characters stripped,
 * duplicates refused case-insensitively) or removed.
 */
export function JobRoleForm({
  id,
  defaultValues,
  searchSkills,
  onSubmit,
  saveState = 'idle',
  serverErrors,
  className,
}: JobRoleFormProps) {
  const form = useAuthoringFormState<JobRoleFormValues>({
    defaultValues: { name: '', skills: [], ...defaultValues },
    resolver: jobRoleFormResolver,
  });
  const {
    control,
    register,
    formState: { errors, isSubmitting },
  } = form;
  const skills = useFieldArray({ control, name: 'skills', keyName: 'key' });
  const submit = useAuthoringForm({ form, serverErrors, onSubmit, toSubmitted: toJobRoleSave });

  // The skill to add: what is typed, and the suggestion picked, if any. A new key clears the field.
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<TypeaheadOption | null>(null);
  const [addKey, setAddKey] = useState(0);
  const [addError, setAddError] = useState<string>();

  async function loadSkills(term: string, signal: AbortSignal) {
    const found = await searchSkills(term, signal);
    return found.map((skill) => ({ value: String(skill.skill_id), label: skill.name }));
  }

  function addSkill() {
    const name = picked?.label ?? cleanSkillName(typed);
    const problem = skillToAddProblem(name, form.getValues('skills'));
    if (problem) {
      setAddError(problem);
      return;
    }
    skills.append(picked ? { skill_id: Number(picked.value), name } : { name });
    setTyped('');
    setPicked(null);
    setAddError(undefined);
    setAddKey((key) => key + 1);
  }

  return (
    <form
      id={id}
      noValidate
      data-slot="job-role-form"
      data-state={saveState}
      aria-busy={isSubmitting || undefined}
      className={cn('grid gap-5', className)}
      onSubmit={submit}
    >
      <TextField
        label={texts.jobRoleName}
        required
        maxLength={assessmentLimits.jobRoleNameMaxLength}
        errorMessage={errors.name?.message}
        {...register('name')}
      />
      <AssessmentSkillList
        slot="job-role-skills"
        legend={texts.jobRoleSkills}
        emptyText={texts.noSkillsYet}
        rows={skills.fields.map((skill, index) => (
          <li
            key={skill.key}
            className="flex items-center justify-between gap-3 rounded-md border border-border px-3 py-2"
          >
            <span>
              {skill.name}
              {errors.skills?.[index]?.name?.message && (
                <span className="block text-sm text-danger">{errors.skills[index]?.name?.message}</span>
              )}
            </span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={formatMessage(texts.removeSkill, { name: skill.name })}
              onClick={() => skills.remove(index)}
            >
              {texts.remove}
            </Button>
          </li>
        ))}
        isOrdered
        error={errors.skills?.root?.message}
      >
        <p className="text-sm text-muted-foreground">{texts.addSkillHint}</p>
        <div className="flex flex-wrap items-end gap-2">
          <Typeahead
            key={addKey}
            className="min-w-64 flex-1"
            label={texts.addSkill}
            loadSuggestions={loadSkills}
            minChars={assessmentLimits.searchMinChars}
            debounceMs={assessmentLimits.searchDebounceMs}
            maxSuggestions={assessmentLimits.suggestionLimit}
            onValueChange={setPicked}
            onInputValueChange={(text) => {
              setTyped(text);
              setAddError(undefined);
              if (picked && text !== picked.label) setPicked(null);
            }}
            errorMessage={addError}
            loadingText={texts.searching}
            emptyText={texts.noMatch}
            errorText={texts.searchFailed}
          />
          <Button type="button" variant="outline" onClick={addSkill}>
            {texts.add}
          </Button>
        </div>
      </AssessmentSkillList>
      {saveState === 'saved' && <Alert tone="success">{texts.jobRoleSaved}</Alert>}
      {saveState === 'failed' && <Alert tone="danger">{texts.jobRoleSaveFailed}</Alert>}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? texts.saving : texts.saveJobRole}
        </Button>
      </div>
    </form>
  );
}
