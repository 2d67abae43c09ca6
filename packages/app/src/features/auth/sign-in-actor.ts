import type { AuthResponse } from '@segno/domain';
import { type SignInCredentials, type SignInEvent, signInMachine } from '@segno/machines';
import { createActor, fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';

/** A sign-in as the login page shows it. */
export type SignInAttempt = { isSubmitting: boolean; errorMessage?: string; auth?: AuthResponse };

export type SignInActor = {
  send: (event: SignInEvent) => void;
  /** Calls `onChange` with each new state of the attempt; returns the unsubscribe function. */
  subscribe: (onChange: (attempt: SignInAttempt) => void) => () => void;
};

/** The sign-in machine started, asking `api` to authenticate: loaded by `useSignIn` after the login page. */
export function startSignIn(api: Pick<ApiClient, 'signIn'>): SignInActor {
  const actor = createActor(
    signInMachine.provide({
      actors: { authenticate: fromPromise(({ input }: { input: SignInCredentials }) => api.signIn(input)) },
    }),
  ).start();
  return {
    send: (event) => actor.send(event),
    subscribe(onChange) {
      const subscription = actor.subscribe((snapshot) =>
        onChange({
          isSubmitting: snapshot.matches('authenticating') || snapshot.matches('signedIn'),
          errorMessage: snapshot.context.errorMessage,
          auth: snapshot.output,
        }),
      );
      return () => subscription.unsubscribe();
    },
  };
}
