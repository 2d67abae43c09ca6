import { assessmentLimits, assessmentMessages, formatMessage } from '@segno/domain';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Slider } from '../slider';
import { TextArea } from '../text-area';
import type { AssessmentFormValues } from './assessment-form-values';

const texts = assessmentMessages.screens;

export type AssessmentSkillFieldProps = {
  form: UseFormReturn<AssessmentFormValues>;
  /** The skill's row in the form's list. */
  index: number;
  name: string;
};

/**
 * One skill of the job role: its rating on the assessment slider (0 to 10 with Novice, Intermediate and Expert
 * marked, or N/A) and its notes, which are required (002 sections 5 and 9).
 */
export function AssessmentSkillField({ form, index, name }: AssessmentSkillFieldProps) {
  const notesError = form.formState.errors.skills?.[index]?.notes?.message;
  return (
    <li data-slot="assessment-skill" className="grid gap-3 rounded-md border border-border p-4">
      <Controller
        control={form.control}
        name={`skills.${index}.rating`}
        render={({ field }) => (
          <Slider
            label={name}
            variant="assessment"
            value={field.value}
            onValueChange={field.onChange}
            name={field.name}
          />
        )}
      />
      <TextArea
        label={formatMessage(texts.notes, { name })}
        rows={3}
        required
        maxLength={assessmentLimits.notesMaxLength}
        errorMessage={notesError}
        {...form.register(`skills.${index}.notes`)}
      />
    </li>
  );
}
