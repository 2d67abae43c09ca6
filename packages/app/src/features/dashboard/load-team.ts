import type { ManagerProfilesResponse } from '@segno/domain';
import type { ApiClient } from '../../api/api-client';
import { listOrEmpty } from './list-or-empty';

const noTeam: ManagerProfilesResponse = { total_managees: 0, data: [] };

/** The team read of each navigation: React Router hands every loader of one navigation the same request. */
const teamOfNavigation = new WeakMap<Request, Promise<ManagerProfilesResponse>>();

/**
 * The signed-in user's team (spec 000 section 6: a user is a manager when it counts managees), read once per
 * navigation although both the signed-in layout (the menu's reporting entry) and the dashboard home (the team
 * widget, the approvals) load it. A failed load is no team.
 */
export function loadTeam(api: ApiClient, userId: number, request: Request): Promise<ManagerProfilesResponse> {
  let team = teamOfNavigation.get(request);
  if (!team) {
    team = listOrEmpty('your team', api.getManagerProfiles(userId, request.signal), noTeam);
    teamOfNavigation.set(request, team);
  }
  return team;
}
