import { type BaseSyntheticEvent, type KeyboardEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { type FieldValues, type Path, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { ServerFieldError } from './form-types';

/**
 * What marks a field invalid on the DOM: the text fields, selects and checkboxes set `aria-invalid` on their
 * control; a field whose control cannot carry it (the image field's button) is wrapped in an element with
 * `data-field-state="invalid"` (see `ImageFormField`).
 */
export const invalidFieldSelector = '[aria-invalid="true"], [data-field-state="invalid"]';
const focusableSelector =
  'input:not([type="hidden"]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

/**
 * Focuses the first invalid field of the form in document order (not react-hook-form's registration order,
 * which puts a child component's fields after its parent's). Returns whether one was focused.
 */
export function focusFirstInvalidField(form: HTMLFormElement): boolean {
  const invalid = form.querySelector<HTMLElement>(invalidFieldSelector);
  if (!invalid) return false;
  const target = invalid.matches(focusableSelector)
    ? invalid
    : invalid.querySelector<HTMLElement>(focusableSelector);
  target?.focus();
  return target !== null;
}

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

/**
 * react-hook-form's `useForm` for an authoring form, with its own focus on an invalid submit turned off:
 * `useAuthoringForm` focuses the first invalid field in page order instead.
 */
export function useAuthoringFormState<Values extends FieldValues>(props: UseFormProps<Values> = {}) {
  return useForm<Values>({ ...props, shouldFocusError: false });
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
 * first focused), an invalid submit that focuses the first invalid field in document order (the form must be
 * created with `useAuthoringFormState`), and a submit that keeps everything typed. After a save the values
 * become the new defaults (the form is clean again) while anything typed during the save stays, and dirty.
 */
export function useAuthoringForm<Values extends FieldValues, Submitted>({
  form,
  serverErrors,
  onDirtyChange,
  onSubmit,
  toSubmitted,
}: Options<Values, Submitted>) {
  const {
    formState: { isDirty, submitCount },
    setError,
  } = form;

  // Set by an invalid submit; the focus waits for the render that marks the fields invalid.
  const invalidSubmitForm = useRef<HTMLFormElement | null>(null);
  useLayoutEffect(() => {
    const element = invalidSubmitForm.current;
    if (submitCount === 0 || !element) return;
    invalidSubmitForm.current = null;
    focusFirstInvalidField(element);
  }, [submitCount]);

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

  return form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(toSubmitted(values));
      } catch {
        // The app says why the save failed; the form keeps what was typed, and stays dirty.
        return;
      }
      form.reset(values, { keepValues: true, keepErrors: false });
    },
    (_errors, event?: BaseSyntheticEvent) => {
      const target = event?.target;
      if (target instanceof HTMLFormElement) invalidSubmitForm.current = target;
    },
  );
}
