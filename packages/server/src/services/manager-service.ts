/**
 * A manager's team (000, section 6: a user is a manager when total_managees is above 0), with the Manager data
 * the approvals widget reads (002 section 3): pending and approved responsibilities, business units, pending
 * registrations and has_sessions.
 */
import type { ManagerProfilesResponse } from '@segno/domain';
import { listManagees } from '../repositories/managee-repository';
import { readManagerData } from './manager-approval-service';
import type { ServiceContext } from './service-context';

export function createManagerService({ orm }: ServiceContext) {
  return {
    async listProfiles(managerId: number): Promise<ManagerProfilesResponse> {
      const managees = await listManagees(orm, managerId);
      return {
        total_managees: managees.length,
        data: managees.map((managee) => ({
          user_id: managee.id,
          first_name: managee.firstName,
          last_name: managee.lastName,
          profile_img: managee.profileImg,
        })),
        ...(await readManagerData(orm, managerId)),
      };
    },
  };
}

export type ManagerService = ReturnType<typeof createManagerService>;
