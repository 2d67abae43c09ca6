/**
 * The segment admin calls (issue 8) for page-level stories, answered from demo-admin-responses over a world of
 * the seeded rows. Saves change that world as the server's services change the database (the row, its medals,
 * its change-log line), so the next read shows them; `withDemoAdminWorld` starts each story from the seed.
 * demo-fetch hands every call here first: the admin paths (/segment/list, /content/search) would otherwise
 * match the learner's /segment/{id} and /content/{id}.
 */
import {
  adminMessages,
  adminSegmentQuerySchema,
  apiBasePath,
  checkMedals,
  contentDraftSchema,
  contentSegmentSaveSchema,
  contentUpdateSchema,
  decodeDates,
  encodeDates,
  filterValues,
  isSegmentAdmin,
  type MedalDraft,
  medalLevels,
  medalSaveSchema,
  messages,
  newSegmentMedals,
  publicationStatus,
  segletDraftSchema,
  segletUpdateSchema,
  segmentDraftSchema,
  segmentUpdateSchema,
  segnocodeContentType,
  similarNameQuerySchema,
  statusFilters,
  stripAngleBracketsDeep,
  uploadFileField,
} from '@segno/domain';
import { type EndpointName, endpoints } from '@segno/domain/contract';
import type { z } from '@segno/domain/zod';
import type { buildDemoData } from '@segno/server/demo-data';
import {
  type DemoAdminListQuery,
  type DemoAdminWorld,
  type DemoChangeRow,
  demoAdminContent,
  demoAdminContents,
  demoAdminMedals,
  demoAdminSeglet,
  demoAdminSeglets,
  demoAdminSegment,
  demoAdminSegments,
  demoAdminWorld,
  demoChangeLog,
  demoContentFilters,
  demoSimilarName,
  demoUsersByEmail,
} from './demo-admin-responses';
import type { DemoCallContext, DemoIssue } from './demo-call-context';
import {
  demoContentStepCall,
  demoContentStepCalls,
  demoSegmentsTagged,
  isDemoContentStepCall,
} from './demo-content-step-responses';
import { demoCourseAdminCall, demoCourseAdminCalls, isDemoCourseAdminCall } from './demo-course-responses';
import { demoPlanAdminCall, demoPlanAdminCalls, isDemoPlanAdminCall } from './demo-plan-admin-responses';
import {
  demoAdminContentParents,
  demoAdminPrerequisites,
  demoContentBadges,
  demoExternalContent,
} from './demo-relationship-responses';
import { demoScreensCall, demoScreensCalls } from './demo-screens-fetch';
import { demoUnitListCall, demoUnitListCalls, isDemoUnitListCall } from './demo-unit-list-responses';

type Demo = ReturnType<typeof buildDemoData>;

const adminCalls = [
  'adminSegments',
  'segmentCreate',
  'segmentSave',
  'segmentArchive',
  'adminSegment',
  'adminSegmentMedals',
  'segmentMedalsSave',
  'segmentSegletAdd',
  'segmentSegletRemove',
  'adminSeglets',
  'segletCreate',
  'segletSave',
  'segletArchive',
  'adminSeglet',
  'adminContents',
  'contentCreate',
  'contentSave',
  'contentArchive',
  'adminContent',
  'contentSegmentSave',
  'contentSegmentRemove',
  'changeLog',
  'similarName',
  'userEmailSearch',
  'uploadPost',
  'contentSearchFilters',
  // The content wizard's relationships, locking and badges steps (reads only)
  'adminContentPrerequisites',
  'adminContentParents',
  'contentExternalList',
  'contentBadges',
  // The content wizard's tags, skill-mapping and map-responsibilities steps, a segment's tags page and the
  // manage-segments tag filter (demo-content-step-responses)
  ...demoContentStepCalls,
  // The seglet's contents, system alert, assignments, badges, checklists, segnocode report, exports (demo-screens-fetch)
  ...demoScreensCalls,
  // The plan wizard's units and prerequisites (demo-plan-admin-responses)
  ...demoPlanAdminCalls,
  // Manage units (demo-unit-list-responses), before any /unit/{id} path
  ...demoUnitListCalls,
  // The ILT course wizard (demo-course-responses); GET /course/{id} last, after every /course/... path
  ...demoCourseAdminCalls,
] as const satisfies readonly EndpointName[];

const routes = adminCalls.map((name) => {
  const { method, path } = endpoints[name];
  return { name, pattern: new RegExp(`^${method} ${apiBasePath}${path.replace(/:\w+/g, '([^/]+)')}$`) };
});

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(encodeDates(body)), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function refused(status: number, message: string, issues?: DemoIssue[]): Response {
  return json({ error: { status, message, ...(issues ? { issues } : {}) } }, status);
}

const badRequest = (issues?: DemoIssue[]) => refused(400, 'The request is not valid.', issues);
const notFound = (message: string) => refused(404, message);
const orNotFound = (body: unknown, message: string) => (body === undefined ? notFound(message) : json(body));

/** The body parsed by the call's schema, or the server's 400 with the schema's issues. */
async function parsed<Schema extends z.ZodMiniType>(
  request: Request,
  schema: Schema,
): Promise<{ body: z.output<Schema>; sent: string[] } | Response> {
  const raw = decodeDates(await request.json().catch(() => undefined));
  const result = schema.safeParse(raw);
  if (!result.success)
    return badRequest(
      result.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    );
  return { body: result.data, sent: raw && typeof raw === 'object' ? Object.keys(raw) : [] };
}

/** The world the admin stories change; each story starts from the seed (`withDemoAdminWorld`). */
let world: DemoAdminWorld | undefined;

function worldOf(demo: Demo): DemoAdminWorld {
  if (world?.demo !== demo) world = demoAdminWorld(demo);
  return world;
}

/** What the admin stories have saved so far: the world the next read answers from. */
export function currentDemoAdminWorld(demo: Demo): DemoAdminWorld {
  return worldOf(demo);
}

/** A story `beforeEach` for admin stories: what they save is forgotten when they end. */
export function withDemoAdminWorld() {
  return () => () => {
    world = undefined;
  };
}

/** A list's `filters[]` (or `filters`). */
const listFilters = (url: URL) => [
  ...url.searchParams.getAll('filters[]'),
  ...url.searchParams.getAll('filters'),
];

function listQuery(url: URL): DemoAdminListQuery {
  const limit = Number(url.searchParams.get('_limit'));
  return {
    limit: Number.isInteger(limit) && limit > 0 ? limit : 25,
    offset: Number(url.searchParams.get('_offset')) || 0,
    term: url.searchParams.get('term') ?? '',
    statuses: statusFilters(listFilters(url).filter((filter) => /^status:[123]$/.test(filter))),
  };
}

/**
 * GET /segment/list as the server reads its query (adminSegmentQuerySchema): `filters[]` (or `filters`,
 * comma-separated too) gathered into one list, texts without angle brackets; a query the schema refuses is a 400
 * with its issues. The tags asked for narrow the list to the segments with any of them.
 */
function listSegments(url: URL, current: DemoAdminWorld): Response {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) raw[key.replace(/\[\]$/, '')] = value;
  raw.filters = listFilters(url)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  const query = adminSegmentQuerySchema.safeParse(stripAngleBracketsDeep(raw));
  if (!query.success)
    return badRequest(
      query.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    );
  const { _limit: limit, _offset: offset, term, filters } = query.data;
  const tagIds = filterValues(filters, 'tag').map(Number);
  return json(
    demoAdminSegments(current, {
      limit,
      offset,
      term,
      statuses: statusFilters(filters),
      segmentIds: tagIds.length > 0 ? [...demoSegmentsTagged(current, tagIds)] : undefined,
    }),
  );
}

const nextId = (ids: number[]) => Math.max(0, ...ids) + 1;

function logChange(
  current: DemoAdminWorld,
  userId: number,
  line: Pick<DemoChangeRow, 'object' | 'object_id' | 'action' | 'detail'>,
) {
  current.changes.push({
    ...line,
    change_id: nextId(current.changes.map((change) => change.change_id)),
    user_id: userId,
    created_at: current.demo.now,
  });
}

/** The 409 of a save whose name or short name another item of the kind holds. */
function namesTaken(
  current: DemoAdminWorld,
  kind: 'segment' | 'seglet' | 'content',
  names: { name?: string; short_name?: string },
  excludeId?: number,
): Response | undefined {
  const taken = demoSimilarName(current, kind, {
    name: names.name ?? '',
    short_name: names.short_name ?? '',
    exclude_id: excludeId,
  });
  const issues: DemoIssue[] = [];
  if (taken.name_taken) issues.push({ path: 'name', message: messages.validation.unique });
  if (taken.short_name_taken) issues.push({ path: 'short_name', message: messages.validation.unique });
  return issues.length > 0 ? refused(409, adminMessages.validation.nameTaken, issues) : undefined;
}

type Kind = 'segment' | 'seglet' | 'content';

/** The stored row of an item of the kind. */
function rowOf(current: DemoAdminWorld, kind: Kind, id: number): Record<string, unknown> | undefined {
  if (kind === 'segment') return current.segments.find((row) => row.segment_id === id);
  if (kind === 'seglet') return current.seglets.find((row) => row.seglet_id === id);
  return current.contents.find((row) => row.content_id === id);
}

const readers = { segment: demoAdminSegment, seglet: demoAdminSeglet, content: demoAdminContent };
const missing = {
  segment: 'There is no such segment.',
  seglet: 'There is no such seglet.',
  content: 'There is no such content.',
};

/**
 * PUT /{kind}/{id}: the fields sent that differ are stored with an 'update' line, a new status a 'status' line.
 * Refused as the server refuses: an unknown content owner (400), then a name or short name taken (409).
 */
async function saveItem(
  request: Request,
  current: DemoAdminWorld,
  userId: number,
  kind: Kind,
  id: number,
): Promise<Response> {
  const row = rowOf(current, kind, id);
  if (!row) return notFound(missing[kind]);
  const schema = { segment: segmentUpdateSchema, seglet: segletUpdateSchema, content: contentUpdateSchema }[
    kind
  ];
  const input = await parsed(request, schema);
  if (input instanceof Response) return input;
  const { status, ...fields } = input.body as Record<string, unknown> & { status?: 1 | 2 };
  // As the server: a content's new owner must be a user (400), checked before the names.
  const owner = fields.content_owner_user_email;
  if (
    kind === 'content' &&
    typeof owner === 'string' &&
    owner !== row.content_owner_user_email &&
    demoUsersByEmail(current, owner).data.length === 0
  )
    return badRequest([
      { path: 'content_owner_user_email', message: adminMessages.validation.contentOwnerUnknown },
    ]);
  const taken = namesTaken(current, kind, fields, id);
  if (taken) return taken;
  const changed = input.sent.filter(
    (key) => key !== 'status' && fields[key] !== undefined && fields[key] !== row[key],
  );
  const statusChanged = status !== undefined && status !== row.status;
  if (changed.length > 0 || statusChanged) {
    for (const key of changed) row[key] = fields[key];
    if (statusChanged) row.status = status;
    row.updated_at = current.demo.now;
    if (changed.length > 0)
      logChange(current, userId, {
        object: kind,
        object_id: id,
        action: 'update',
        detail: changed.join(','),
      });
    if (statusChanged)
      logChange(current, userId, { object: kind, object_id: id, action: 'status', detail: String(status) });
  }
  return json(readers[kind](current, id));
}

/** DELETE /{kind}/{id}: archived (status 3), with an 'archive' line the first time. */
function archiveItem(current: DemoAdminWorld, userId: number, kind: Kind, id: number): Response {
  const row = rowOf(current, kind, id);
  if (!row) return notFound(missing[kind]);
  if (row.status !== publicationStatus.archived) {
    row.status = publicationStatus.archived;
    row.updated_at = current.demo.now;
    logChange(current, userId, { object: kind, object_id: id, action: 'archive', detail: '' });
  }
  return json(readers[kind](current, id));
}

async function createSegment(request: Request, current: DemoAdminWorld, userId: number) {
  const input = await parsed(request, segmentDraftSchema);
  if (input instanceof Response) return input;
  const taken = namesTaken(current, 'segment', input.body);
  if (taken) return taken;
  const id = nextId(current.segments.map((row) => row.segment_id));
  const at = current.demo.now;
  current.segments.push({ ...input.body, segment_id: id, status: 1, created_at: at, updated_at: at });
  for (const medal of newSegmentMedals)
    current.medals.push({
      ...medal,
      medal_id: nextId(current.medals.map((row) => row.medal_id)),
      segment_id: id,
      status: 1,
    });
  logChange(current, userId, { object: 'segment', object_id: id, action: 'create', detail: '' });
  return json(demoAdminSegment(current, id), 201);
}

/** PUT /segment/{id}/medal: the domain's publishing check, as the server runs it; refusals are data (200). */
async function saveMedals(request: Request, current: DemoAdminWorld, userId: number, segmentId: number) {
  const before = demoAdminMedals(current, segmentId);
  const segment = current.segments.find((row) => row.segment_id === segmentId);
  if (!before || !segment) return notFound(missing.segment);
  const input = await parsed(request, medalSaveSchema);
  if (input instanceof Response) return input;
  const drafts: MedalDraft[] = medalLevels.map((level) => {
    const sent = input.body.medals.find((medal) => medal.level === level);
    const stored = before.data.find((medal) => medal.level === level);
    const badgeCount = stored?.badge_count ?? 0;
    return sent
      ? { level, points: sent.points, status: sent.status, badgeCount }
      : { level, points: stored?.points ?? 0, status: stored?.status ?? 1, badgeCount };
  });
  const checked = checkMedals(drafts, segment.max_points);
  for (const medal of checked) {
    const row = current.medals.find(
      (stored) => stored.segment_id === segmentId && stored.level === medal.level,
    );
    if (row) Object.assign(row, { points: medal.points ?? row.points, status: medal.status });
  }
  segment.updated_at = current.demo.now;
  logChange(current, userId, { object: 'segment', object_id: segmentId, action: 'update', detail: 'medals' });
  return json(
    demoAdminMedals(current, segmentId, new Map(checked.map((medal) => [medal.level, medal.error ?? null]))),
  );
}

/**
 * POST /segment/{id}/seglet/{seglet_id}: the seglet goes last in the segment (neither archived), its contents
 * with it; DELETE takes it out of the segment it is in. A line on the seglet and on each segment it left or joined.
 */
function placeSeglet(
  current: DemoAdminWorld,
  userId: number,
  segmentId: number,
  segletId: number,
  isAdding: boolean,
) {
  const seglet = current.seglets.find((row) => row.seglet_id === segletId);
  const segment = current.segments.find((row) => row.segment_id === segmentId);
  const { archived } = publicationStatus;
  const isPossible = isAdding
    ? seglet && segment && seglet.status !== archived && segment.status !== archived
    : seglet?.segment_id === segmentId;
  if (!seglet || !isPossible) return notFound(missing.seglet);
  if (seglet.segment_id === (isAdding ? segmentId : null)) return json(demoAdminSeglet(current, segletId));
  const left = seglet.segment_id;
  const target = isAdding ? segmentId : null;
  const positions = current.seglets.filter((row) => row.segment_id === segmentId).map((row) => row.position);
  seglet.position = isAdding ? Math.max(0, ...positions) + 1 : 0;
  seglet.segment_id = target;
  seglet.updated_at = current.demo.now;
  for (const content of current.contents.filter((row) => row.seglet_id === segletId)) {
    content.segment_id = target;
    content.updated_at = current.demo.now;
  }
  logChange(current, userId, {
    object: 'seglet',
    object_id: segletId,
    action: 'update',
    detail: 'segment_id',
  });
  for (const changed of isAdding ? [left, segmentId] : [segmentId]) {
    if (changed !== null)
      logChange(current, userId, {
        object: 'segment',
        object_id: changed,
        action: 'update',
        detail: 'seglets',
      });
  }
  return json(demoAdminSeglet(current, segletId));
}

async function createSeglet(request: Request, current: DemoAdminWorld, userId: number) {
  const input = await parsed(request, segletDraftSchema);
  if (input instanceof Response) return input;
  const taken = namesTaken(current, 'seglet', input.body);
  if (taken) return taken;
  const id = nextId(current.seglets.map((row) => row.seglet_id));
  const at = current.demo.now;
  // As the server: published, in no segment until its segments step.
  current.seglets.push({
    ...input.body,
    seglet_id: id,
    status: 2,
    segment_id: null,
    position: 0,
    start_date: null,
    expiration_date: null,
    created_at: at,
    updated_at: at,
  });
  logChange(current, userId, { object: 'seglet', object_id: id, action: 'create', detail: '' });
  return json(demoAdminSeglet(current, id), 201);
}

async function createContent(request: Request, current: DemoAdminWorld, userId: number) {
  const input = await parsed(request, contentDraftSchema);
  if (input instanceof Response) return input;
  const { body } = input;
  if (demoUsersByEmail(current, body.content_owner_user_email).data.length === 0)
    return badRequest([
      { path: 'content_owner_user_email', message: adminMessages.validation.contentOwnerUnknown },
    ]);
  const taken = namesTaken(current, 'content', body);
  if (taken) return taken;
  const id = nextId(current.contents.map((row) => row.content_id));
  const at = current.demo.now;
  const isCode = body.type === segnocodeContentType;
  current.contents.push({
    ...body,
    content_owner_user_email: body.content_owner_user_email.toLowerCase(),
    content_id: id,
    status: 1,
    segment_id: null,
    seglet_id: null,
    segnocode: isCode ? `DEMO${String(id).padStart(4, '0')}` : null,
    segnocode_gen_mode: isCode ? 'auto' : null,
    content_recurrence: body.object_type === 'complianceContent' ? 1 : 0,
    start_date: null,
    expiration_date: null,
    expertise: null,
    created_at: at,
    updated_at: at,
  });
  logChange(current, userId, { object: 'content', object_id: id, action: 'create', detail: '' });
  return json(demoAdminContent(current, id), 201);
}

/**
 * PUT /content/{id}/segment/{segment_id} with its seglet (which must be that segment's), or DELETE (only from the
 * segment it is in); a move writes an 'update' line, and a 'contents' line on each seglet and segment it left
 * or joined.
 */
async function placeContent(
  request: Request,
  current: DemoAdminWorld,
  userId: number,
  contentId: number,
  segmentId: number,
  isPlacing: boolean,
) {
  const content = current.contents.find((row) => row.content_id === contentId);
  if (!content) return notFound(missing.content);
  let place: { segment_id: number | null; seglet_id: number | null } = { segment_id: null, seglet_id: null };
  if (isPlacing) {
    if (!current.segments.some((row) => row.segment_id === segmentId)) return notFound(missing.segment);
    const input = await parsed(request, contentSegmentSaveSchema);
    if (input instanceof Response) return input;
    const seglet = current.seglets.find((row) => row.seglet_id === input.body.seglet_id);
    if (seglet?.segment_id !== segmentId)
      return badRequest([{ path: 'seglet_id', message: 'The seglet is not in this segment.' }]);
    place = { segment_id: segmentId, seglet_id: seglet.seglet_id };
  } else if (content.segment_id !== segmentId) return json(demoAdminContent(current, contentId));
  if (content.segment_id !== place.segment_id || content.seglet_id !== place.seglet_id) {
    const left = { segment_id: content.segment_id, seglet_id: content.seglet_id };
    Object.assign(content, place, { updated_at: current.demo.now });
    logChange(current, userId, {
      object: 'content',
      object_id: contentId,
      action: 'update',
      detail: 'segment_id,seglet_id',
    });
    // As the server: a 'contents' line on each seglet and segment the content left or joined (once each).
    const logContents = (object: 'seglet' | 'segment', ids: (number | null)[]) => {
      for (const id of new Set(ids))
        if (id !== null)
          logChange(current, userId, { object, object_id: id, action: 'update', detail: 'contents' });
    };
    if (left.seglet_id !== place.seglet_id) logContents('seglet', [left.seglet_id, place.seglet_id]);
    logContents('segment', isPlacing ? [left.segment_id, place.segment_id] : [segmentId]);
  }
  return json(demoAdminContent(current, contentId));
}

async function uploadImage(request: Request): Promise<Response> {
  const file = (await request.formData()).get(uploadFileField);
  if (!(file instanceof Blob)) return badRequest();
  return json({ url: URL.createObjectURL(file) });
}

/**
 * Answers a segment admin call from the demo, or undefined when the request is not one. Like the server:
 * nobody signed in gets 401, and a user without a segment admin role (2, 3 or 4) 403.
 */
export async function demoAdminFetch(
  demo: Demo,
  request: Request,
  userId: number,
): Promise<Response | undefined> {
  const url = new URL(request.url);
  const route = routes.find(({ pattern }) => pattern.test(`${request.method} ${url.pathname}`));
  if (!route) return undefined;
  const match = `${request.method} ${url.pathname}`.match(route.pattern) ?? [];
  const user = demo.users.find((candidate) => candidate.id === userId);
  if (!user) return refused(401, 'Sign in to continue: the session is missing, ended or expired.');
  // As the server: anyone but a segment admin reads GET /course/{id} as a learner (demo-fetch answers).
  if (route.name === 'course' && !isSegmentAdmin(user.roles)) return undefined;
  if (!isSegmentAdmin(user.roles)) return refused(403, 'Only segment admins may do this.');
  const current = worldOf(demo);
  const id = Number(match[1]);
  const second = Number(match[2]);
  const context: DemoCallContext = { request, current, userId, match, json, refused, parsed, logChange };
  if (isDemoUnitListCall(route.name)) return demoUnitListCall(route.name, context);
  if (isDemoContentStepCall(route.name)) return demoContentStepCall(route.name, context);
  if (isDemoPlanAdminCall(route.name)) return demoPlanAdminCall(route.name, context);
  if (isDemoCourseAdminCall(route.name)) return demoCourseAdminCall(route.name, context);
  switch (route.name) {
    case 'adminSegments':
      return listSegments(url, current);
    case 'adminSegment':
      return orNotFound(demoAdminSegment(current, id), missing.segment);
    case 'segmentCreate':
      return createSegment(request, current, userId);
    case 'segmentSave':
      return saveItem(request, current, userId, 'segment', id);
    case 'segmentArchive':
      return archiveItem(current, userId, 'segment', id);
    case 'adminSegmentMedals':
      return orNotFound(demoAdminMedals(current, id), missing.segment);
    case 'segmentMedalsSave':
      return saveMedals(request, current, userId, id);
    case 'segmentSegletAdd':
    case 'segmentSegletRemove':
      return placeSeglet(current, userId, id, second, route.name === 'segmentSegletAdd');
    case 'adminSeglets': {
      const segmentId = Number(url.searchParams.get('segment_id'));
      return json(
        demoAdminSeglets(current, { ...listQuery(url), segmentId: segmentId > 0 ? segmentId : undefined }),
      );
    }
    case 'adminSeglet':
      return orNotFound(demoAdminSeglet(current, id), missing.seglet);
    case 'segletCreate':
      return createSeglet(request, current, userId);
    case 'segletSave':
      return saveItem(request, current, userId, 'seglet', id);
    case 'segletArchive':
      return archiveItem(current, userId, 'seglet', id);
    case 'adminContents': {
      const filters = listFilters(url);
      return json(
        demoAdminContents(current, {
          ...listQuery(url),
          types: filterValues(filters, 'type').map(Number),
          segmentIds: filterValues(filters, 'segment').map(Number),
        }),
      );
    }
    case 'adminContent':
      return orNotFound(demoAdminContent(current, id), missing.content);
    case 'contentCreate':
      return createContent(request, current, userId);
    case 'contentSave':
      return saveItem(request, current, userId, 'content', id);
    case 'contentArchive':
      return archiveItem(current, userId, 'content', id);
    case 'contentSegmentSave':
    case 'contentSegmentRemove':
      return placeContent(request, current, userId, id, second, route.name === 'contentSegmentSave');
    case 'changeLog': {
      const object = decodeURIComponent(match[1] ?? '');
      const exists =
        object === 'badge'
          ? demo.badges.some((badge) => badge.id === second)
          : (object === 'segment' || object === 'seglet' || object === 'content') &&
            rowOf(current, object, second) !== undefined;
      if (!exists) return notFound('There is nothing at this address.');
      const limit = Number(url.searchParams.get('_limit'));
      return json(
        demoChangeLog(current, object as DemoChangeRow['object'], second, {
          limit: Number.isInteger(limit) && limit > 0 ? limit : 5,
          offset: Number(url.searchParams.get('_offset')) || 0,
        }),
      );
    }
    case 'similarName': {
      const type = decodeURIComponent(match[1] ?? '');
      const query = similarNameQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (
        !(type === 'segment' || type === 'seglet' || type === 'content' || type === 'badge') ||
        !query.success
      )
        return badRequest();
      return json(demoSimilarName(current, type, query.data));
    }
    case 'userEmailSearch':
      return json(demoUsersByEmail(current, decodeURIComponent(match[1] ?? '')));
    case 'adminContentPrerequisites':
      return orNotFound(demoAdminPrerequisites(current, id), missing.content);
    case 'adminContentParents':
      return orNotFound(demoAdminContentParents(current, id), missing.content);
    case 'contentExternalList':
      return orNotFound(demoExternalContent(current, id), missing.content);
    case 'contentBadges':
      return orNotFound(demoContentBadges(current, id), missing.content);
    case 'contentSearchFilters':
      return json(demoContentFilters(current));
    case 'uploadPost':
      return uploadImage(request);
    default:
      return demoScreensCall(route.name, context);
  }
}
