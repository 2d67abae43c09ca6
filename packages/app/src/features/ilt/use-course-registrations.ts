import type { CourseSession } from '@segno/domain';
import { type CancelRegistrationInput, iltRegistrationMachine, type RegisterInput } from '@segno/machines';
import { useEffect, useRef, useState } from 'react';
import { type Actor, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { useApi } from '../../api/api-context';
import { useApiErrorHandler } from '../../routes/route-error';

type RegistrationSnapshot = SnapshotFrom<typeof iltRegistrationMachine>;

/**
 * One `iltRegistrationMachine` per session of the course page (002, section 4, "ILT registration"), with the
 * API's register and cancel calls. Answers the sessions as the machines hold them (seats and registration
 * after each call), the session whose call is running, each session's error_msg, and register and cancel.
 * A failure other than a refusal (409) follows the error catalogue; a refusal's error_msg shows by its session.
 */
export function useCourseRegistrations(userId: number, sessions: readonly CourseSession[]) {
  const api = useApi();
  const handleError = useApiErrorHandler();
  const latestHandleError = useRef(handleError);
  latestHandleError.current = handleError;
  const actors = useRef(new Map<number, Actor<typeof iltRegistrationMachine>>());
  const [snapshots, setSnapshots] = useState<ReadonlyMap<number, RegistrationSnapshot>>(new Map());

  useEffect(() => {
    const machine = iltRegistrationMachine.provide({
      actors: {
        register: fromPromise<{ registration_id: number }, RegisterInput>(async ({ input }) => {
          try {
            return await api.registerForSession(input.session_id, userId);
          } catch (error) {
            latestHandleError.current(error);
            throw error;
          }
        }),
        cancelRegistration: fromPromise<unknown, CancelRegistrationInput>(async ({ input }) => {
          try {
            return await api.removeRegistration(input.session_id, input.registration_id);
          } catch (error) {
            latestHandleError.current(error);
            throw error;
          }
        }),
      },
    });
    const running = new Map(
      sessions.map((session) => [
        session.session_id,
        createActor(machine, { input: { session, registration: session.registration } }),
      ]),
    );
    actors.current = running;
    const subscriptions = [...running].map(([sessionId, actor]) =>
      actor.subscribe((snapshot) => setSnapshots((previous) => new Map(previous).set(sessionId, snapshot))),
    );
    for (const actor of running.values()) actor.start();
    setSnapshots(new Map([...running].map(([sessionId, actor]) => [sessionId, actor.getSnapshot()])));
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
      for (const actor of running.values()) actor.stop();
    };
  }, [api, userId, sessions]);

  const shown = sessions.map((session) => {
    const snapshot = snapshots.get(session.session_id);
    return snapshot
      ? { ...session, ...snapshot.context.session, registration: snapshot.context.registration }
      : session;
  });
  const busy = [...snapshots].find(([, snapshot]) => !snapshot.matches('idle'));
  const errors = Object.fromEntries(
    [...snapshots]
      .filter(([, snapshot]) => snapshot.context.errorMessage !== undefined)
      .map(([sessionId, snapshot]) => [sessionId, snapshot.context.errorMessage]),
  );

  return {
    sessions: shown,
    busySessionId: busy?.[0] ?? null,
    errors,
    register: (sessionId: number) => actors.current.get(sessionId)?.send({ type: 'registration.register' }),
    cancel: (sessionId: number) => actors.current.get(sessionId)?.send({ type: 'registration.cancel' }),
  };
}
