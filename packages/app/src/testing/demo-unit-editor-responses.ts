/**
 * The unit editor's calls for its Screens stories (issue 9): the admin's GET /unit/{id}, the unit's contents
 * (GET /unit/{id}/content), POST /unit, PUT /unit/{id}, PUT /unit/{id}/contents, the content picker
 * (GET /content) and the similar-name lookup for units (GET /search/similar/type/unit), answered from the demo's
 * units and contents as the server's unit admin service answers, and changed by a story's saves as the service
 * changes the database. demo-unit-editor-mock.test.ts keeps them equal to the real server.
 *
 * Left out (no story sends them): manage units and its filters, a unit's plans, removing contents and the export.
 */
import {
  type AdminUnit,
  addContents,
  adminMessages,
  apiBasePath,
  contentPickerQuerySchema,
  decodeDates,
  encodeDates,
  filterValues,
  formatMessage,
  isSegmentAdmin,
  messages,
  noParentNode,
  type PickerContent,
  placeholderOf,
  planAdminMessages,
  publicationStatus,
  publicationStatusSchema,
  similarNameQuerySchema,
  treeProblems,
  type UnitContentItem,
  unitContentIdsSchema,
  unitDraftSchema,
  unitSaveSchema,
  unitTreeFromUnit,
} from '@segno/domain';
import { type EndpointName, endpoints } from '@segno/domain/contract';
import type { z } from '@segno/domain/zod';
import type { DemoAdminWorld } from './demo-admin-responses';
import { demoContentSummary } from './demo-learning-responses';
import { demoExtrasOf } from './demo-plan-responses';

export const demoUnitEditorCalls = [
  'unit',
  'unitContents',
  'unitCreate',
  'unitSave',
  'unitContentsAdd',
  'contentPicker',
  'similarName',
] as const satisfies readonly EndpointName[];
type DemoUnitEditorCall = (typeof demoUnitEditorCalls)[number];

type EditorGroup = {
  id: number;
  position: number;
  defaultRow: number;
  ruleCase: number;
  parentIds: number[];
};
type EditorUnit = {
  id: number;
  name: string;
  status: number;
  createdAt: Date;
  listData: Record<string, unknown>[];
  groups: EditorGroup[];
  contents: { contentId: number; groupId: number | null; position: number }[];
  planIds: number[];
};

/** The units a story changes, from the seed; `lastUnitId` and `lastGroupId` play the database's sequences. */
export type DemoUnitEditorWorld = {
  admin: DemoAdminWorld;
  units: EditorUnit[];
  lastUnitId: number;
  lastGroupId: number;
};

export function demoUnitEditorWorld(admin: DemoAdminWorld): DemoUnitEditorWorld {
  const seeded = demoExtrasOf(admin.demo).planUnits;
  const units = seeded.units.map((unit) => ({
    id: unit.id,
    name: unit.name,
    status: unit.status,
    createdAt: unit.createdAt,
    listData: [],
    groups: seeded.groups
      .filter((group) => group.unitId === unit.id)
      .map((group) => ({
        id: group.id,
        position: group.position,
        defaultRow: group.defaultRow,
        ruleCase: group.ruleCase,
        parentIds: seeded.parents
          .filter((edge) => edge.groupId === group.id)
          .map((edge) => edge.parentGroupId),
      })),
    contents: seeded.contents
      .filter((item) => item.unitId === unit.id)
      .map(({ contentId, groupId, position }) => ({ contentId, groupId, position })),
    planIds: seeded.planUnits.filter((row) => row.unitId === unit.id).map((row) => row.planId),
  }));
  return {
    admin,
    units,
    lastUnitId: Math.max(0, ...units.map((unit) => unit.id)),
    lastGroupId: Math.max(0, ...seeded.groups.map((group) => group.id)),
  };
}

const texts = planAdminMessages.unitAuthoring;
/** The server's answer that no catalogue holds (http/api-error). */
const badRequestMessage = 'The request is not valid.';

type Issue = { path: string; message: string };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(encodeDates(body)), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function refused(status: number, message: string, issues?: Issue[]): Response {
  return json({ error: { status, message, ...(issues ? { issues } : {}) } }, status);
}

const zodIssues = (error: z.core.$ZodError): Issue[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

async function parsedBody<Schema extends z.ZodMiniType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema> | Response> {
  const result = schema.safeParse(decodeDates(await request.json().catch(() => undefined)));
  return result.success ? result.data : refused(400, badRequestMessage, zodIssues(result.error));
}

const byPosition =
  <Row extends { position: number }>(key: (row: Row) => number) =>
  (a: Row, b: Row) =>
    a.position - b.position || key(a) - key(b);

/** GET /unit/{id} as the admin reads it. */
export function demoAdminUnit(world: DemoUnitEditorWorld, unitId: number): AdminUnit | undefined {
  const unit = world.units.find((row) => row.id === unitId);
  if (!unit) return undefined;
  const contents = [...unit.contents].sort(byPosition((row) => row.contentId));
  return {
    unit_id: unit.id,
    unit_name: unit.name,
    name: unit.name,
    unit_status_id: publicationStatusSchema.parse(unit.status),
    unit_data: [...unit.groups].sort(byPosition((group) => group.id)).map((group) => ({
      group_id: group.id,
      default_row: group.defaultRow,
      parent_node: group.parentIds.length > 0 ? [...group.parentIds].sort((a, b) => a - b) : [noParentNode],
      rule_case: group.ruleCase,
      content_col: contents.filter((item) => item.groupId === group.id).map((item) => item.contentId),
      order: group.position,
      layout: null,
    })),
    unit_list_data: unit.listData as AdminUnit['unit_list_data'],
    unit_contents: contents.map((item) => ({ id: item.contentId, is_sandbox: item.groupId === null })),
    unit_plans: unit.planIds.map((id) => ({ id })),
    unit_created_date: unit.createdAt,
    expiration_date: null,
  };
}

/** GET /unit/{id}/content: each content of the unit, placed or in the sandbox, with the viewer's state. */
export function demoUnitContents(
  world: DemoUnitEditorWorld,
  userId: number,
  unitId: number,
): { data: UnitContentItem[] } | undefined {
  const unit = world.units.find((row) => row.id === unitId);
  if (!unit || unit.status === publicationStatus.archived) return undefined;
  const { demo } = world.admin;
  const data = [...unit.contents].sort(byPosition((row) => row.contentId)).flatMap((item) => {
    const content = demo.contents.find((row) => row.id === item.contentId);
    if (!content) return [];
    const summary = demoContentSummary(demo, userId, content);
    return [
      {
        content_id: content.id,
        name: summary.name,
        is_sandbox: item.groupId === null,
        estimated_time: summary.estimated_time,
        points: summary.points,
        type: summary.type,
        expertise: summary.expertise,
        categories: categoriesOf(world, content.id),
        selected: false,
        is_complete: summary.is_complete,
        tested_out: false,
        is_locked: summary.is_locked,
        times_viewed: summary.times_viewed,
        rating: summary.rating,
        course_id: demo.contentDetails.find((detail) => detail.contentId === content.id)?.courseId ?? null,
      },
    ];
  });
  return { data };
}

const categoriesOf = (world: DemoUnitEditorWorld, contentId: number) =>
  world.admin.demo.contentCategories
    .filter((link) => link.contentId === contentId)
    .map((link) => ({ category_id: link.categoryId }))
    .sort((a, b) => a.category_id - b.category_id);

function pickerContent(world: DemoUnitEditorWorld, contentId: number): PickerContent | undefined {
  const row = world.admin.contents.find((content) => content.content_id === contentId);
  if (!row) return undefined;
  return {
    content_id: row.content_id,
    name: row.name,
    type: row.type,
    status: row.status,
    points: row.points,
    estimated_time: row.estimated_time,
    expertise: row.expertise,
    categories: categoriesOf(world, row.content_id),
  };
}

/** GET /content: contents not archived, by name, matching the term and filters, outside the units named. */
export function demoContentPicker(
  world: DemoUnitEditorWorld,
  query: z.output<typeof contentPickerQuerySchema>,
) {
  const term = query.search_term.toLowerCase();
  const inUnits = new Set(
    world.units
      .filter((unit) => query.not_in_unit.includes(unit.id))
      .flatMap((unit) => unit.contents.map((item) => item.contentId)),
  );
  const wanted = (key: 'type' | 'expertise' | 'category') => filterValues(query.filters, key).map(Number);
  const found = world.admin.contents
    .filter((row) => row.status !== publicationStatus.archived)
    .filter((row) => term === '' || row.name.toLowerCase().includes(term))
    .filter((row) => !inUnits.has(row.content_id))
    .filter((row) => wanted('type').length === 0 || wanted('type').includes(row.type))
    .filter(
      (row) =>
        wanted('expertise').length === 0 ||
        (row.expertise !== null && wanted('expertise').includes(row.expertise)),
    )
    .filter(
      (row) =>
        wanted('category').length === 0 ||
        categoriesOf(world, row.content_id).some((item) => wanted('category').includes(item.category_id)),
    )
    .sort((a, b) => {
      const left = a.name.toLowerCase();
      const right = b.name.toLowerCase();
      return left < right ? -1 : left > right ? 1 : a.content_id - b.content_id;
    });
  return {
    data: found
      .slice(query._offset, query._offset + query._limit)
      .flatMap((row) => pickerContent(world, row.content_id) ?? []),
    total: found.length,
  };
}

const isNameTaken = (world: DemoUnitEditorWorld, name: string, exceptId?: number) =>
  world.units.some(
    (unit) =>
      unit.id !== exceptId &&
      unit.status !== publicationStatus.archived &&
      unit.name.toLowerCase() === name.trim().toLowerCase(),
  );

const taken = () =>
  refused(409, adminMessages.validation.nameTaken, [
    { path: 'unit_name', message: messages.validation.unique },
  ]);

/** The content ids that may not join the unit: not in it, and missing or archived. */
function unknownContentIds(
  world: DemoUnitEditorWorld,
  unit: EditorUnit | undefined,
  wanted: readonly number[],
) {
  const inUnit = new Set(unit?.contents.map((item) => item.contentId) ?? []);
  return [...new Set(wanted)].filter(
    (id) =>
      !inUnit.has(id) &&
      !world.admin.contents.some((row) => row.content_id === id && row.status !== publicationStatus.archived),
  );
}

async function create(world: DemoUnitEditorWorld, request: Request) {
  const draft = await parsedBody(request, unitDraftSchema);
  if (draft instanceof Response) return draft;
  if (isNameTaken(world, draft.unit_name)) return taken();
  const planIds = [...new Set(draft.unit_plans.map((item) => item.id))];
  const livePlans = demoExtrasOf(world.admin.demo).plans.filter(
    (plan) => planIds.includes(plan.id) && plan.status !== publicationStatus.archived,
  );
  if (livePlans.length !== planIds.length)
    return refused(400, badRequestMessage, [{ path: 'unit_plans', message: texts.plansUnknown }]);
  const id = ++world.lastUnitId;
  world.units.push({
    id,
    name: draft.unit_name,
    status: publicationStatus.draft,
    createdAt: world.admin.demo.now,
    listData: [],
    groups: [],
    contents: [],
    planIds,
  });
  return json({ unit_id: id }, 201);
}

async function save(world: DemoUnitEditorWorld, request: Request, unitId: number) {
  const body = await parsedBody(request, unitSaveSchema);
  if (body instanceof Response) return body;
  const tree = unitTreeFromUnit({ unit_data: body.unit_data, unit_contents: body.unit_contents });
  const problems: string[] = treeProblems(tree).map((problem) => problem.code);
  if (placeholderOf(tree)) problems.push('placeholder');
  const unit = world.units.find((row) => row.id === unitId);
  if (!unit) return refused(404, texts.notFound);
  if (isNameTaken(world, body.unit_name, unitId)) return taken();
  if (problems.length > 0)
    return refused(400, badRequestMessage, [
      {
        path: 'unit_data',
        message: formatMessage(texts.treeInvalid, { problems: [...new Set(problems)].join(', ') }),
      },
    ]);
  if (
    unknownContentIds(
      world,
      unit,
      body.unit_contents.map((entry) => entry.id),
    ).length > 0
  )
    return refused(400, badRequestMessage, [{ path: 'unit_contents', message: texts.contentsUnknown }]);
  // As the service's storeTree: groups the unit has keep their ids, new ones take the next, the rest go.
  const existing = new Set(unit.groups.map((group) => group.id));
  const storedIds = new Map(
    body.unit_data.map((group) => [group.group_id, existing.has(group.group_id) ? group.group_id : 0]),
  );
  for (const group of body.unit_data)
    if (storedIds.get(group.group_id) === 0) storedIds.set(group.group_id, ++world.lastGroupId);
  const stored = (groupId: number) => storedIds.get(groupId) ?? 0;
  unit.groups = body.unit_data.map((group) => ({
    id: stored(group.group_id),
    position: group.order,
    defaultRow: group.default_row,
    ruleCase: group.rule_case,
    parentIds: group.parent_node.filter((parent) => parent !== noParentNode).map(stored),
  }));
  const placed = body.unit_data.flatMap((group) =>
    group.content_col.map((contentId) => ({ contentId, groupId: stored(group.group_id) })),
  );
  const sandbox = tree.contents.filter((entry) => entry.is_sandbox);
  unit.contents = [
    ...placed.map((item, position) => ({ ...item, position })),
    ...sandbox.map((entry, index) => ({
      contentId: entry.content_id,
      groupId: null,
      position: placed.length + index,
    })),
  ];
  unit.name = body.unit_name;
  unit.status = body.unit_status_id;
  if (body.unit_list_data !== undefined) unit.listData = body.unit_list_data;
  return json(demoAdminUnit(world, unitId));
}

async function addToSandbox(world: DemoUnitEditorWorld, request: Request, unitId: number) {
  const body = await parsedBody(request, unitContentIdsSchema);
  if (body instanceof Response) return body;
  const unit = world.units.find((row) => row.id === unitId);
  const before = demoAdminUnit(world, unitId);
  if (!unit || !before) return refused(404, texts.notFound);
  if (unknownContentIds(world, unit, body.content_ids).length > 0)
    return refused(400, badRequestMessage, [{ path: 'content_ids', message: texts.contentsUnknown }]);
  const next = addContents(unitTreeFromUnit(before), body.content_ids);
  const inUnit = new Set(unit.contents.map((item) => item.contentId));
  let position = Math.max(-1, ...unit.contents.map((item) => item.position)) + 1;
  for (const entry of next.contents)
    if (!inUnit.has(entry.content_id))
      unit.contents.push({ contentId: entry.content_id, groupId: null, position: position++ });
  const sandbox = new Map(next.contents.map((entry) => [entry.content_id, entry.is_sandbox]));
  return json({
    data: [...new Set(body.content_ids)].flatMap((id) => {
      const content = pickerContent(world, id);
      return content ? [{ ...content, is_sandbox: sandbox.get(id) ?? true }] : [];
    }),
  });
}

/** GET /content's query as the server's `queryWithLists` reads it: filters[] and not_in_unit[]. */
function pickerQuery(url: URL) {
  const raw: Record<string, unknown> = Object.fromEntries(url.searchParams);
  for (const name of ['filters', 'not_in_unit']) {
    raw[name] = [...url.searchParams.getAll(name), ...url.searchParams.getAll(`${name}[]`)];
    delete raw[`${name}[]`];
  }
  return contentPickerQuerySchema.safeParse(raw);
}

const routes = demoUnitEditorCalls.map((name) => {
  const { method, path } = endpoints[name];
  // The similar-name lookup is the unit editor's for units only; its other types are the admin mock's.
  const idPattern = name === 'similarName' ? '(unit)' : '(\\d+)';
  return { name, pattern: new RegExp(`^${method} ${apiBasePath}${path.replace(/:\w+/g, idPattern)}$`) };
});

/**
 * Answers one of `demoUnitEditorCalls` as the server does, or undefined when the request is none of them (or a
 * learner's read of a unit, which the learner's mock answers). Nobody signed in: 401; not a segment admin: 403.
 */
export async function demoUnitEditorCall(
  world: DemoUnitEditorWorld,
  request: Request,
  userId: number,
): Promise<Response | undefined> {
  const url = new URL(request.url);
  const route = routes.find(({ pattern }) => pattern.test(`${request.method} ${url.pathname}`));
  if (!route) return undefined;
  const name: DemoUnitEditorCall = route.name;
  const user = world.admin.demo.users.find((candidate) => candidate.id === userId);
  if (!user) return refused(401, 'Sign in to continue: the session is missing, ended or expired.');
  const isAdmin = isSegmentAdmin(user.roles);
  if (!isAdmin && (name === 'unit' || name === 'unitContents')) return undefined;
  if (!isAdmin) return refused(403, 'Only segment admins may do this.');
  const id = Number(`${request.method} ${url.pathname}`.match(route.pattern)?.[1]);
  switch (name) {
    case 'unit': {
      const unit = demoAdminUnit(world, id);
      return unit ? json(unit) : refused(404, texts.notFound);
    }
    case 'unitContents': {
      const contents = demoUnitContents(world, userId, id);
      return contents ? json(contents) : refused(404, texts.notFound);
    }
    case 'unitCreate':
      return create(world, request);
    case 'unitSave':
      return save(world, request, id);
    case 'unitContentsAdd':
      return addToSandbox(world, request, id);
    case 'similarName': {
      const query = similarNameQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return refused(400, badRequestMessage, zodIssues(query.error));
      return json({
        name_taken: isNameTaken(world, query.data.name, query.data.exclude_id),
        short_name_taken: false,
      });
    }
    case 'contentPicker': {
      const query = pickerQuery(url);
      if (!query.success) return refused(400, badRequestMessage, zodIssues(query.error));
      return json(demoContentPicker(world, query.data));
    }
  }
}
