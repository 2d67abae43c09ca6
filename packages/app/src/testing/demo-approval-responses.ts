/**
 * Manager approval responses (GET /business-unit, /manager/{id}/profiles/business_unit/{bu_id},
 * /manager/session/registration and its check, and the Manager data of /manager/{id}/profiles) built from the
 * server's demo data, for the approval screens' stories. They answer as the server's services do;
 * demo-approval-mock.test.ts keeps them equal to the real answers. A story's changes (approvals saved,
 * registrations decided) are passed in, so the screens it visits next show them.
 */
import type {
  ApprovalResponsibility,
  BusinessUnit,
  ManagerApproval,
  ManagerData,
  ManagerRegistrationCheck,
  PendingRegistrationList,
} from '@segno/domain';
// The approvals demo is not in the server's demo-data entry yet: read from its module (pure data).
import {
  buildDemoApprovals,
  type buildDemoData,
  buildDemoIlt,
  type DemoApprovals,
} from '@segno/server/demo-data';
import { demoIltOf, demoSession } from './demo-ilt-responses';

type Demo = ReturnType<typeof buildDemoData>;

/** What stories changed: approvals saved ('userId:responsibilityId' to is_approved) and registrations decided. */
export type DemoApprovalChanges = {
  approvals: ReadonlyMap<string, boolean>;
  decidedRegistrationIds: ReadonlySet<number>;
};

export const noApprovalChanges: DemoApprovalChanges = {
  approvals: new Map(),
  decidedRegistrationIds: new Set(),
};

export const approvalKey = (userId: number, responsibilityId: number) => `${userId}:${responsibilityId}`;

const approvalsByDemo = new WeakMap<Demo, DemoApprovals>();

/** The approvals demo the seed writes for this demo data. */
export function demoApprovalsOf(demo: Demo): DemoApprovals {
  let approvals = approvalsByDemo.get(demo);
  if (!approvals) {
    // From the ILT demo as built, before the seed adds these approvals' registrations to it.
    approvals = buildDemoApprovals(
      demo.now,
      demo.users,
      buildDemoIlt(demo.now, demo.users, demo.completions),
    );
    approvalsByDemo.set(demo, approvals);
  }
  return approvals;
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function directUsers(demo: Demo, managerId: number) {
  return demo.users.filter((user) => user.managerId === managerId);
}

/** The responsibilities the manager's direct users hold, with their approval as the story left it. */
function heldByTeam(demo: Demo, managerId: number, changes: DemoApprovalChanges) {
  const team = directUsers(demo, managerId);
  const approvals = demoApprovalsOf(demo);
  return approvals.userResponsibilities.flatMap((held) => {
    const user = team.find((candidate) => candidate.id === held.userId);
    const responsibility = approvals.responsibilities.find(
      (candidate) => candidate.id === held.responsibilityId,
    );
    if (!user || !responsibility) return [];
    const isApproved = changes.approvals.get(approvalKey(user.id, responsibility.id)) ?? held.isApproved;
    return [{ user, responsibility, isApproved }];
  });
}

/** GET /business-unit: the units holding a responsibility of the manager's direct users, by name. */
export function demoBusinessUnits(demo: Demo, managerId: number): { data: BusinessUnit[] } {
  const unitIds = new Set(
    heldByTeam(demo, managerId, noApprovalChanges).map((held) => held.responsibility.businessUnitId),
  );
  return {
    data: demoApprovalsOf(demo)
      .businessUnits.filter((unit) => unitIds.has(unit.id))
      .sort((a, b) => byName(a.name, b.name) || a.id - b.id)
      .map((unit) => ({ business_unit_id: unit.id, name: unit.name })),
  };
}

/** GET /manager/{id}/profiles/business_unit/{bu_id}; undefined when there is no such unit (404). */
export function demoManagerApproval(
  demo: Demo,
  managerId: number,
  businessUnitId: number,
  changes: DemoApprovalChanges = noApprovalChanges,
): ManagerApproval | undefined {
  if (!demoApprovalsOf(demo).businessUnits.some((unit) => unit.id === businessUnitId)) return undefined;
  const rows = heldByTeam(demo, managerId, changes)
    .filter((held) => held.responsibility.businessUnitId === businessUnitId)
    .sort(
      (a, b) =>
        byName(a.responsibility.name, b.responsibility.name) ||
        a.responsibility.id - b.responsibility.id ||
        byName(a.user.lastName, b.user.lastName) ||
        byName(a.user.firstName, b.user.firstName) ||
        a.user.id - b.user.id,
    );
  const grouped = new Map<number, ApprovalResponsibility>();
  for (const { user, responsibility, isApproved } of rows) {
    const item = grouped.get(responsibility.id) ?? {
      responsibility_id: responsibility.id,
      name: responsibility.name,
      users: [],
    };
    item.users.push({
      user_id: user.id,
      name: `${user.firstName} ${user.lastName}`,
      is_approved: isApproved,
    });
    grouped.set(responsibility.id, item);
  }
  return { responsibilities: { data: [...grouped.values()] } };
}

/** The direct users' enrolments on open sessions, each with whether it still awaits the manager. */
function teamEnrolments(demo: Demo, managerId: number, changes: DemoApprovalChanges) {
  const team = new Set(directUsers(demo, managerId).map((user) => user.id));
  const approvals = demoApprovalsOf(demo);
  const approved = new Set(approvals.registrationApprovals.map((row) => row.registrationId));
  const { sessions } = demoIltOf(demo);
  // The ILT demo's registrations with the pending ones the seed adds (once, whether it holds them or not).
  const registrations = new Map(
    [...demoIltOf(demo).registrations, ...approvals.registrations].map((row) => [row.id, row]),
  );
  return [...registrations.values()]
    .filter(
      (row) =>
        team.has(row.userId) &&
        row.registrationTypeId === 1 &&
        sessions.some((session) => session.id === row.sessionId && !session.isComplete),
    )
    .map((row) => ({ row, isPending: !approved.has(row.id) && !changes.decidedRegistrationIds.has(row.id) }));
}

/** GET /manager/session/registration: the registrations awaiting the manager, oldest first. */
export function demoPendingRegistrations(
  demo: Demo,
  managerId: number,
  changes: DemoApprovalChanges = noApprovalChanges,
): PendingRegistrationList {
  return {
    data: teamEnrolments(demo, managerId, changes)
      .filter((enrolment) => enrolment.isPending)
      .sort((a, b) => a.row.id - b.row.id)
      .flatMap(({ row }) => {
        const user = demo.users.find((candidate) => candidate.id === row.userId);
        const session = demoSession(demo, row.sessionId);
        if (!user || !session) return [];
        return [
          {
            registration_id: row.id,
            user_id: user.id,
            name: `${user.firstName} ${user.lastName}`,
            session: {
              session_id: session.session_id,
              course_name: session.course_name,
              session_days: session.session_days,
            },
          },
        ];
      }),
  };
}

/** GET /manager/session/registration/check */
export function demoRegistrationCheck(
  demo: Demo,
  managerId: number,
  changes: DemoApprovalChanges = noApprovalChanges,
): ManagerRegistrationCheck {
  const enrolments = teamEnrolments(demo, managerId, changes);
  return {
    total_pending_registrations: enrolments.filter((enrolment) => enrolment.isPending).length,
    has_sessions: enrolments.length > 0,
  };
}

/** The Manager data GET /manager/{id}/profiles carries beside the team (002 section 3). */
export function demoManagerData(
  demo: Demo,
  managerId: number,
  changes: DemoApprovalChanges = noApprovalChanges,
): Omit<ManagerData, 'total_managees'> {
  const held = heldByTeam(demo, managerId, changes);
  return {
    total_pending_approvals: held.filter((item) => !item.isApproved).length,
    total_approved: held.filter((item) => item.isApproved).length,
    business_units: demoBusinessUnits(demo, managerId).data,
    ...demoRegistrationCheck(demo, managerId, changes),
  };
}
