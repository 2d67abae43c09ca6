import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ServerFieldError } from './form-types';

/** Input types where Enter means "submit", as in a one-field form. */
const submittingInputTypes = new Set(['text', 'email', 'url', 'search', 'tel', 'number', 'password']);

/**
 * Enter in a text input submits the form even though it has no submit button of its own (the wizard's
 * buttons are outside), through `requestSubmit` so validation runs.
 */
export function submitOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  const { target } = event;
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  if (!(target instanceof HTMLInputElement) || !submittingInputTypes.has(target.type)) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

type Options<Values extends FieldValues, Submitted> = {
  form: UseFormReturn<Values>;
  serverErrors?: readonly ServerFieldError[];
  onDirtyChange?: (isDirty: boolean) => void;
  onSubmit: (values: Submitted) => unknown;
  /** Cleans and types the form's values for `onSubmit`. */
  toSubmitted: (values: Values) => Submitted;
};

/**
 * The behaviour every authoring form shares: dirty state reported, server errors set on their fields (the
 * first focused), and a submit that keeps everything typed. After a save the values become the new
 * defaults (the form is clean again) while anything typed during the save stays, and dirty.
 */
export function useAuthoringForm<Values extends FieldValues, Submitted>({
  form,
  serverErrors,
  onDirtyChange,
  onSubmit,
  toSubmitted,
}: Options<Values, Submitted>) {
  const {
    formState: { isDirty },
    setError,
  } = form;

  const onDirtyChangeRef = useRef(onDirtyChange);
  onDirtyChangeRef.current = onDirtyChange;
  useEffect(() => {
    onDirtyChangeRef.current?.(isDirty);
  }, [isDirty]);

  // Keyed by content, so an answer passed as a fresh array on every render is applied (and focused) once.
  const serverErrorsKey = JSON.stringify(serverErrors ?? []);
  useEffect(() => {
    const answer: ServerFieldError[] = JSON.parse(serverErrorsKey);
    answer.forEach((error, index) => {
      setError(
        error.path as Path<Values>,
        { type: 'server', message: error.message },
        { shouldFocus: index === 0 },
      );
    });
  }, [serverErrorsKey, setError]);

  return form.handleSubmit(async (values) => {
    try {
      await onSubmit(toSubmitted(values));
    } catch {
      // The app says why the save failed; the form keeps what was typed, and stays dirty.
      return;
    }
    form.reset(values, { keepValues: true, keepErrors: false });
  });
}
