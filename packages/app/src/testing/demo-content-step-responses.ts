/**
 * The content wizard's tags, skill-mapping and map-responsibilities steps for the Screens stories (issue 8):
 * GET /tag, POST /tag, GET /content/{id}/tag and its PUT and DELETE of one tag, GET /skill, GET and PUT
 * /content/{id}/skill, and GET /content/{id}/responsibility, answered as the server's tag, skill-mapping and
 * responsibility services answer over the seeded rows; and the same for a segment's tags page (GET
 * /segment/{id}/tag, its PUT and DELETE), with the tags manage-segments filters by (GET /segment/filters).
 * The seed writes no tags and maps no skill and no responsibility to a content; the skills are the demo's
 * (demo-skills). Tags and skills a story saves are kept in its world, with the item's change-log line, until
 * it ends. demo-content-step-mock.test.ts keeps the answers equal to the real server's. The responsibility
 * step's saves are not mocked (no story sends them).
 */
import {
  type AdminFilterList,
  adminMessages,
  type ContentSkillList,
  contentSkillsSaveSchema,
  isTagSearchTerm,
  skillLimits,
  skillSearchQuerySchema,
  type Tag,
  type TagList,
  tagDraftSchema,
  tagSearchQuerySchema,
} from '@segno/domain';
import type { EndpointName } from '@segno/domain/contract';
import type { z } from '@segno/domain/zod';
import { demoSkillNames } from '../../../server/src/demo/demo-skills';
import type { DemoAdminWorld } from './demo-admin-responses';
import type { DemoCallContext } from './demo-call-context';

export const demoContentStepCalls = [
  'tagSearch',
  'tagCreate',
  'contentTags',
  'contentTagAdd',
  'contentTagRemove',
  'segmentTags',
  'segmentTagAdd',
  'segmentTagRemove',
  'segmentFilters',
  'skillSearch',
  'contentSkills',
  'contentSkillsSave',
  'contentResponsibilities',
] as const satisfies readonly EndpointName[];
export type DemoContentStepCall = (typeof demoContentStepCalls)[number];

export const isDemoContentStepCall = (name: string): name is DemoContentStepCall =>
  (demoContentStepCalls as readonly string[]).includes(name);

/** What a story can put tags on: a content (its wizard's tags step) or a segment (its tags page). */
type ItemKind = 'content' | 'segment';
type TagLink = { kind: ItemKind; item_id: number; tag_id: number };

type StepState = {
  tags: Tag[];
  /** The last tag id handed out: as the database's sequence, a name refused as taken uses one up too. */
  lastTagId: number;
  tagLinks: TagLink[];
  contentSkills: { content_id: number; skill_id: number; minimum_skill_level: number }[];
};

const states = new WeakMap<DemoAdminWorld, StepState>();

/** The world's tags and mapped skills, as the seed leaves them (none) until a story saves some. */
function stateOf(world: DemoAdminWorld): StepState {
  let state = states.get(world);
  if (!state) {
    state = { tags: [], lastTagId: 0, tagLinks: [], contentSkills: [] };
    states.set(world, state);
  }
  return state;
}

/** The demo's skills with the ids the seed's insert gives them (in order, from 1). */
const skills = demoSkillNames.map((name, index) => ({ skill_id: index + 1, name }));

const contentNotFound = 'There is no such content.';
const itemNotFound: Record<ItemKind, string> = {
  content: contentNotFound,
  segment: 'There is no such segment.',
};
const tagNotFound = 'There is no such tag.';
const lower = (value: string) => value.toLowerCase();
const byLowerName =
  <Row>(name: (row: Row) => string, id: (row: Row) => number) =>
  (a: Row, b: Row) =>
    lower(name(a)) < lower(name(b)) ? -1 : lower(name(a)) > lower(name(b)) ? 1 : id(a) - id(b);

const byTagName = byLowerName<Tag>(
  (tag) => tag.name,
  (tag) => tag.tag_id,
);

const hasContent = (world: DemoAdminWorld, contentId: number) =>
  world.contents.some((row) => row.content_id === contentId);

/** Whether the item exists, whatever its status (the server locks its row). */
const hasItem = (world: DemoAdminWorld, kind: ItemKind, itemId: number) =>
  kind === 'content' ? hasContent(world, itemId) : world.segments.some((row) => row.segment_id === itemId);

/** GET /{kind}/{id}/tag: its tags by name; undefined when there is no such item. */
function itemTags(world: DemoAdminWorld, kind: ItemKind, itemId: number): TagList | undefined {
  if (!hasItem(world, kind, itemId)) return undefined;
  const state = stateOf(world);
  const ids = new Set(
    state.tagLinks.filter((link) => link.kind === kind && link.item_id === itemId).map((link) => link.tag_id),
  );
  return {
    data: state.tags
      .filter((tag) => ids.has(tag.tag_id))
      .sort(byTagName)
      .map((tag) => ({ ...tag })),
  };
}

/** GET /content/{id}/tag: its tags by name; undefined when there is no such content. */
export const demoContentTags = (world: DemoAdminWorld, contentId: number) =>
  itemTags(world, 'content', contentId);

/** GET /segment/{id}/tag: its tags by name; undefined when there is no such segment. */
export const demoSegmentTags = (world: DemoAdminWorld, segmentId: number) =>
  itemTags(world, 'segment', segmentId);

/** The segments carrying any of the tags (manage-segments' `filters[]=tag:{id}`). */
export function demoSegmentsTagged(world: DemoAdminWorld, tagIds: readonly number[]): Set<number> {
  return new Set(
    stateOf(world)
      .tagLinks.filter((link) => link.kind === 'segment' && tagIds.includes(link.tag_id))
      .map((link) => link.item_id),
  );
}

/** GET /segment/filters: one group, the tags on at least one segment, by name. */
export function demoSegmentFilters(world: DemoAdminWorld): AdminFilterList {
  const state = stateOf(world);
  const inUse = new Set(state.tagLinks.filter((link) => link.kind === 'segment').map((link) => link.tag_id));
  return {
    data: [
      {
        key: 'tag',
        label: adminMessages.tags.title,
        options: state.tags
          .filter((tag) => inUse.has(tag.tag_id))
          .sort(byTagName)
          .map((tag) => ({ value: String(tag.tag_id), label: tag.name })),
      },
    ],
  };
}

/** GET /content/{id}/skill: its skills by name; undefined when there is no such content. */
export function demoContentSkills(world: DemoAdminWorld, contentId: number): ContentSkillList | undefined {
  if (!hasContent(world, contentId)) return undefined;
  return {
    data: stateOf(world)
      .contentSkills.filter((row) => row.content_id === contentId)
      .flatMap((row) => {
        const skill = skills.find((candidate) => candidate.skill_id === row.skill_id);
        return skill
          ? [{ skill_id: row.skill_id, minimum_skill_level: row.minimum_skill_level, skill_name: skill.name }]
          : [];
      })
      .sort(
        byLowerName(
          (row) => row.skill_name,
          (row) => row.skill_id,
        ),
      ),
  };
}

/** A GET query as the server reads it (a list name's `[]` dropped), parsed by its schema; the issues if refused. */
function queryOf<Schema extends z.ZodMiniType>(request: Request, schema: Schema) {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of new URL(request.url).searchParams) raw[key.replace(/\[\]$/, '')] = value;
  const query = schema.safeParse(raw);
  if (query.success) return query.data as z.output<Schema>;
  return query.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/**
 * PUT or DELETE /{kind}/{id}/tag/{tag_id}: idempotent; a change writes the item's 'update' line 'tags'. The
 * item is looked for first, then the tag (404 each).
 */
function changeTag(context: DemoCallContext, kind: ItemKind, isAdding: boolean): Response {
  const { current, match, json, refused } = context;
  const itemId = Number(match[1]);
  const tagId = Number(match[2]);
  if (!hasItem(current, kind, itemId)) return refused(404, itemNotFound[kind]);
  const state = stateOf(current);
  if (!state.tags.some((tag) => tag.tag_id === tagId)) return refused(404, tagNotFound);
  const isThere = (link: TagLink) => link.kind === kind && link.item_id === itemId && link.tag_id === tagId;
  const hadIt = state.tagLinks.some(isThere);
  if (isAdding && !hadIt) state.tagLinks.push({ kind, item_id: itemId, tag_id: tagId });
  if (!isAdding && hadIt) state.tagLinks = state.tagLinks.filter((link) => !isThere(link));
  if (isAdding !== hadIt)
    context.logChange(current, context.userId, {
      object: kind,
      object_id: itemId,
      action: 'update',
      detail: 'tags',
    });
  return json(itemTags(current, kind, itemId));
}

/** PUT /content/{id}/skill: the list replaces the stored one; a change writes the 'update' line 'content_skills'. */
async function saveSkills(context: DemoCallContext): Promise<Response> {
  const { request, current, match, json, refused, parsed } = context;
  const contentId = Number(match[1]);
  const input = await parsed(request, contentSkillsSaveSchema);
  if (input instanceof Response) return input;
  if (!hasContent(current, contentId)) return refused(404, contentNotFound);
  const rows = input.body.content_skills;
  const unknown = rows.flatMap((row, index) =>
    skills.some((skill) => skill.skill_id === row.skill_id) ? [] : [index],
  );
  if (unknown.length > 0)
    return refused(
      400,
      'The request is not valid.',
      unknown.map((index) => ({
        path: `content_skills.${index}.skill_id`,
        message: adminMessages.schedule.unknownSkill,
      })),
    );
  const state = stateOf(current);
  const before = state.contentSkills.filter((row) => row.content_id === contentId);
  const isSame =
    before.length === rows.length &&
    rows.every((row) =>
      before.some(
        (old) => old.skill_id === row.skill_id && old.minimum_skill_level === row.minimum_skill_level,
      ),
    );
  if (!isSame) {
    state.contentSkills = [
      ...state.contentSkills.filter((row) => row.content_id !== contentId),
      ...rows.map((row) => ({
        content_id: contentId,
        skill_id: row.skill_id,
        minimum_skill_level: row.minimum_skill_level,
      })),
    ];
    context.logChange(current, context.userId, {
      object: 'content',
      object_id: contentId,
      action: 'update',
      detail: 'content_skills',
    });
  }
  return json(demoContentSkills(current, contentId));
}

/** Answers one of `demoContentStepCalls` (the caller has matched the route and checked the role). */
export async function demoContentStepCall(
  name: DemoContentStepCall,
  context: DemoCallContext,
): Promise<Response> {
  const { request, current, match, json, refused, parsed } = context;
  const contentId = Number(match[1]);
  switch (name) {
    case 'tagSearch': {
      const query = queryOf(request, tagSearchQuerySchema);
      if (Array.isArray(query)) return refused(400, 'The request is not valid.', query);
      if (!isTagSearchTerm(query.searchTerm)) return json({ data: [] });
      const term = lower(query.searchTerm.trim());
      const found = stateOf(current)
        .tags.filter((tag) => lower(tag.name).includes(term))
        .sort((a, b) => lower(a.name).indexOf(term) - lower(b.name).indexOf(term) || byTagName(a, b));
      return json({ data: found.slice(0, query._limit).map((tag) => ({ ...tag })) });
    }
    case 'tagCreate': {
      const input = await parsed(request, tagDraftSchema);
      if (input instanceof Response) return input;
      const state = stateOf(current);
      state.lastTagId += 1;
      const existing = state.tags.find((tag) => lower(tag.name) === lower(input.body.name));
      if (existing) return json({ ...existing });
      const tag = { tag_id: state.lastTagId, name: input.body.name };
      state.tags.push(tag);
      return json({ ...tag }, 201);
    }
    case 'contentTags': {
      const tags = demoContentTags(current, contentId);
      return tags ? json(tags) : refused(404, contentNotFound);
    }
    case 'contentTagAdd':
    case 'contentTagRemove':
      return changeTag(context, 'content', name === 'contentTagAdd');
    case 'segmentTags': {
      const tags = demoSegmentTags(current, Number(match[1]));
      return tags ? json(tags) : refused(404, itemNotFound.segment);
    }
    case 'segmentTagAdd':
    case 'segmentTagRemove':
      return changeTag(context, 'segment', name === 'segmentTagAdd');
    case 'segmentFilters':
      return json(demoSegmentFilters(current));
    case 'skillSearch': {
      const query = queryOf(request, skillSearchQuerySchema);
      if (Array.isArray(query)) return refused(400, 'The request is not valid.', query);
      const term = lower(query.searchTerm.trim());
      if (term.length < skillLimits.searchMinChars) return json({ data: [] });
      const found = skills
        .filter((skill) => lower(skill.name).includes(term))
        .sort(
          byLowerName(
            (skill) => skill.name,
            (skill) => skill.skill_id,
          ),
        );
      return json({ data: found.slice(0, query._limit) });
    }
    case 'contentSkills': {
      const list = demoContentSkills(current, contentId);
      return list ? json(list) : refused(404, contentNotFound);
    }
    case 'contentSkillsSave':
      return saveSkills(context);
    case 'contentResponsibilities':
      return hasContent(current, contentId) ? json({ data: [] }) : refused(404, contentNotFound);
  }
}
