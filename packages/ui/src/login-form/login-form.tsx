import type { LoginForm as LoginValues } from '@segno/domain';
import type { ReactNode } from 'react';
import { Alert } from '../alert';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { TextField } from '../text-field';
import { useLoginForm } from './use-login-form';

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

/**
 * Sign-in by enterprise ID and password. Empty fields are flagged with the catalogue's message and nothing is
 * sent; the enterprise ID is sent trimmed. A refused attempt gives the focus back to the password.
 */
export function LoginForm({
  onSubmit,
  defaultUsername = '',
  errorMessage,
  isSubmitting = false,
  footer,
  className,
}: LoginFormProps) {
  const { fieldProps, submit } = useLoginForm(defaultUsername, onSubmit, {
    isSubmitting,
    isRefused: errorMessage !== undefined,
  });

  return (
    <form
      data-slot="login-form"
      data-state={isSubmitting ? 'submitting' : errorMessage ? 'failed' : 'idle'}
      noValidate
      aria-labelledby="login-form-title"
      className={cn('grid w-full max-w-sm gap-5 rounded-lg bg-surface p-8 shadow-raised', className)}
      onSubmit={submit}
    >
      <h1 id="login-form-title" className="text-2xl font-semibold">
        Sign in to Segno
      </h1>
      <TextField
        label="Enterprise ID"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...fieldProps('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...fieldProps('password')}
      />
      {errorMessage && <Alert tone="danger">{errorMessage}</Alert>}
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        Sign in
      </Button>
      {footer && <div className="flex justify-center gap-4 text-sm">{footer}</div>}
    </form>
  );
}
