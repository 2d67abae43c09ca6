import type { ApprovalResponsibility } from '@segno/domain';
import type { Transport } from './transport';

/** The save answers nothing the client reads: the screen leaves for the dashboard home. */

/**
 * Manager approvals (002, sections 2 and 7, "Manager"): the manager's business units, a business unit's
 * responsibilities to approve and saving them, and the direct users' pending session
 * registrations (approved or denied through the roster's registration type call, `setRegistrationType`).
 */
export function createApprovalCalls(request: Transport) {
  return {
    getBusinessUnits: (signal?: AbortSignal) => request('businessUnits', { signal }),
    /** The client reads responsibilities.data (002 section 7). */
    getManagerApproval: (managerId: number, businessUnitId: number, signal?: AbortSignal) =>
      request('managerApproval', {
        params: { manager_id: managerId, business_unit_id: businessUnitId },
        signal,
      }).then(({ responsibilities }) => responsibilities.data),
    /** PUT the same path with the responsibilities array. */
    saveManagerApproval: (
      managerId: number,
      businessUnitId: number,
      responsibilities: readonly ApprovalResponsibility[],
    ) =>
      request('managerApprovalSave', {
        params: { manager_id: managerId, business_unit_id: businessUnitId },
        json: { responsibilities },
      }),
    /** The pending registrations of the manager's direct users. */
    getManagerRegistrations: (signal?: AbortSignal) => request('managerPendingRegistrations', { signal }),
    /** Reads total_pending_registrations and has_sessions (002 section 7). */
    checkManagerRegistrations: (signal?: AbortSignal) => request('managerRegistrationCheck', { signal }),
  };
}
