import type { Registration } from '@segno/domain';
import {
  type AddLearnerInput,
  type AttendanceInput,
  type MarkPresentOutput,
  type RemoveLearnerInput,
  type RosterRow,
  rosterMachine,
  type SetRegistrationTypeInput,
} from '@segno/machines';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../../api/api-context';
import { useApiErrorHandler } from '../../routes/route-error';

/**
 * Runs the roster machine for a session's roster (002, section 4, "Roster") with the API's calls: deny and
 * reinstate, attendance, removal and adding a learner. A refusal (409) stays on the roster as the machine's
 * error; any other failure follows the error catalogue.
 */
export function useSessionRoster(sessionId: number, rows: readonly Registration[]) {
  const api = useApi();
  const handleError = useApiErrorHandler();
  const latest = useRef(handleError);
  latest.current = handleError;
  const [machine] = useState(() => {
    const guarded =
      <Input, Output>(call: (input: Input) => Promise<Output>) =>
      async ({ input }: { input: Input }) => {
        try {
          return await call(input);
        } catch (error) {
          latest.current(error);
          throw error;
        }
      };
    return rosterMachine.provide({
      actors: {
        setRegistrationType: fromPromise<unknown, SetRegistrationTypeInput>(
          guarded((input: SetRegistrationTypeInput) =>
            api.setRegistrationType(input.session_id, input.registration_id, input.registration_type_id),
          ),
        ),
        markPresent: fromPromise<MarkPresentOutput, AttendanceInput>(
          guarded((input: AttendanceInput) => api.markPresent(input.session_id, input.registration_id)),
        ),
        unmarkPresent: fromPromise<unknown, AttendanceInput>(
          guarded((input: AttendanceInput) => api.unmarkPresent(input.session_id, input.registration_id)),
        ),
        removeLearner: fromPromise<unknown, RemoveLearnerInput>(
          guarded((input: RemoveLearnerInput) =>
            api.removeRegistration(input.session_id, input.registration_id),
          ),
        ),
        addLearner: fromPromise<RosterRow, AddLearnerInput>(
          guarded((input: AddLearnerInput) => api.registerForSession(input.session_id, input.user_id)),
        ),
      },
    });
  });
  return useMachine(machine, { input: { session_id: sessionId, rows: [...rows] } });
}
