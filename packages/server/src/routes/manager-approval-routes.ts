import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import type { ApprovalRefusal } from '../services/manager-approval-service';

const businessUnitNotFound = 'There is no such business unit.';
const notAManager = 'Only a manager may do this.';
const notHeld = 'The user does not hold that responsibility of this business unit.';
/** A user in the body who is not the manager's direct user: the data's refusal, not the access guard's. */
const notTheirUser = 'You may only approve your own direct users.';

const refusals: Record<ApprovalRefusal, () => ApiError> = {
  notManager: () => new ApiError(403, notAManager),
  notFound: () => new ApiError(404, businessUnitNotFound),
  notTheirManager: () => new ApiError(403, notTheirUser),
  notHeld: () => ApiError.badRequest([{ path: 'responsibilities', message: notHeld }]),
};

function answerOrRefuse<Answer>(result: Answer | ApprovalRefusal): Answer {
  if (typeof result === 'string') throw refusals[result as ApprovalRefusal]();
  return result as Answer;
}

export function managerApprovalHandlers(services: Services) {
  const approvals = services.managerApprovals;

  return defineHandlers({
    // A list: someone who manages nobody gets none, as the profiles call answers 0 managees.
    businessUnits: ({ caller }) => approvals.businessUnits(caller.userId),
    managerApproval: async ({ params }) =>
      answerOrRefuse(await approvals.approval(params.manager_id, params.business_unit_id)),
    managerApprovalSave: async ({ params, body }) =>
      answerOrRefuse(await approvals.saveApproval(params.manager_id, params.business_unit_id, body)),
    managerRegistrationCheck: async ({ caller }) =>
      answerOrRefuse(await approvals.registrationCheck(caller.userId)),
    managerPendingRegistrations: async ({ caller }) =>
      answerOrRefuse(await approvals.pendingRegistrations(caller.userId)),
  });
}
