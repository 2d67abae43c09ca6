/**
 * Manager approvals (002 sections 1, 3 and 7): a manager approves their direct users' business-unit
 * responsibilities, and sees their session registrations awaiting approval. A manager is a user with direct
 * users (000 section 6); only a user's own manager may approve for them. Approving or denying a registration
 * is the roster's call (registration-service, setType).
 */
import type {
  BusinessUnit,
  ManagerApproval,
  ManagerApprovalRequest,
  ManagerData,
  ManagerRegistrationCheck,
  PendingRegistrationList,
} from '@segno/domain';
import type { Orm } from '../db/database';
import { findSession } from '../repositories/ilt-session-repository';
import { listManagees } from '../repositories/managee-repository';
import {
  type ApprovalRow,
  countManagerRegistrations,
  countResponsibilityApprovals,
  findBusinessUnit,
  listApprovalRows,
  listManagedBusinessUnits,
  listPendingRegistrations,
  setResponsibilityApproval,
} from '../repositories/manager-approval-repository';
import { toSession } from './ilt-session-service';
import type { ServiceContext } from './service-context';

/**
 * notManager: the signed-in user has no direct users (403); notFound: no such business unit (404);
 * notTheirManager: the request names a user who is not the manager's direct user (403, nothing saved);
 * notHeld: the request names a responsibility of the unit the user does not hold (400, nothing saved).
 */
export type ApprovalRefusal = 'notManager' | 'notFound' | 'notTheirManager' | 'notHeld';

const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** The manager data that the profiles call carries beside the team (002 section 3, "Manager data"). */
export async function readManagerData(
  db: Orm,
  managerId: number,
): Promise<Omit<ManagerData, 'total_managees'>> {
  const responsibilities = await countResponsibilityApprovals(db, managerId);
  const registrations = await countManagerRegistrations(db, managerId);
  return {
    total_pending_approvals: responsibilities.pending,
    total_approved: responsibilities.approved,
    business_units: (await listManagedBusinessUnits(db, managerId)).map(toBusinessUnit),
    total_pending_registrations: registrations.pending,
    has_sessions: registrations.enrolled > 0,
  };
}

export function createManagerApprovalService({ orm, now }: ServiceContext) {
  const isManager = async (managerId: number) => (await listManagees(orm, managerId)).length > 0;

  async function approval(
    db: Orm,
    managerId: number,
    businessUnitId: number,
  ): Promise<ManagerApproval | ApprovalRefusal> {
    if (!(await findBusinessUnit(db, businessUnitId))) return 'notFound';
    return {
      responsibilities: {
        data: groupByResponsibility(await listApprovalRows(db, managerId, businessUnitId)),
      },
    };
  }

  return {
    /** GET /business-unit: the units holding a responsibility of the signed-in user's direct users. */
    async businessUnits(managerId: number): Promise<{ data: BusinessUnit[] }> {
      return { data: (await listManagedBusinessUnits(orm, managerId)).map(toBusinessUnit) };
    },

    /** GET /manager/{id}/profiles/business_unit/{bu_id}: the unit's responsibilities with the users holding them. */
    async approval(managerId: number, businessUnitId: number): Promise<ManagerApproval | ApprovalRefusal> {
      if (!(await isManager(managerId))) return 'notManager';
      return approval(orm, managerId, businessUnitId);
    },

    /**
     * PUT the same path: saves is_approved of each user listed, all or nothing. Every user must be the
     * manager's direct user holding that responsibility of this unit; another manager's user refuses the whole
     * request (403), so nobody approves for a user who is not theirs.
     */
    async saveApproval(
      managerId: number,
      businessUnitId: number,
      request: ManagerApprovalRequest,
    ): Promise<ManagerApproval | ApprovalRefusal> {
      if (!(await isManager(managerId))) return 'notManager';
      return orm.transaction(async (tx) => {
        if (!(await findBusinessUnit(tx, businessUnitId))) return 'notFound';
        const directUsers = new Set((await listManagees(tx, managerId)).map((user) => user.id));
        const held = new Map(
          (await listApprovalRows(tx, managerId, businessUnitId)).map((row) => [
            `${row.userId}:${row.responsibilityId}`,
            row.isApproved,
          ]),
        );
        const changes: { userId: number; responsibilityId: number; isApproved: boolean }[] = [];
        for (const item of request.responsibilities) {
          for (const user of item.users) {
            if (!directUsers.has(user.user_id)) return 'notTheirManager';
            const current = held.get(`${user.user_id}:${item.responsibility_id}`);
            if (current === undefined) return 'notHeld';
            if (current !== user.is_approved) {
              changes.push({
                userId: user.user_id,
                responsibilityId: item.responsibility_id,
                isApproved: user.is_approved,
              });
            }
          }
        }
        const at = now();
        for (const change of changes) {
          await setResponsibilityApproval(tx, change, change.isApproved ? { by: managerId, at } : null);
        }
        return approval(tx, managerId, businessUnitId);
      });
    },

    /** GET /manager/session/registration: the direct users' registrations awaiting approval. */
    async pendingRegistrations(managerId: number): Promise<PendingRegistrationList | ApprovalRefusal> {
      if (!(await isManager(managerId))) return 'notManager';
      const rows = await listPendingRegistrations(orm, managerId);
      const sessions = new Map<number, ReturnType<typeof toSession>>();
      for (const sessionId of new Set(rows.map((row) => row.sessionId))) {
        const record = await findSession(orm, sessionId);
        if (record) sessions.set(sessionId, toSession(record));
      }
      return {
        data: rows.flatMap((row) => {
          const session = sessions.get(row.sessionId);
          if (!session) return [];
          return [
            {
              registration_id: row.id,
              user_id: row.userId,
              name: personName(row),
              session: {
                session_id: session.session_id,
                course_name: session.course_name,
                session_days: session.session_days,
              },
            },
          ];
        }),
      };
    },

    /** GET /manager/session/registration/check */
    async registrationCheck(managerId: number): Promise<ManagerRegistrationCheck | ApprovalRefusal> {
      if (!(await isManager(managerId))) return 'notManager';
      const { pending, enrolled } = await countManagerRegistrations(orm, managerId);
      return { total_pending_registrations: pending, has_sessions: enrolled > 0 };
    },
  };
}

const toBusinessUnit = (row: { id: number; name: string }): BusinessUnit => ({
  business_unit_id: row.id,
  name: row.name,
});

/** Rows in responsibility order, grouped: each responsibility with its users in name order. */
function groupByResponsibility(rows: readonly ApprovalRow[]): ManagerApproval['responsibilities']['data'] {
  const grouped = new Map<number, ManagerApproval['responsibilities']['data'][number]>();
  for (const row of rows) {
    let item = grouped.get(row.responsibilityId);
    if (!item) {
      item = { responsibility_id: row.responsibilityId, name: row.responsibilityName, users: [] };
      grouped.set(row.responsibilityId, item);
    }
    item.users.push({ user_id: row.userId, name: personName(row), is_approved: row.isApproved });
  }
  return [...grouped.values()];
}

export type ManagerApprovalService = ReturnType<typeof createManagerApprovalService>;
