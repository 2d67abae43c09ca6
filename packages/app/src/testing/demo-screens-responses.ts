/**
 * More segment admin answers for the Screens stories (issue 8): the seglet wizard's contents step
 * (GET /seglet/{id}/content), the system alert (GET /alert/admin), assignments (the segment's users step and the
 * compliance content's add-learner step: GET …/assignment and the tally), checklists (GET /checklist and
 * /checklist/{id}/admin), the segnocode report (GET /segnocode/{code}/redeemedusers) and its export job; the
 * badge wizard's reads are in demo-badge-responses. Built from the server's demo data as its services answer;
 * demo-screens-mock.test.ts keeps them equal to the real answers.
 *
 * What a story saves (demo-screens-fetch) lives beside the admin world, one state per world, so
 * `withDemoAdminWorld` forgets it too.
 */
import {
  type AdminAlert,
  type AdminAlertResponse,
  type AdminBadge,
  type AdminChecklist,
  type AdminContentList,
  type AlertStatus,
  type AssignableObject,
  type Assignment,
  adminMessages,
  apiBasePath,
  type ChecklistSummaryList,
  type CriterionRowInput,
  cleanAdminSegnocode,
  csvByteOrderMark,
  csvRecord,
  defaultAlertType,
  type ExportFormat,
  type ExportStatus,
  exportFileExtensions,
  isAssignmentRequired,
  matchesCriteria,
  normalizeSegnocode,
  type RedeemedUsers,
  type RedeemedUsersQuery,
  redeemedUserColumns,
  redeemedUsersDefaultSort,
} from '@segno/domain';
import { buildPath } from '@segno/domain/contract';
import { buildDemoExtras, demoWorkplace } from '@segno/server/demo-data';
import { type DemoAdminWorld, demoAdminContent } from './demo-admin-responses';

export type DemoAlertRow = { id: number; text: string; isActive: boolean; createdAt: Date; updatedAt: Date };
export type DemoAssignmentRow = {
  assignment_id: number;
  object: AssignableObject;
  object_id: number;
  default_required: boolean | null;
  rows: { criterion_id: number; type: number; operator: number; value: string }[];
};

/** A badge as stored: the admin answer without what the server reads from its segment, medal and contents. */
export type DemoBadgeRow = Omit<AdminBadge, 'segment_name' | 'medal_type_id' | 'content_count'> & {
  medal_id: number | null;
};

/** What the screens beyond the wizards' basics save: the alerts, the assignments, the badges and their contents. */
export type DemoScreensState = {
  alerts: DemoAlertRow[];
  assignments: DemoAssignmentRow[];
  badges: DemoBadgeRow[];
  badgeContents: { badge_id: number; content_id: number }[];
  checklists: { id: number; name: string }[];
  checklistItems: { id: number; checklist_id: number; position: number; label: string }[];
  /** The last criterion id handed out (ids are never reused, as the database's sequence). */
  lastCriterionId: number;
  /** Segnocodes redeemed since the seed (which redeems none): `demoRecordRedemption` adds one. */
  redemptions: { code: string; user_id: number; redeemed_at: Date }[];
  /** Export jobs asked for (the segnocode report's); `polled` once the first poll has seen it finished. */
  exportJobs: DemoExportJob[];
};

export type DemoExportJob = {
  id: number;
  file: string;
  user_id: number;
  code: string;
  format: ExportFormat;
  fields: string[];
  created_at: Date;
  dismissed: boolean;
  /** The server writes the file just after answering the request: the mock's is written at the first poll. */
  written: boolean;
};

const states = new WeakMap<DemoAdminWorld, DemoScreensState>();

/** The state of this world, seeded as the demo seeds the database the first time it is asked for. */
export function demoScreensState(world: DemoAdminWorld): DemoScreensState {
  let state = states.get(world);
  if (!state) {
    state = {
      alerts: buildDemoExtras(world.demo.now).alerts.map((alert) => ({ ...alert })),
      assignments: [],
      lastCriterionId: 0,
      // As the seed: only the scoring columns; the authoring ones keep their defaults (0014, 0020).
      badges: world.demo.badges.map((badge) => ({
        badge_id: badge.id,
        name: badge.name,
        short_name: '',
        description: '',
        image_file: null,
        segment_id: badge.segmentId,
        medal_id: badge.medalId,
        status: badge.status as AdminBadge['status'],
        notify_on_earn: true,
        notification_text: '',
        created_at: world.demo.now,
        updated_at: world.demo.now,
      })),
      badgeContents: world.demo.badgeContents.map((row) => ({
        badge_id: row.badgeId,
        content_id: row.contentId,
      })),
      checklists: world.demo.checklists.map((checklist) => ({ ...checklist })),
      checklistItems: world.demo.checklistItems.map((item) => ({
        id: item.id,
        checklist_id: item.checklistId,
        position: item.position,
        label: item.label,
      })),
      redemptions: [],
      exportJobs: [],
    };
    states.set(world, state);
  }
  return state;
}

/** GET /seglet/{id}/content: the seglet's contents by name, then id; undefined when there is no such seglet. */
export function demoSegletContents(world: DemoAdminWorld, segletId: number): AdminContentList | undefined {
  if (!world.seglets.some((seglet) => seglet.seglet_id === segletId)) return undefined;
  const data = world.contents
    .filter((content) => content.seglet_id === segletId)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.content_id - b.content_id))
    .flatMap((content) => demoAdminContent(world, content.content_id) ?? []);
  return { data, total: data.length };
}

/** GET /alert/admin (and every alert save's answer): the latest alert saved, of either status, or none. */
export function demoAdminAlert(world: DemoAdminWorld): AdminAlertResponse {
  const [latest] = [...demoScreensState(world).alerts].sort(
    (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id,
  );
  const alert: AdminAlert[] = latest
    ? [
        {
          alert_id: latest.id,
          alert_text: latest.text,
          alert_status: (latest.isActive ? 1 : 0) as AlertStatus,
          alert_type: defaultAlertType,
          created_at: latest.createdAt,
          updated_at: latest.updatedAt,
        },
      ]
    : [];
  return { data: alert };
}

/** POST …/assignment/tally: how many demo users (none is disabled) the rows pick. */
export function demoAssignmentTally(world: DemoAdminWorld, rows: readonly CriterionRowInput[]): number {
  return world.demo.users.filter((user) => {
    const { location, department, jobCode } = demoWorkplace(user.id);
    return matchesCriteria(rows, { location, department, job_code: jobCode, manager_id: user.managerId });
  }).length;
}

/** The object's assignment row, if it has one. */
export function demoAssignmentRow(
  world: DemoAdminWorld,
  object: AssignableObject,
  objectId: number,
): DemoAssignmentRow | undefined {
  return demoScreensState(world).assignments.find(
    (row) => row.object === object && row.object_id === objectId,
  );
}

/** GET /{object}/{id}/assignment: the saved one, or the empty one (assignment_id null). */
export function demoAssignment(
  world: DemoAdminWorld,
  object: AssignableObject,
  objectId: number,
): Assignment {
  const row = demoAssignmentRow(world, object, objectId);
  if (!row)
    return {
      assignment_id: null,
      data: [],
      tally_total: 0,
      default_required: null,
      content_default: isAssignmentRequired(object, null),
    };
  return {
    assignment_id: row.assignment_id,
    data: row.rows.map((criterion) => ({ ...criterion })),
    tally_total: demoAssignmentTally(world, row.rows),
    default_required: row.default_required,
    content_default: isAssignmentRequired(object, row.default_required),
  };
}

/** GET /checklist: every checklist by name (ignoring case), with its item count. */
export function demoChecklistSummaries(world: DemoAdminWorld): ChecklistSummaryList {
  const { checklists, checklistItems } = demoScreensState(world);
  return {
    data: [...checklists]
      .sort((a, b) => {
        const [left, right] = [a.name.toLowerCase(), b.name.toLowerCase()];
        return left < right ? -1 : left > right ? 1 : a.id - b.id;
      })
      .map((checklist) => ({
        checklist_id: checklist.id,
        name: checklist.name,
        item_count: checklistItems.filter((item) => item.checklist_id === checklist.id).length,
      })),
  };
}

/**
 * GET /checklist/{id}/admin: its items in order. No demo learner has a copy of a checklist yet (the seed writes
 * none), so user_count is 0.
 */
export function demoAdminChecklist(world: DemoAdminWorld, checklistId: number): AdminChecklist | undefined {
  const { checklists, checklistItems } = demoScreensState(world);
  const checklist = checklists.find((row) => row.id === checklistId);
  if (!checklist) return undefined;
  return {
    checklist_id: checklist.id,
    name: checklist.name,
    items: checklistItems
      .filter((item) => item.checklist_id === checklistId)
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((item) => ({ item_id: item.id, name: item.label })),
    user_count: 0,
  };
}

/**
 * A learner's redemption of a code, as the server's POST /segnocode/redeem records it when it succeeds (the
 * learner mock answers the call itself; a story sets the admin world up with this).
 */
export function demoRecordRedemption(
  world: DemoAdminWorld,
  userId: number,
  code: string,
  at = world.demo.now,
) {
  demoScreensState(world).redemptions.push({
    code: normalizeSegnocode(code),
    user_id: userId,
    redeemed_at: at,
  });
}

/** GET /segnocode/{code}/redeemedusers: the code's content and one sorted page of who redeemed it. */
export function demoRedeemedUsers(
  world: DemoAdminWorld,
  typed: string,
  query: RedeemedUsersQuery,
): RedeemedUsers {
  const code = cleanAdminSegnocode(typed);
  const handedOut = world.demo.segnocodes.find((row) => row.code === code);
  const contentId =
    code === ''
      ? undefined
      : (handedOut?.contentId ?? world.contents.find((content) => content.segnocode === code)?.content_id);
  const content = world.contents.find((row) => row.content_id === contentId);
  if (!content)
    return { error: 1, msg: adminMessages.segnocodes.unknownCode, content: null, count: 0, data: [] };
  const users = new Map(world.demo.users.map((user) => [user.id, user]));
  const rows = demoScreensState(world)
    .redemptions.filter((redemption) => redemption.code === code)
    .flatMap((redemption) => {
      const user = users.get(redemption.user_id);
      if (!user) return [];
      const manager = user.managerId === null ? undefined : users.get(user.managerId);
      return [
        {
          id: user.id,
          row: {
            firstName: user.firstName,
            lastName: user.lastName,
            externalId: user.username,
            location: null,
            locDesc: null,
            managerId: manager?.username ?? null,
            createdDate: redemption.redeemed_at,
          },
        },
      ];
    });
  const sortValue = ({ row }: (typeof rows)[number]): string | number => {
    switch (query.order_by) {
      case 'firstName':
      case 'lastName':
        return row[query.order_by];
      case 'managerId':
        return row.managerId ?? '';
      case 'createdDate':
        return row.createdDate.getTime();
      default:
        // Users have no location: the server sorts those columns by external id.
        return row.externalId;
    }
  };
  const direction = query.order_dir === 'desc' ? -1 : 1;
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  rows.sort(
    (a, b) =>
      direction * compare(sortValue(a), sortValue(b)) ||
      compare(a.row.externalId, b.row.externalId) ||
      a.id - b.id,
  );
  return {
    error: 0,
    msg: '',
    content: { content_id: content.content_id, name: content.name },
    count: rows.length,
    data: rows.slice(query._offset, query._offset + query._limit).map(({ row }) => row),
  };
}

/** GET /export/{file} (and the request's and dismissal's answers): the job as its owner polls it. */
export function demoExportStatus(world: DemoAdminWorld, job: DemoExportJob): ExportStatus {
  const total = demoRedeemedUsers(world, job.code, { ...reportPage, _limit: 1 }).count;
  return {
    id: job.id,
    file: job.file,
    name: `segnocode-${job.code}.${exportFileExtensions[job.format]}`,
    completed: job.written,
    dismissed: job.dismissed,
    url: job.written ? `${apiBasePath}${buildPath('exportDownload', { file: job.file })}` : null,
    rows: job.written ? total : 0,
    total: job.written ? total : null,
    // The demo's clock stands still: the job takes no time.
    time: job.written ? 0 : null,
    error: null,
  };
}

const reportPage: RedeemedUsersQuery = {
  _limit: 100_000,
  _offset: 0,
  order_by: redeemedUsersDefaultSort.orderBy,
  order_dir: redeemedUsersDefaultSort.orderDir,
};

/**
 * GET /export/{file}/download of a CSV job: the report's rows in its default order, with a byte order mark and
 * the report's headings, as the server's export writer. (The .xlsx writer is not mocked: see the fetch.)
 */
export function demoExportCsv(world: DemoAdminWorld, job: DemoExportJob): string {
  const headings: Record<string, string> = adminMessages.segnocodes.columns;
  const fields = redeemedUserColumns.filter((field) => job.fields.includes(field));
  const { data } = demoRedeemedUsers(world, job.code, reportPage);
  return (
    csvByteOrderMark +
    csvRecord(fields.map((field) => headings[field])) +
    data.map((row) => csvRecord(fields.map((field) => row[field]))).join('')
  );
}
