import { type LoginForm as LoginValues, loginFormErrors } from '@segno/domain';
import type { ReactNode } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Alert } from '../alert';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { TextField } from '../text-field';

export type LoginFormProps = {
  onSubmit: (values: LoginValues) => void;
  /** Prefills the enterprise ID (the login route's `username` query). */
  defaultUsername?: string;
  /** Why the last attempt failed, shown above the button. */
  errorMessage?: string;
  isSubmitting?: boolean;
  /** Links under the form (terms of use, privacy policy). */
  footer?: ReactNode;
  className?: string;
};

/** Flags each empty field with the catalogue's message; sends the enterprise ID trimmed. */
const loginResolver: Resolver<LoginValues> = async (values) => {
  const errors = Object.entries(loginFormErrors(values)).map(([field, message]) => [
    field,
    { type: 'required', message },
  ]);
  return errors.length > 0
    ? { values: {}, errors: Object.fromEntries(errors) }
    : { values: { ...values, username: values.username.trim() }, errors: {} };
};

/** Sign-in by enterprise ID and password. Empty fields are flagged and nothing is sent. */
export function LoginForm({
  onSubmit,
  defaultUsername = '',
  errorMessage,
  isSubmitting = false,
  footer,
  className,
}: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: loginResolver,
    defaultValues: { username: defaultUsername, password: '' },
  });

  return (
    <form
      data-slot="login-form"
      data-state={isSubmitting ? 'submitting' : errorMessage ? 'failed' : 'idle'}
      noValidate
      aria-labelledby="login-form-title"
      className={cn('grid w-full max-w-sm gap-5 rounded-lg bg-surface p-8 shadow-raised', className)}
      onSubmit={handleSubmit(onSubmit)}
    >
      <h1 id="login-form-title" className="text-2xl font-semibold">
        Sign in to Segno
      </h1>
      <TextField
        label="Enterprise ID"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        errorMessage={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        errorMessage={errors.password?.message}
        {...register('password')}
      />
      {errorMessage && <Alert tone="danger">{errorMessage}</Alert>}
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        Sign in
      </Button>
      {footer && <div className="flex justify-center gap-4 text-sm">{footer}</div>}
    </form>
  );
}
