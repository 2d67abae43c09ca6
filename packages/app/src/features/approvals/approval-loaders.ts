import { isManager } from '@segno/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import { paths } from '../../paths';
import { requireSession } from '../auth/require-session';
import { listOrEmpty } from '../dashboard/list-or-empty';

/**
 * Spec 000 section 6 and 002 section 2: a manager has total_managees above 0, and only managers approve;
 * anyone else goes to the learner dashboard home. Answers the signed-in manager's id.
 */
async function requireManager(api: ApiClient, request: Request): Promise<number> {
  const { userId } = requireSession(request);
  const team = await api.getManagerProfiles(userId, request.signal);
  if (!isManager(team)) throw redirect(paths.dashboardHome());
  return userId;
}

/** A positive whole number from the query string, or undefined. */
function positiveId(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * /dashboard/manager-approval?business_unit_id=&business_unit_name=: the business unit's responsibilities with
 * the manager's users who can be approved. The spec's state parameters are kept in the query string so that a
 * reload works; without a business unit the screen has nothing to show and goes to the dashboard home.
 */
export function createManagerApprovalLoader(api: ApiClient) {
  return async function managerApprovalLoader({ request }: LoaderFunctionArgs) {
    const managerId = await requireManager(api, request);
    const query = new URL(request.url).searchParams;
    const businessUnitId = positiveId(query.get('business_unit_id'));
    if (businessUnitId === undefined) throw redirect(paths.dashboardHome());
    const [responsibilities, businessUnitName] = await Promise.all([
      api.getManagerApproval(managerId, businessUnitId, request.signal),
      // A link without the name (typed by hand) still names the unit.
      query.get('business_unit_name') ||
        api
          .getBusinessUnits(request.signal)
          .then(
            ({ data }) =>
              data.find((unit) => unit.business_unit_id === businessUnitId)?.name ?? 'Business unit',
          ),
    ]);
    return { managerId, businessUnitId, businessUnitName, responsibilities };
  };
}

export type ManagerApprovalData = Awaited<ReturnType<ReturnType<typeof createManagerApprovalLoader>>>;

/** /dashboard/ilt/sessions/approve: the pending session registrations of the manager's direct users. */
export function createApproveSessionsLoader(api: ApiClient) {
  return async function approveSessionsLoader({ request }: LoaderFunctionArgs) {
    await requireManager(api, request);
    const registrations = await api.getManagerRegistrations(request.signal);
    return { registrations: registrations.data };
  };
}

export type ApproveSessionsData = Awaited<ReturnType<ReturnType<typeof createApproveSessionsLoader>>>;

/**
 * /dashboard/team-dashboard (000, section 2: the team view for managers): everyone who reports to the manager,
 * and the approvals waiting for them. Anyone who manages nobody goes to the dashboard home.
 */
export function createTeamDashboardLoader(api: ApiClient) {
  return async function teamDashboardLoader({ request }: LoaderFunctionArgs) {
    const { userId } = requireSession(request);
    const team = await api.getManagerProfiles(userId, request.signal);
    if (!isManager(team)) throw redirect(paths.dashboardHome());
    // spec 002 section 7: a failed manager check is only logged; the sessions link is left out.
    const registrations = await listOrEmpty(
      'the manager check',
      api.checkManagerRegistrations(request.signal),
      null,
    );
    return { team, registrations };
  };
}

export type TeamDashboardData = Awaited<ReturnType<ReturnType<typeof createTeamDashboardLoader>>>;
