/**
 * Manager approvals (002 sections 1, 6 and 7): the signed-in manager's business units, the responsibilities
 * of their direct users with approval, and their direct users' registrations awaiting approval. Only a user's
 * own manager approves for them: the path's manager id must be the signed-in user's, and a user with no direct
 * users is refused (403). Approving or denying a registration is PUT /session/{id}/registration/{id}.
 */
import { managerApprovalRequestSchema } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError, errorMessages } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { ApprovalRefusal } from '../services/manager-approval-service';
import { ownUserId, parseBody } from './own-user';

const businessUnitNotFound = 'There is no such business unit.';
const notAManager = 'Only a manager may do this.';
const notHeld = 'The user does not hold that responsibility of this business unit.';

const refusals: Record<ApprovalRefusal, () => ApiError> = {
  notManager: () => new ApiError(403, notAManager),
  notFound: () => new ApiError(404, businessUnitNotFound),
  notTheirManager: () => new ApiError(403, errorMessages.forbidden),
  notHeld: () => ApiError.badRequest([{ path: 'responsibilities', message: notHeld }]),
};

function answerOrRefuse<Answer>(result: Answer | ApprovalRefusal): Answer {
  if (typeof result === 'string') throw refusals[result as ApprovalRefusal]();
  return result as Answer;
}

export function registerManagerApprovalRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  // A list: someone who manages nobody gets none, as the profiles call answers 0 managees.
  api.get(endpoints.businessUnits.path, requireSession, async (c) =>
    sendJson(c, await services.managerApprovals.businessUnits(c.get('signedIn').userId)),
  );

  api.get(endpoints.managerApproval.path, requireSession, async (c) => {
    const managerId = ownUserId(c, 'manager_id');
    const businessUnitId = parseIdParam(c, 'business_unit_id');
    return sendJson(c, answerOrRefuse(await services.managerApprovals.approval(managerId, businessUnitId)));
  });

  api.put(endpoints.managerApprovalSave.path, requireSession, async (c) => {
    const managerId = ownUserId(c, 'manager_id');
    const businessUnitId = parseIdParam(c, 'business_unit_id');
    const request = await parseBody(c, managerApprovalRequestSchema);
    return sendJson(
      c,
      answerOrRefuse(await services.managerApprovals.saveApproval(managerId, businessUnitId, request)),
    );
  });

  api.get(endpoints.managerRegistrationCheck.path, requireSession, async (c) =>
    sendJson(c, answerOrRefuse(await services.managerApprovals.registrationCheck(c.get('signedIn').userId))),
  );

  api.get(endpoints.managerPendingRegistrations.path, requireSession, async (c) =>
    sendJson(
      c,
      answerOrRefuse(await services.managerApprovals.pendingRegistrations(c.get('signedIn').userId)),
    ),
  );
}
