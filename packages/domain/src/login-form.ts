import { messages } from './messages';

/** The login form's values. */
export type LoginForm = { username: string; password: string };
export type LoginFormErrors = Partial<Record<keyof LoginForm, string>>;

/**
 * The login form's rule (000, section 5): both fields must be non-empty, otherwise the field is flagged.
 * A plain function, not a schema: the published UI package validates with it without bundling zod.
 */
export function loginFormErrors({ username, password }: LoginForm): LoginFormErrors {
  const errors: LoginFormErrors = {};
  if (username.trim() === '') errors.username = messages.validation.required;
  if (password === '') errors.password = messages.validation.required;
  return errors;
}
