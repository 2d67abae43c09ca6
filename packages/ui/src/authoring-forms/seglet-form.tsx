import { adminMessages, authoringLimits, cleanText, type SegletDraftInput } from '@segno/domain';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { cn } from '../lib/cn';
import { NameFields } from './basic-info-fields';
import type { AuthoringFormProps, CheckNames } from './form-types';
import { submitOnEnter, useAuthoringForm, useAuthoringFormState } from './use-authoring-form';

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
  const form = useAuthoringFormState<SegletFormValues>({
    defaultValues: { name: defaultValues?.name ?? '', short_name: defaultValues?.short_name ?? '' },
  });
  const {
    control,
    trigger,
    formState: { isDirty },
  } = form;
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
      <NameFields form={form} checkNames={checkNames} />
      {autosave && (
        <p role="status" data-slot="seglet-form-autosave" className="min-h-5 text-sm text-muted-foreground">
          {autosaveTexts[autosaveState]}
        </p>
      )}
    </form>
  );
}
