import { type LoginFormErrors, type LoginForm as LoginValues, loginFormErrors } from '@segno/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';

type Field = keyof LoginValues;

/** The fields in the form's order: a failed submit focuses the first one flagged. */
const fields: readonly Field[] = ['username', 'password'];

/**
 * The login form's state without a form library: nothing is checked while the learner first types; a submit
 * flags each empty field (the domain's rule) and focuses the first, or sends the values with the enterprise ID
 * trimmed; after a submit, each field's flag follows its value as it changes. When an attempt ends refused, the
 * password takes the focus with its text selected, to be typed again (the button, disabled while the attempt
 * ran, has lost it).
 */
export function useLoginForm(
  defaultUsername: string,
  onSubmit: (values: LoginValues) => void,
  attempt: { isSubmitting: boolean; isRefused: boolean },
) {
  const [values, setValues] = useState<LoginValues>({ username: defaultUsername, password: '' });
  const [isSubmitted, setSubmitted] = useState(false);
  const errors: LoginFormErrors = isSubmitted ? loginFormErrors(values) : {};
  const inputs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const password = inputs.password;

  const wasSubmitting = useRef(attempt.isSubmitting);
  useEffect(() => {
    if (wasSubmitting.current && !attempt.isSubmitting && attempt.isRefused) {
      password.current?.focus();
      password.current?.select();
    }
    wasSubmitting.current = attempt.isSubmitting;
  }, [attempt.isSubmitting, attempt.isRefused, password]);

  function change(field: Field, value: string) {
    setValues({ ...values, [field]: value });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const found = loginFormErrors(values);
    const firstInvalid = fields.find((field) => found[field] !== undefined);
    if (firstInvalid) inputs[firstInvalid].current?.focus();
    else onSubmit({ ...values, username: values.username.trim() });
  }

  /** Props of a field's TextField: its value, its flag, and the ref the submit focuses. */
  const fieldProps = (field: Field) => ({
    name: field,
    ref: inputs[field],
    value: values[field],
    errorMessage: errors[field],
    onValueChange: (value: string) => change(field, value),
  });

  return { fieldProps, submit };
}
