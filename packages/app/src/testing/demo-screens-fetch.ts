/**
 * The segment admin calls of the Screens stories beyond the wizards' basics (issue 8): the seglet's contents, the
 * system alert, assignments, manage badges and the badge wizard, checklists, the segnocode report and its export
 * job.
 * demo-admin-fetch routes them here once it has checked the role, as the server does; the answers come from
 * demo-screens-responses and demo-badge-responses, and saves change the story's state as the server's services
 * change the database.
 *
 * Left out (no admin screen reads them): a segment assignment's syncing of its users' assigned segments, and the
 * .xlsx export file (the server's exceljs writer; the mock writes CSV only). The export job's status, download
 * and dismissal take any signed-in owner on the server; here, as every call routed through demo-admin-fetch,
 * they take segment admins only.
 */
import {
  type AssignableObject,
  adminBadgeQuerySchema,
  adminMessages,
  adminSearchTermSchema,
  alertSaveAction,
  alertSaveSchema,
  assignableObjectNames,
  assignmentDraftSchema,
  assignmentTallyRequestSchema,
  type BadgeMedalType,
  badgeDraftSchema,
  badgeListFilters,
  badgeUpdateSchema,
  checklistSaveSchema,
  cleanAdminSegnocode,
  exportFileExtensions,
  exportFormats,
  messages,
  publicationStatus,
  redeemedUserColumns,
  redeemedUsersQuerySchema,
} from '@segno/domain';
import { contract, type EndpointName, paramSchema } from '@segno/domain/contract';
import type { DemoAdminWorld, DemoChangeRow } from './demo-admin-responses';
import {
  demoAdminBadge,
  demoAdminBadgeContents,
  demoAdminBadges,
  demoBadgeContentSearch,
  demoBadgeFilters,
  demoBadgeSegments,
} from './demo-badge-responses';
import type { DemoCallContext, DemoIssue } from './demo-call-context';
import { demoAdminCourse, demoCourseMissing } from './demo-course-responses';
import { demoAdminPlan, demoPlanMissing } from './demo-plan-admin-responses';
import {
  demoAdminAlert,
  demoAdminChecklist,
  demoAssignment,
  demoAssignmentRow,
  demoAssignmentTally,
  demoChecklistSummaries,
  demoExportCsv,
  demoExportStatus,
  demoRedeemedUsers,
  demoScreensState,
  demoSegletContents,
} from './demo-screens-responses';

export const demoScreensCalls = [
  'segletContents',
  'adminAlert',
  'alertCreate',
  'alertSave',
  'alertDelete',
  'assignment',
  'assignmentTally',
  'assignmentCreate',
  'assignmentSave',
  'assignmentDelete',
  'adminBadges',
  'badgeFilters',
  'adminBadge',
  'badgeSegments',
  'badgeCreate',
  'badgeSave',
  'badgeArchive',
  'adminBadgeContents',
  'badgeContentSearch',
  'badgeContentAdd',
  'badgeContentRemove',
  'adminChecklists',
  'checklistCreate',
  'adminChecklist',
  'checklistSave',
  'segnocodeRedeemedUsers',
  'segnocodeExport',
  'exportStatus',
  'exportDownload',
  'exportDismiss',
] as const satisfies readonly EndpointName[];

export type DemoScreensCall = (typeof demoScreensCalls)[number];

const nextId = (ids: number[]) => Math.max(0, ...ids) + 1;
const alertNotFound = 'There is no such alert.';
const objectNotFound: Record<AssignableObject, string> = {
  segment: 'There is no such segment.',
  content: 'There is no such content.',
  plan: demoPlanMissing.plan,
  course: demoCourseMissing,
};

/** POST /alert and PUT /alert/{id}: as the admin alert service. */
async function saveAlert(context: DemoCallContext, alertId: number | undefined): Promise<Response> {
  const { request, current, json, refused, parsed } = context;
  const input = await parsed(request, alertSaveSchema);
  if (input instanceof Response) return input;
  const state = demoScreensState(current);
  const { alert_text: text, alert_status: status } = input.body;
  const row = alertId === undefined ? null : state.alerts.find((alert) => alert.id === alertId);
  if (row === undefined) return refused(404, alertNotFound);
  const action = alertSaveAction(row ? { alert_status: row.isActive ? 1 : 0 } : null, text);
  if (action === 'refuseEmpty') {
    const message = adminMessages.validation.alertEmpty;
    return refused(400, message, [{ path: 'alert_text', message }]);
  }
  const at = current.demo.now;
  const isActive = status === 1;
  let savedId: number;
  if (row === null) {
    savedId = nextId(state.alerts.map((alert) => alert.id));
    state.alerts.push({ id: savedId, text, isActive, createdAt: at, updatedAt: at });
  } else if (action === 'delete') {
    state.alerts = state.alerts.filter((alert) => alert !== row);
    return json(demoAdminAlert(current));
  } else {
    Object.assign(row, { text, isActive, updatedAt: at });
    savedId = row.id;
  }
  if (isActive) for (const other of state.alerts) if (other.id !== savedId) other.isActive = false;
  return json(demoAdminAlert(current), row === null ? 201 : 200);
}

/** The object of an assignment call: its kind from the address, and whether it exists. */
function assignedObject(context: DemoCallContext): { object: AssignableObject; id: number } | Response {
  const object = decodeURIComponent(context.match[1] ?? '') as AssignableObject;
  const id = Number(context.match[2]);
  if (!assignableObjectNames.includes(object))
    return context.refused(404, 'There is nothing at this address.');
  const exists: Record<AssignableObject, () => boolean> = {
    segment: () => context.current.segments.some((row) => row.segment_id === id),
    content: () => context.current.contents.some((row) => row.content_id === id),
    plan: () => demoAdminPlan(context.current, id) !== undefined,
    course: () => demoAdminCourse(context.current, id) !== undefined,
  };
  if (!exists[object]()) return context.refused(404, objectNotFound[object]);
  return { object, id };
}

/**
 * POST/PUT/DELETE …/assignment: the rows stored (new criterion ids each time, as the server replaces them) with
 * an 'update' line 'assignment'. A segment's save also assigns the users it picks on the server; no admin screen
 * reads that, so the mock leaves it out.
 */
async function changeAssignment(
  context: DemoCallContext,
  name: 'assignmentCreate' | 'assignmentSave' | 'assignmentDelete',
): Promise<Response> {
  const { request, current, userId, json, refused, parsed, logChange } = context;
  const object = decodeURIComponent(context.match[1] ?? '') as AssignableObject;
  // As the server: the body is read before the object is looked for.
  const input =
    name === 'assignmentDelete' || !assignableObjectNames.includes(object)
      ? undefined
      : await parsed(request, assignmentDraftSchema(object));
  if (input instanceof Response) return input;
  const target = assignedObject(context);
  if (target instanceof Response) return target;
  const { id } = target;
  const state = demoScreensState(current);
  const existing = demoAssignmentRow(current, object, id);
  if (input === undefined) {
    if (!existing) return refused(404, adminMessages.assignment.missing);
    state.assignments = state.assignments.filter((row) => row !== existing);
  } else {
    if (name === 'assignmentCreate' && existing) return refused(409, adminMessages.assignment.exists);
    if (name === 'assignmentSave' && !existing) return refused(404, adminMessages.assignment.missing);
    const rows = input.body.data.map((row) => ({ criterion_id: ++state.lastCriterionId, ...row }));
    if (existing) Object.assign(existing, { default_required: input.body.default_required, rows });
    else
      state.assignments.push({
        assignment_id: nextId(state.assignments.map((row) => row.assignment_id)),
        object,
        object_id: id,
        default_required: input.body.default_required,
        rows,
      });
  }
  // The plan and course mocks keep no change log (no story reads theirs).
  if (object === 'segment' || object === 'content')
    logChange(current, userId, { object, object_id: id, action: 'update', detail: 'assignment' });
  return json(demoAssignment(current, object, id), name === 'assignmentCreate' ? 201 : 200);
}

const badgeNotFound = 'There is no such badge.';

/** The 409 of a badge save whose name or short name another badge, not archived, holds (ignoring case). */
function badgeNamesTaken(
  context: DemoCallContext,
  names: { name?: string; short_name?: string },
  excludeId?: number,
): Response | undefined {
  const others = demoScreensState(context.current).badges.filter(
    (badge) => badge.status !== publicationStatus.archived && badge.badge_id !== excludeId,
  );
  const isTaken = (value: string | undefined, pick: (badge: (typeof others)[number]) => string) => {
    const wanted = value?.trim().toLowerCase();
    return Boolean(wanted) && others.some((badge) => pick(badge).toLowerCase() === wanted);
  };
  const issues: DemoIssue[] = [];
  if (isTaken(names.name, (badge) => badge.name))
    issues.push({ path: 'name', message: messages.validation.unique });
  if (isTaken(names.short_name, (badge) => badge.short_name))
    issues.push({ path: 'short_name', message: messages.validation.unique });
  return issues.length > 0 ? context.refused(409, adminMessages.validation.nameTaken, issues) : undefined;
}

/** The medal of that level of the segment (null for none); undefined when the segment cannot hold a badge. */
function medalIdFor(current: DemoAdminWorld, segmentId: number, medalType: BadgeMedalType) {
  const segment = current.segments.find((row) => row.segment_id === segmentId);
  if (!segment || segment.status === publicationStatus.archived) return undefined;
  if (medalType === null) return null;
  return current.medals.find((medal) => medal.segment_id === segmentId && medal.level === medalType)
    ?.medal_id;
}

const segmentUnavailable = (context: DemoCallContext) =>
  context.refused(400, 'The request is not valid.', [
    { path: 'segment_id', message: adminMessages.badges.segmentUnavailable },
  ]);

/** POST /badge: a draft tied to its segment's medal of its medal type, with a 'create' line. */
async function createBadge(context: DemoCallContext): Promise<Response> {
  const { request, current, userId, json, parsed, logChange } = context;
  const input = await parsed(request, badgeDraftSchema);
  if (input instanceof Response) return input;
  const draft = input.body;
  const taken = badgeNamesTaken(context, draft);
  if (taken) return taken;
  const medalId = medalIdFor(current, draft.segment_id, draft.medal_type_id);
  if (medalId === undefined) return segmentUnavailable(context);
  const state = demoScreensState(current);
  const id = nextId(state.badges.map((badge) => badge.badge_id));
  const at = current.demo.now;
  state.badges.push({
    badge_id: id,
    name: draft.name,
    short_name: draft.short_name,
    description: draft.description,
    image_file: draft.image_file,
    segment_id: draft.segment_id,
    medal_id: medalId,
    status: publicationStatus.draft,
    notify_on_earn: true,
    notification_text: '',
    created_at: at,
    updated_at: at,
  });
  logChange(current, userId, { object: 'badge', object_id: id, action: 'create', detail: '' });
  return json(demoAdminBadge(current, id), 201);
}

/** PUT /badge/{id}: the fields that differ, with an 'update' line naming them; a new status, a 'status' line. */
async function saveBadge(context: DemoCallContext, badgeId: number): Promise<Response> {
  const { request, current, userId, json, refused, parsed, logChange } = context;
  const input = await parsed(request, badgeUpdateSchema);
  if (input instanceof Response) return input;
  const row = demoScreensState(current).badges.find((badge) => badge.badge_id === badgeId);
  const before = demoAdminBadge(current, badgeId);
  if (!row || !before) return refused(404, badgeNotFound);
  const taken = badgeNamesTaken(context, input.body, badgeId);
  if (taken) return taken;
  const { status, ...fields } = input.body;
  const stored: Record<string, unknown> = before;
  const changed = Object.keys(fields).filter(
    (key) =>
      fields[key as keyof typeof fields] !== undefined && fields[key as keyof typeof fields] !== stored[key],
  );
  const statusChanged = status !== undefined && status !== row.status;
  if (changed.length === 0 && !statusChanged) return json(before);
  if (changed.includes('segment_id') || changed.includes('medal_type_id')) {
    const segmentId = fields.segment_id ?? before.segment_id;
    const medalType = fields.medal_type_id !== undefined ? fields.medal_type_id : before.medal_type_id;
    const medalId = segmentId === null ? undefined : medalIdFor(current, segmentId, medalType);
    if (medalId === undefined || segmentId === null) return segmentUnavailable(context);
    Object.assign(row, { segment_id: segmentId, medal_id: medalId });
  }
  for (const key of changed)
    if (key !== 'segment_id' && key !== 'medal_type_id')
      Object.assign(row, { [key]: fields[key as keyof typeof fields] });
  if (statusChanged) row.status = status;
  row.updated_at = current.demo.now;
  if (changed.length > 0)
    logChange(current, userId, {
      object: 'badge',
      object_id: badgeId,
      action: 'update',
      detail: changed.join(','),
    });
  if (statusChanged)
    logChange(current, userId, {
      object: 'badge',
      object_id: badgeId,
      action: 'status',
      detail: String(status),
    });
  return json(demoAdminBadge(current, badgeId));
}

/**
 * POST/DELETE /badge/{id}/content/{content_id}: only a content of the badge's segment can earn it. A change
 * writes an 'update' line on the badge ('contents') and one on the content ('badges'), as the server does.
 */
function setBadgeContent(context: DemoCallContext, badgeId: number, contentId: number, isAdding: boolean) {
  const { current, userId, json, refused, logChange } = context;
  const state = demoScreensState(current);
  const badge = state.badges.find((row) => row.badge_id === badgeId);
  const content = current.contents.find((row) => row.content_id === contentId);
  if (!badge || !content) return refused(404, 'There is no such badge or content.');
  if (isAdding && (content.segment_id === null || content.segment_id !== badge.segment_id))
    return refused(400, 'Only a content of the badge’s segment can earn it.');
  const isIn = (link: { badge_id: number; content_id: number }) =>
    link.badge_id === badgeId && link.content_id === contentId;
  const isChanged = isAdding ? !state.badgeContents.some(isIn) : state.badgeContents.some(isIn);
  if (isChanged) {
    if (isAdding) state.badgeContents.push({ badge_id: badgeId, content_id: contentId });
    else state.badgeContents = state.badgeContents.filter((link) => !isIn(link));
    badge.updated_at = current.demo.now;
    logChange(current, userId, { object: 'badge', object_id: badgeId, action: 'update', detail: 'contents' });
    logChange(current, userId, {
      object: 'content',
      object_id: contentId,
      action: 'update',
      detail: 'badges',
    });
  }
  return json(demoAdminBadgeContents(current, badgeId));
}

const checklistNotFound = 'There is no such checklist.';

/**
 * POST /checklist and PUT /checklist/{id}: the name and every item in order; saved items keep their ids, new ones
 * get new ids, missing ones are removed. A change-log line on the checklist ('create', or 'update' naming name
 * and items), as the server writes; no screen reads a checklist's log, but the lines take change ids.
 */
async function saveChecklist(context: DemoCallContext, checklistId: number | undefined) {
  const { request, current, json, refused, parsed } = context;
  const input = await parsed(request, checklistSaveSchema);
  if (input instanceof Response) return input;
  const state = demoScreensState(current);
  const draft = input.body;
  const invalidItems = () =>
    refused(400, 'The request is not valid.', [
      { path: 'items', message: 'every item_id must be an item of this checklist, once' },
    ]);
  const before = checklistId === undefined ? undefined : demoAdminChecklist(current, checklistId);
  let id = checklistId;
  if (id === undefined) {
    if (draft.items.some((item) => item.item_id !== undefined)) return invalidItems();
    id = nextId(state.checklists.map((checklist) => checklist.id));
    state.checklists.push({ id, name: draft.name });
  } else {
    const stored = state.checklists.find((checklist) => checklist.id === checklistId);
    if (!stored) return refused(404, checklistNotFound);
    const storedIds = state.checklistItems.filter((item) => item.checklist_id === id).map((item) => item.id);
    const draftIds = draft.items.flatMap((item) => (item.item_id === undefined ? [] : [item.item_id]));
    if (new Set(draftIds).size !== draftIds.length || draftIds.some((itemId) => !storedIds.includes(itemId)))
      return invalidItems();
    stored.name = draft.name;
    state.checklistItems = state.checklistItems.filter(
      (item) => item.checklist_id !== id || draftIds.includes(item.id),
    );
  }
  for (const [position, item] of draft.items.entries()) {
    const saved = state.checklistItems.find((row) => row.id === item.item_id);
    if (saved) Object.assign(saved, { position, label: item.name });
    else
      state.checklistItems.push({
        id: nextId(state.checklistItems.map((row) => row.id)),
        checklist_id: id,
        position,
        label: item.name,
      });
  }
  const after = demoAdminChecklist(current, id);
  const changed = before
    ? [
        ...(before.name === after?.name ? [] : ['name']),
        ...(JSON.stringify(before.items) === JSON.stringify(after?.items) ? [] : ['items']),
      ]
    : [];
  if (!before || changed.length > 0)
    context.logChange(current, context.userId, {
      // The change_log table takes checklists; the admin world's lines name only what its screens read.
      object: 'checklist' as DemoChangeRow['object'],
      object_id: id,
      action: before ? 'update' : 'create',
      detail: changed.join(','),
    });
  return json(after, checklistId === undefined ? 201 : 200);
}

const notFoundHere = 'There is nothing at this address.';

/** GET /segnocode/{code}/export?type=&fields[]=: records a job for the report, answered at once. */
function requestExport(context: DemoCallContext): Response {
  const { request, current, userId, json, refused, match } = context;
  const url = new URL(request.url);
  const format = exportFormats.find((candidate) => candidate === url.searchParams.get('type'));
  const invalid = (path: string, message: string) =>
    refused(400, 'The request is not valid.', [{ path, message }]);
  if (!format) return invalid('type', `must be ${exportFormats.join(' or ')}`);
  const fields = [...url.searchParams.getAll('fields[]'), ...url.searchParams.getAll('fields')].flatMap(
    (value) => value.split(','),
  );
  if (fields.length === 0) return invalid('fields', adminMessages.exports.fieldsRequired);
  const known: readonly string[] = redeemedUserColumns;
  // The contract's fields[] is an enum of the kind's fields: each unknown one is an issue of its own.
  const unknown = fields.flatMap((field, index) =>
    known.includes(field) ? [] : [{ path: `fields.${index}`, message: adminMessages.exports.unknownField }],
  );
  if (unknown.length > 0) return refused(400, 'The request is not valid.', unknown);
  const code = cleanAdminSegnocode(decodeURIComponent(match[1] ?? ''));
  if (
    demoRedeemedUsers(current, code, { _limit: 1, _offset: 0, order_by: 'externalId', order_dir: 'asc' })
      .error
  )
    return refused(404, notFoundHere);
  const state = demoScreensState(current);
  const id = nextId(state.exportJobs.map((job) => job.id));
  const job = {
    id,
    file: `segnocode-demo${String(id).padStart(18, '0')}.${exportFileExtensions[format]}`,
    user_id: userId,
    code,
    format,
    fields: known.filter((field) => fields.includes(field)),
    created_at: current.demo.now,
    dismissed: false,
    written: false,
  };
  state.exportJobs.push(job);
  return json(demoExportStatus(current, job));
}

/**
 * GET /badge as the server reads its query: `filters[]` (or `filters`, comma-separated too) gathered into one
 * list, `term` or `searchTerm`; a query its schema refuses is a 400 with the issues.
 */
function listBadges({ request, current, json, refused }: DemoCallContext): Response {
  const url = new URL(request.url);
  const raw: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) raw[key.replace(/\[\]$/, '')] = value;
  raw.filters = [...url.searchParams.getAll('filters'), ...url.searchParams.getAll('filters[]')]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  const query = adminBadgeQuerySchema.safeParse(raw);
  if (!query.success)
    return refused(
      400,
      'The request is not valid.',
      query.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    );
  const { _limit: limit, _offset: offset, term, searchTerm, filters, segment_id: segmentId } = query.data;
  const { statuses, segmentIds, medalTypes } = badgeListFilters(filters);
  return json(
    demoAdminBadges(current, {
      limit,
      offset,
      term: term || (searchTerm ?? ''),
      statuses,
      segmentIds: segmentId === undefined ? segmentIds : [...segmentIds, segmentId],
      medalTypes,
    }),
  );
}

/** Answers one of `demoScreensCalls` (the caller has matched the route and checked the role). */
export async function demoScreensCall(name: DemoScreensCall, context: DemoCallContext): Promise<Response> {
  const { request, current, match, json, refused, parsed } = context;
  switch (name) {
    case 'segletContents': {
      const contents = demoSegletContents(current, Number(match[1]));
      return contents ? json(contents) : refused(404, 'There is no such seglet.');
    }
    case 'adminAlert':
      return json(demoAdminAlert(current));
    case 'alertCreate':
      return saveAlert(context, undefined);
    case 'alertSave':
      return saveAlert(context, Number(match[1]));
    case 'alertDelete': {
      const state = demoScreensState(current);
      const alertId = Number(match[1]);
      if (!state.alerts.some((alert) => alert.id === alertId)) return refused(404, alertNotFound);
      state.alerts = state.alerts.filter((alert) => alert.id !== alertId);
      return json(demoAdminAlert(current));
    }
    case 'assignment': {
      const target = assignedObject(context);
      return target instanceof Response ? target : json(demoAssignment(current, target.object, target.id));
    }
    case 'assignmentTally': {
      const input = await parsed(request, assignmentTallyRequestSchema);
      if (input instanceof Response) return input;
      const target = assignedObject(context);
      if (target instanceof Response) return target;
      return json({ tally_total: demoAssignmentTally(current, input.body.data) });
    }
    case 'assignmentCreate':
    case 'assignmentSave':
    case 'assignmentDelete':
      return changeAssignment(context, name);
    case 'adminBadges':
      return listBadges(context);
    case 'badgeFilters':
      return json(demoBadgeFilters(current));
    case 'adminBadge': {
      const badge = demoAdminBadge(current, Number(match[1]));
      return badge ? json(badge) : refused(404, badgeNotFound);
    }
    case 'badgeSegments':
      return json(demoBadgeSegments(current));
    case 'badgeCreate':
      return createBadge(context);
    case 'badgeSave':
      return saveBadge(context, Number(match[1]));
    case 'badgeArchive': {
      const badgeId = Number(match[1]);
      const row = demoScreensState(current).badges.find((badge) => badge.badge_id === badgeId);
      if (!row) return refused(404, badgeNotFound);
      if (row.status !== publicationStatus.archived) {
        Object.assign(row, { status: publicationStatus.archived, updated_at: current.demo.now });
        context.logChange(current, context.userId, {
          object: 'badge',
          object_id: badgeId,
          action: 'archive',
          detail: '',
        });
      }
      return json(demoAdminBadge(current, badgeId));
    }
    case 'adminBadgeContents': {
      const contents = demoAdminBadgeContents(current, Number(match[1]));
      return contents ? json(contents) : refused(404, badgeNotFound);
    }
    case 'badgeContentSearch': {
      const query = adminSearchTermSchema.safeParse({
        term: new URL(request.url).searchParams.get('term') ?? '',
      });
      if (!query.success)
        return refused(
          400,
          'The request is not valid.',
          query.error.issues.map((issue) => ({
            path: issue.path.map(String).join('.'),
            message: issue.message,
          })),
        );
      const found = demoBadgeContentSearch(current, Number(match[1]), query.data.term);
      return found ? json(found) : refused(404, badgeNotFound);
    }
    case 'badgeContentAdd':
    case 'badgeContentRemove':
      return setBadgeContent(context, Number(match[1]), Number(match[2]), name === 'badgeContentAdd');
    case 'adminChecklists':
      return json(demoChecklistSummaries(current));
    case 'checklistCreate':
      return saveChecklist(context, undefined);
    case 'adminChecklist': {
      const checklist = demoAdminChecklist(current, Number(match[1]));
      return checklist ? json(checklist) : refused(404, checklistNotFound);
    }
    case 'checklistSave':
      return saveChecklist(context, Number(match[1]));
    case 'segnocodeRedeemedUsers': {
      // The code as the server's route reads it, by the contract's parameter (a blank one is a 400).
      const code = paramSchema(contract.segnocodeRedeemedUsers.params.code).safeParse(
        decodeURIComponent(match[1] ?? ''),
      );
      if (!code.success)
        return refused(
          400,
          'The request is not valid.',
          code.error.issues.map((issue) => ({
            path: ['code', ...issue.path].join('.'),
            message: issue.message,
          })),
        );
      const query = redeemedUsersQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success)
        return refused(
          400,
          'The request is not valid.',
          query.error.issues.map((issue) => ({
            path: issue.path.map(String).join('.'),
            message: issue.message,
          })),
        );
      return json(demoRedeemedUsers(current, decodeURIComponent(match[1] ?? ''), query.data));
    }
    case 'segnocodeExport':
      return requestExport(context);
    case 'exportStatus':
    case 'exportDownload':
    case 'exportDismiss': {
      const file = decodeURIComponent(match[1] ?? '');
      const job = demoScreensState(current).exportJobs.find(
        (row) => row.file === file && row.user_id === context.userId,
      );
      if (!job) return refused(404, notFoundHere);
      if (name === 'exportStatus') job.written = true;
      if (name === 'exportDismiss') job.dismissed = true;
      if (name !== 'exportDownload') return json(demoExportStatus(current, job));
      if (!job.written) return refused(404, notFoundHere);
      // The .xlsx workbook is the server's exceljs writer: not mocked (the stories export CSV).
      if (job.format !== 'csv') return refused(501, 'The demo writes CSV files only.');
      return new Response(demoExportCsv(current, job), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="segnocode-${job.code}.csv"`,
        },
      });
    }
  }
}
