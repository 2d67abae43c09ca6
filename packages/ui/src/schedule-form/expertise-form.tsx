import { adminMessages, expertiseLevels } from '@segno/domain';
import { Controller } from 'react-hook-form';
import type { AuthoringFormProps } from '../authoring-forms';
import { useAuthoringForm, useAuthoringFormState } from '../authoring-forms/use-authoring-form';
import { cn } from '../lib/cn';
import { RadioGroup } from '../radio-group';

const texts = adminMessages.schedule;

export type Expertise = { expertise: 1 | 2 | 3 | null };
export type ExpertiseFormProps = AuthoringFormProps<Expertise>;

const options = [
  { value: '', label: texts.expertiseNone },
  ...expertiseLevels.map((level) => ({ value: String(level.id), label: level.name })),
];

/** The content wizard's expertise step (001 section 3: 1 basic, 2 intermediate, 3 advanced), or none. */
export function ExpertiseForm({
  id,
  defaultValues,
  onSubmit,
  onDirtyChange,
  serverErrors,
  className,
}: ExpertiseFormProps) {
  const form = useAuthoringFormState<{ expertise: string }>({
    defaultValues: { expertise: defaultValues?.expertise ? String(defaultValues.expertise) : '' },
  });
  const submit = useAuthoringForm({
    form,
    serverErrors,
    onDirtyChange,
    onSubmit,
    toSubmitted: (values): Expertise => ({
      expertise: values.expertise === '' ? null : (Number(values.expertise) as 1 | 2 | 3),
    }),
  });

  return (
    <form
      id={id}
      noValidate
      data-slot="expertise-form"
      className={cn('grid gap-4', className)}
      onSubmit={submit}
    >
      <Controller
        control={form.control}
        name="expertise"
        render={({ field, fieldState }) => (
          <RadioGroup
            legend={texts.expertiseLegend}
            description={texts.expertiseHelp}
            options={options}
            value={field.value}
            onValueChange={field.onChange}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
    </form>
  );
}
