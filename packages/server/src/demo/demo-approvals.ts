/**
 * Manager approvals demo (issue 7): two business units with five responsibilities; `manager`'s direct users
 * hold some, a mix of approved and pending, and a `treyes` report holds one (another manager's user); two of
 * `manager`'s users are registered for the two-day session, awaiting `manager`'s approval. The ILT demo's own
 * registrations are approved by each learner's manager, so only these two are pending. Next week's session
 * (the ILT e2e's, 6 seats left) is left as it is. Pure data.
 */
import type { DemoIlt, DemoSessionRegistration } from './demo-ilt';
import { demoIltIds } from './demo-ilt';

export const demoApprovalIds = {
  storeOperations: 1,
  customerCare: 2,
  cashHandling: 1,
  openingAndClosing: 2,
  stockReceiving: 3,
  returnsAndExchanges: 4,
  complaintEscalation: 5,
} as const;

export type DemoBusinessUnit = { id: number; name: string };
export type DemoResponsibility = { id: number; name: string; businessUnitId: number };
export type DemoUserResponsibility = {
  userId: number;
  responsibilityId: number;
  isApproved: boolean;
  approvedBy: number | null;
  approvedAt: Date | null;
};
export type DemoRegistrationApproval = {
  registrationId: number;
  managerApprovedBy: number;
  managerApprovedAt: Date;
};

export type DemoApprovals = {
  businessUnits: DemoBusinessUnit[];
  responsibilities: DemoResponsibility[];
  userResponsibilities: DemoUserResponsibility[];
  /** New registrations awaiting the manager (enrolled: each holds a seat). */
  registrations: DemoSessionRegistration[];
  /** The manager's approval of the ILT demo's registrations (learners who have a manager). */
  registrationApprovals: DemoRegistrationApproval[];
};

const day = 24 * 60 * 60 * 1000;
const ids = demoApprovalIds;

/** Who holds what: username, responsibility, and whether `manager` (or `treyes`) approved it already. */
const holdings: readonly [username: string, responsibilityId: number, approved: boolean][] = [
  ['learner', ids.cashHandling, true],
  ['learner', ids.returnsAndExchanges, false],
  ['kmensah', ids.openingAndClosing, false],
  ['kmensah', ids.cashHandling, true],
  ['kmensah', ids.complaintEscalation, true],
  ['salvarez', ids.stockReceiving, false],
  ['lmoreau', ids.complaintEscalation, true],
  ['nwilliams', ids.returnsAndExchanges, false],
  ['nwilliams', ids.openingAndClosing, false],
  // Another manager's user (treyes leads ilund): `manager` may not approve for them.
  ['ilund', ids.cashHandling, false],
];

/** `manager`'s users registered for the two-day session, awaiting approval. */
const pendingRegistrants = ['lmoreau', 'nwilliams'] as const;

/**
 * @param users the demo users with their managers
 * @param ilt the ILT demo (its registrations are approved; the pending ones take the ids after them)
 */
export function buildDemoApprovals(
  now: Date,
  users: readonly { id: number; username: string; managerId: number | null }[],
  ilt: Pick<DemoIlt, 'registrations'>,
): DemoApprovals {
  const user = (username: string) => {
    const found = users.find((candidate) => candidate.username === username);
    if (!found) throw new Error(`The demo has no user ${username}`);
    return found;
  };
  const managerOf = (userId: number) => users.find((candidate) => candidate.id === userId)?.managerId ?? null;
  const firstId = Math.max(0, ...ilt.registrations.map((row) => row.id)) + 1;
  return {
    businessUnits: [
      { id: ids.storeOperations, name: 'Store Operations' },
      { id: ids.customerCare, name: 'Customer Care' },
    ],
    responsibilities: [
      { id: ids.cashHandling, name: 'Cash Handling', businessUnitId: ids.storeOperations },
      { id: ids.openingAndClosing, name: 'Opening and Closing', businessUnitId: ids.storeOperations },
      { id: ids.stockReceiving, name: 'Stock Receiving', businessUnitId: ids.storeOperations },
      { id: ids.returnsAndExchanges, name: 'Returns and Exchanges', businessUnitId: ids.customerCare },
      { id: ids.complaintEscalation, name: 'Complaint Escalation', businessUnitId: ids.customerCare },
    ],
    userResponsibilities: holdings.map(([username, responsibilityId, approved], index) => {
      const holder = user(username);
      return {
        userId: holder.id,
        responsibilityId,
        isApproved: approved,
        approvedBy: approved ? holder.managerId : null,
        approvedAt: approved ? new Date(now.getTime() - (index + 3) * day) : null,
      };
    }),
    registrations: pendingRegistrants.map((username, index) => ({
      id: firstId + index,
      sessionId: demoIltIds.twoDay,
      userId: user(username).id,
      registrationTypeId: 1 as const,
      createdAt: new Date(now.getTime() - (index + 1) * day),
    })),
    registrationApprovals: ilt.registrations.flatMap((row) => {
      const managerId = managerOf(row.userId);
      if (managerId === null) return [];
      return [
        {
          registrationId: row.id,
          managerApprovedBy: managerId,
          managerApprovedAt: new Date(row.createdAt.getTime() + day / 2),
        },
      ];
    }),
  };
}

/** The ILT demo as the seed leaves it: the pending registrations added and their sessions' seats taken. */
export function withDemoApprovals(ilt: DemoIlt, approvals: Pick<DemoApprovals, 'registrations'>): DemoIlt {
  const added = (sessionId: number) =>
    approvals.registrations.filter((row) => row.sessionId === sessionId && row.registrationTypeId === 1)
      .length;
  return {
    ...ilt,
    sessions: ilt.sessions.map((session) => ({
      ...session,
      numberEnrolled: session.numberEnrolled + added(session.id),
    })),
    registrations: [...ilt.registrations, ...approvals.registrations],
  };
}
