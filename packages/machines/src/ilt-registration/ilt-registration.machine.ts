import {
  canCancel,
  canRegisterForSession,
  enrolledAfterCancelling,
  enrolledAfterRegistering,
  iltErrorMessage,
  type LearnerRegistration,
  messages,
  registrationTypes,
} from '@segno/domain';
import { assign, fromPromise, setup } from 'xstate';
import type {
  CancelRegistrationInput,
  IltRegistrationEvent,
  IltRegistrationInput,
  IltRegistrationSession,
  RegisterInput,
} from './ilt-registration.types';

type IltRegistrationContext = {
  session: IltRegistrationSession;
  registration: LearnerRegistration | null;
  /** The failed call's error_msg (002 section 8), or the generic text when it carries none. */
  errorMessage?: string;
};

/** Spec 002 section 8: register and cancel failures show error_msg from the response. */
const failureMessage = ({ event }: { event: { error: unknown } }) =>
  iltErrorMessage(event.error) ?? messages.errors.generic;

/**
 * A learner registering for one ILT session, or cancelling (002, section 4, "ILT registration"), on the course
 * page. Register and cancel are allowed by the domain rules (`canRegisterForSession`, `canCancel`); while a call
 * runs, neither is. Success moves number_enrolled by one and updates the registration; a failure keeps both and
 * holds the response's error_msg until the next attempt or `registration.dismiss-error`. Seats left and full
 * come from the context's session through `seatsLeft` and `isSessionFull`. The app provides `register` and
 * `cancelRegistration`.
 */
export const iltRegistrationMachine = setup({
  types: {
    context: {} as IltRegistrationContext,
    events: {} as IltRegistrationEvent,
    input: {} as IltRegistrationInput,
  },
  actors: {
    register: fromPromise<Pick<LearnerRegistration, 'registration_id'>, RegisterInput>(async () => {
      throw new Error('iltRegistrationMachine needs a register actor (machine.provide)');
    }),
    cancelRegistration: fromPromise<unknown, CancelRegistrationInput>(async () => {
      throw new Error('iltRegistrationMachine needs a cancelRegistration actor (machine.provide)');
    }),
  },
  guards: {
    canRegister: ({ context }) => canRegisterForSession(context.registration, context.session),
    canCancel: ({ context }) => canCancel(context.registration, context.session),
  },
}).createMachine({
  id: 'iltRegistration',
  context: ({ input }) => ({ session: input.session, registration: input.registration }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'registration.register': { guard: 'canRegister', target: 'registering' },
        'registration.cancel': { guard: 'canCancel', target: 'cancelling' },
        'registration.dismiss-error': { actions: assign({ errorMessage: undefined }) },
      },
    },
    registering: {
      entry: assign({ errorMessage: undefined }),
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({ session_id: context.session.session_id }),
        onDone: {
          target: 'idle',
          actions: assign({
            registration: ({ event }) => ({
              registration_id: event.output.registration_id,
              registration_type_id: registrationTypes.enrolled,
            }),
            session: ({ context }) => ({
              ...context.session,
              number_enrolled: enrolledAfterRegistering(context.session.number_enrolled),
            }),
          }),
        },
        onError: { target: 'idle', actions: assign({ errorMessage: failureMessage }) },
      },
    },
    cancelling: {
      entry: assign({ errorMessage: undefined }),
      invoke: {
        id: 'cancelRegistration',
        src: 'cancelRegistration',
        input: ({ context }) => ({
          session_id: context.session.session_id,
          // the canCancel guard let us in only with a registration
          registration_id: context.registration?.registration_id ?? 0,
        }),
        onDone: {
          target: 'idle',
          actions: assign({
            registration: ({ context }) =>
              context.registration && {
                ...context.registration,
                registration_type_id: registrationTypes.cancelled,
              },
            session: ({ context }) => ({
              ...context.session,
              number_enrolled: enrolledAfterCancelling(context.session.number_enrolled),
            }),
          }),
        },
        onError: { target: 'idle', actions: assign({ errorMessage: failureMessage }) },
      },
    },
  },
});
