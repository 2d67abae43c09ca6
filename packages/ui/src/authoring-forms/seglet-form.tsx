import { authoringLimits, cleanText, type SegletDraftInput } from '@segno/domain';
import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useAutosave } from '../hooks/use-autosave';
import { autosaveStateTexts } from '../lib/autosave-texts';
import { cn } from '../lib/cn';
import { NameFields } from './basic-info-fields';
import type { AuthoringFormProps, CheckNames } from './form-types';
import { submitOnEnter, useAuthoringForm, useAuthoringFormState } from './use-authoring-form';

type SegletFormValues = { name: string; short_name: string };

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
  const form = useAuthoringFormState<SegletFormValues>({
    defaultValues: { name: defaultValues?.name ?? '', short_name: defaultValues?.short_name ?? '' },
  });
  const {
    control,
    trigger,
    formState: { isDirty },
  } = form;
  const autosave = onAutosave !== undefined;
  // Set by the autosave for the one submit it starts, and what that submit's save threw.
  const isAutosaving = useRef(false);
  const autosaveError = useRef<{ error: unknown } | undefined>(undefined);
  const submit = useAuthoringForm({
    form,
    serverErrors,
    onDirtyChange,
    onSubmit: async (values: SegletDraftInput) => {
      if (!isAutosaving.current || !onAutosave) return onSubmit(values);
      isAutosaving.current = false;
      try {
        await onAutosave(values);
      } catch (error) {
        autosaveError.current = { error };
        throw error;
      }
    },
    toSubmitted,
  });

  const submitRef = useRef(submit);
  submitRef.current = submit;
  // Saved through the form's submit, so a saved edit leaves the form clean and a refusal keeps it dirty.
  const saveEdits = async () => {
    isAutosaving.current = true;
    await submitRef.current();
    const failure = autosaveError.current;
    autosaveError.current = undefined;
    if (failure) throw failure.error;
  };
  const autosaveState = useAutosave(useWatch({ control }), saveEdits, {
    delayMs: authoringLimits.autosaveDelayMs,
    enabled: autosave && isDirty,
    // Only valid edits save themselves; an invalid one waits for the admin (and shows why).
    isReady: () => trigger(),
    // Leaving the step goes through the wizard's own submit.
    saveOnUnmount: false,
  });

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
      <NameFields form={form} checkNames={checkNames} />
      {autosave && (
        <p role="status" data-slot="seglet-form-autosave" className="min-h-5 text-sm text-muted-foreground">
          {autosaveStateTexts[autosaveState]}
        </p>
      )}
    </form>
  );
}
