import { messages } from '@segno/domain';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { controlledActor, flush } from '../testing/controlled-actor';
import { iltRegistrationMachine } from './ilt-registration.machine';
import type { CancelRegistrationInput, IltRegistrationInput, RegisterInput } from './ilt-registration.types';

/** A remote call the test settles by hand, recording what it was asked. */

const openSession = { session_id: 4, number_enrolled: 3, max_class_size: 10, is_complete: false };

function start(input: IltRegistrationInput) {
  const register = controlledActor<{ registration_id: number }, RegisterInput>();
  const cancel = controlledActor<unknown, CancelRegistrationInput>();
  const machine = iltRegistrationMachine.provide({
    actors: { register: register.actor, cancelRegistration: cancel.actor },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, register, cancel, state: () => actor.getSnapshot() };
}

describe('iltRegistrationMachine', () => {
  it('registers a learner without a registration and raises the enrolment by one', async () => {
    const { actor, register, state } = start({ session: openSession, registration: null });
    expect(state().can({ type: 'registration.cancel' })).toBe(false);
    actor.send({ type: 'registration.register' });
    expect(state().value).toBe('registering');
    expect(register.calls).toEqual([{ session_id: 4 }]);
    expect(state().can({ type: 'registration.register' })).toBe(false);
    register.resolve({ registration_id: 31 });
    await flush();
    expect(state().value).toBe('idle');
    expect(state().context.registration).toEqual({ registration_id: 31, registration_type_id: 1 });
    expect(state().context.session.number_enrolled).toBe(4);
    expect(state().can({ type: 'registration.register' })).toBe(false);
    expect(state().can({ type: 'registration.cancel' })).toBe(true);
  });

  it('cancels an enrolment, lowers the enrolment by one and may register again', async () => {
    const { actor, cancel, state } = start({
      session: openSession,
      registration: { registration_id: 8, registration_type_id: 1 },
    });
    actor.send({ type: 'registration.cancel' });
    expect(cancel.calls).toEqual([{ session_id: 4, registration_id: 8 }]);
    cancel.resolve(undefined);
    await flush();
    expect(state().context.registration).toEqual({ registration_id: 8, registration_type_id: 3 });
    expect(state().context.session.number_enrolled).toBe(2);
    expect(state().can({ type: 'registration.register' })).toBe(true);
  });

  it('shows the error_msg of a refused registration and keeps the count', async () => {
    const { actor, register, state } = start({ session: openSession, registration: null });
    actor.send({ type: 'registration.register' });
    register.reject({ status: 409, body: { error_msg: 'This session is full.' } });
    await flush();
    expect(state().value).toBe('idle');
    expect(state().context.errorMessage).toBe('This session is full.');
    expect(state().context.registration).toBeNull();
    expect(state().context.session.number_enrolled).toBe(3);
    actor.send({ type: 'registration.dismiss-error' });
    expect(state().context.errorMessage).toBeUndefined();
  });

  it('shows the generic message when a cancellation fails without error_msg, and clears it on retry', async () => {
    const { actor, cancel, state } = start({
      session: openSession,
      registration: { registration_id: 8, registration_type_id: 1 },
    });
    actor.send({ type: 'registration.cancel' });
    cancel.reject(new TypeError('Failed to fetch'));
    await flush();
    expect(state().context.errorMessage).toBe(messages.errors.generic);
    expect(state().context.registration?.registration_type_id).toBe(1);
    expect(state().context.session.number_enrolled).toBe(3);
    actor.send({ type: 'registration.cancel' });
    expect(state().value).toBe('cancelling');
    expect(state().context.errorMessage).toBeUndefined();
  });

  it.each([
    [
      'a denied learner',
      { session: openSession, registration: { registration_id: 8, registration_type_id: 2 } },
    ],
    [
      'an enrolled learner',
      { session: openSession, registration: { registration_id: 8, registration_type_id: 1 } },
    ],
    ['anyone on a full session', { session: { ...openSession, number_enrolled: 10 }, registration: null }],
  ] as [string, IltRegistrationInput][])('does not let %s register', (_, input) => {
    const { actor, register, state } = start(input);
    actor.send({ type: 'registration.register' });
    expect(state().value).toBe('idle');
    expect(register.calls).toHaveLength(0);
  });

  it.each([
    ['no registration', { session: openSession, registration: null }],
    ['a denied one', { session: openSession, registration: { registration_id: 8, registration_type_id: 2 } }],
    [
      'a cancelled one',
      { session: openSession, registration: { registration_id: 8, registration_type_id: 3 } },
    ],
    [
      'a complete session',
      {
        session: { ...openSession, is_complete: true },
        registration: { registration_id: 8, registration_type_id: 1 },
      },
    ],
  ] as [string, IltRegistrationInput][])('does not cancel with %s', (_, input) => {
    const { actor, cancel, state } = start(input);
    actor.send({ type: 'registration.cancel' });
    expect(state().value).toBe('idle');
    expect(cancel.calls).toHaveLength(0);
  });
});
