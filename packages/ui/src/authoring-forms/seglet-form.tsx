import {
  adminMessages,
  authoringLimits,
  cleanText,
  nameRule,
  type SegletDraftInput,
  shortNameRule,
} from '@segno/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { cn } from '../lib/cn';
import type { AuthoringFormProps, CheckNames } from './form-types';
import { RuledTextField } from './ruled-text-field';
import { submitOnEnter, useAuthoringForm } from './use-authoring-form';
import { useNameCheck } from './use-name-check';

type SegletFormValues = { name: string; short_name: string };

export type SegletAutosaveState = 'idle' | 'saving' | 'saved' | 'failed';

export type SegletFormProps = AuthoringFormProps<SegletDraftInput> & {
  checkNames?: CheckNames;
  /**
   * An existing seglet saves itself once edits pause (001 section 4: "Seglet edits autosave after 2000 ms"):
   * valid edits go here, while `onSubmit` stays the wizard's (its buttons and Enter).
   */
  onAutosave?: (values: SegletDraftInput) => unknown;
};

const toSubmitted = (values: SegletFormValues): SegletDraftInput => ({
  name: cleanText(values.name),
  short_name: cleanText(values.short_name),
});

const autosaveTexts: Record<SegletAutosaveState, string> = {
  idle: '',
  saving: adminMessages.wizard.saving,
  saved: adminMessages.wizard.saved,
  failed: adminMessages.wizard.saveFailed,
};

/** A seglet's basic info: name and short name; with `autosave`, valid edits save themselves. */
export function SegletForm({
  id,
  defaultValues,
  onSubmit,
  onDirtyChange,
  serverErrors,
  checkNames,
  onAutosave,
  className,
}: SegletFormProps) {
  const form = useForm<SegletFormValues>({
    defaultValues: { name: defaultValues?.name ?? '', short_name: defaultValues?.short_name ?? '' },
  });
  const {
    register,
    control,
    trigger,
    formState: { errors, isDirty },
  } = form;
  const takenRule = useNameCheck(form, checkNames);
  const autosave = onAutosave !== undefined;
  const [autosaveState, setAutosaveState] = useState<SegletAutosaveState>('idle');
  // Set by the autosave timer for the one submit it starts.
  const isAutosaving = useRef(false);
  const submit = useAuthoringForm({
    form,
    serverErrors,
    onDirtyChange,
    onSubmit: async (values: SegletDraftInput) => {
      if (!isAutosaving.current || !onAutosave) return onSubmit(values);
      isAutosaving.current = false;
      setAutosaveState('saving');
      try {
        await onAutosave(values);
        setAutosaveState('saved');
      } catch (error) {
        setAutosaveState('failed');
        throw error;
      }
    },
    toSubmitted,
  });

  const submitRef = useRef(submit);
  submitRef.current = submit;
  const values = useWatch({ control });
  useEffect(() => {
    if (!autosave || !isDirty || values === undefined) return;
    const timer = setTimeout(async () => {
      // Only valid edits save themselves; an invalid one waits for the admin (and shows why).
      if (!(await trigger())) return;
      isAutosaving.current = true;
      void submitRef.current();
    }, authoringLimits.autosaveDelayMs);
    return () => clearTimeout(timer);
  }, [autosave, isDirty, values, trigger]);

  return (
    <form
      id={id}
      noValidate
      data-slot="seglet-form"
      data-state={autosaveState}
      className={cn('grid gap-4', className)}
      onSubmit={submit}
      onKeyDown={submitOnEnter}
    >
      <RuledTextField
        label="Name"
        required
        maxLength={authoringLimits.nameMaxLength}
        errorMessage={errors.name?.message}
        {...register('name', { validate: (value) => nameRule(value) ?? takenRule('name')(value) })}
      />
      <RuledTextField
        label="Short name"
        required
        maxLength={authoringLimits.shortNameMaxLength}
        errorMessage={errors.short_name?.message}
        {...register('short_name', {
          validate: (value) => shortNameRule(value) ?? takenRule('short_name')(value),
        })}
      />
      {autosave && (
        <p role="status" data-slot="seglet-form-autosave" className="min-h-5 text-sm text-muted-foreground">
          {autosaveTexts[autosaveState]}
        </p>
      )}
    </form>
  );
}
