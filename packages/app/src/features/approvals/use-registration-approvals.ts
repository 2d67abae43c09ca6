import { iltErrorMessage, messages, type PendingRegistration, registrationTypes } from '@segno/domain';
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import { useApiErrorHandler } from '../../routes/route-error';

export type RegistrationDecision = 'approve' | 'deny';

/** A decision taken: the row leaves the pending list and the screen says what was done. */
export type DecisionTaken = { decision: RegistrationDecision; registration: PendingRegistration };

/**
 * The approve-sessions screen's list (002, section 2): a manager approves (registration type 1) or denies (2) a
 * direct user's pending registration through PUT /session/{id}/registration/{registration_id}. One call at a
 * time; a decided registration leaves the list. A refusal (409) shows the response's error_msg; any other
 * failure follows the error catalogue.
 */
export function useRegistrationApprovals(pending: readonly PendingRegistration[]) {
  const api = useApi();
  const handleError = useApiErrorHandler();
  const [rows, setRows] = useState(pending);
  const [busyRegistrationId, setBusyRegistrationId] = useState<number | null>(null);
  const [errorMessage, setErrorMessage] = useState<string>();
  const [lastTaken, setLastTaken] = useState<DecisionTaken>();

  async function decide(registration: PendingRegistration, decision: RegistrationDecision) {
    if (busyRegistrationId !== null) return;
    setBusyRegistrationId(registration.registration_id);
    setErrorMessage(undefined);
    try {
      await api.setRegistrationType(
        registration.session.session_id,
        registration.registration_id,
        decision === 'approve' ? registrationTypes.enrolled : registrationTypes.denied,
      );
      setRows((current) => current.filter((row) => row.registration_id !== registration.registration_id));
      setLastTaken({ decision, registration });
    } catch (error) {
      try {
        handleError(error);
      } catch {
        setErrorMessage(iltErrorMessage(error) ?? messages.errors.generic);
      }
    } finally {
      setBusyRegistrationId(null);
    }
  }

  return {
    rows,
    busyRegistrationId,
    errorMessage,
    lastTaken,
    approve: (registration: PendingRegistration) => decide(registration, 'approve'),
    deny: (registration: PendingRegistration) => decide(registration, 'deny'),
  };
}
