import { type AuthResponse, messages } from '@segno/domain';
import { assign, fromPromise, setup } from 'xstate';
import { type SignInCredentials, SignInRefused } from './sign-in-refused';

export type SignInEvent =
  | { type: 'sign-in.submit'; username: string; password: string }
  | { type: 'sign-in.ticket'; ticket: string };

type SignInContext = { credentials?: SignInCredentials; errorMessage?: string; auth?: AuthResponse };

/** spec: a failure shows the server's Auth-Response text, else the access-rights message. */
function failureMessage(error: unknown): string {
  return error instanceof SignInRefused && error.reason ? error.reason : messages.login.accessDenied;
}

function credentialsOf(event: SignInEvent): SignInCredentials {
  return event.type === 'sign-in.ticket'
    ? { ticket: event.ticket }
    : { username: event.username, password: event.password };
}

/**
 * Sign-in by enterprise ID and password, or by a single-sign-on ticket. A new attempt can start only when
 * none is under way; the machine ends with the server's answer as output.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    output: {} as AuthResponse,
  },
  actors: {
    authenticate: fromPromise<AuthResponse, SignInCredentials>(async () => {
      throw new Error('signInMachine needs an authenticate actor (machine.provide)');
    }),
  },
  actions: {
    rememberCredentials: assign({
      credentials: ({ event }) => credentialsOf(event),
      errorMessage: undefined,
    }),
  },
}).createMachine({
  id: 'signIn',
  initial: 'idle',
  context: {},
  states: {
    idle: {
      on: {
        'sign-in.submit': { target: 'authenticating', actions: 'rememberCredentials' },
        'sign-in.ticket': { target: 'authenticating', actions: 'rememberCredentials' },
      },
    },
    authenticating: {
      invoke: {
        src: 'authenticate',
        input: ({ context }) => context.credentials as SignInCredentials,
        onDone: {
          target: 'signedIn',
          actions: assign({ credentials: undefined, auth: ({ event }) => event.output }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            credentials: undefined,
            errorMessage: ({ event }) => failureMessage(event.error),
          }),
        },
      },
    },
    failed: {
      on: {
        'sign-in.submit': { target: 'authenticating', actions: 'rememberCredentials' },
        'sign-in.ticket': { target: 'authenticating', actions: 'rememberCredentials' },
      },
    },
    signedIn: {
      type: 'final',
    },
  },
  output: ({ context }) => context.auth as AuthResponse,
});
