/**
 * Manage units' calls for the Screens stories (issue 9): GET /unit/search and GET /unit/search/filters, answered
 * from the demo's units, contents and categories as the server's unit admin service answers them.
 * demo-admin-fetch routes them here after its role check; demo-unit-list-mock.test.ts keeps them equal to the
 * real server. `withUnitSearchHeld` keeps the next searches waiting (the loading state's story) and
 * `withNoDemoUnits` empties the list (the empty state's).
 */
import {
  contentTypes,
  expertiseLevels,
  filterValues,
  planAdminMessages,
  publicationStatus,
  searchFilterOptionLabel,
  type UnitSearchFilters,
  type UnitSearchList,
  unitFilterKeys,
  unitFiltersQuerySchema,
  unitSearchQuerySchema,
} from '@segno/domain';
import type { EndpointName } from '@segno/domain/contract';
import type { z } from '@segno/domain/zod';
import type { DemoAdminWorld } from './demo-admin-responses';
import type { DemoCallContext, DemoIssue } from './demo-call-context';
import { demoExtrasOf } from './demo-plan-responses';

export const demoUnitListCalls = [
  'unitSearch',
  'unitSearchFilters',
] as const satisfies readonly EndpointName[];
export type DemoUnitListCall = (typeof demoUnitListCalls)[number];

export const isDemoUnitListCall = (name: string): name is DemoUnitListCall =>
  (demoUnitListCalls as readonly string[]).includes(name);

/** The server's slider end when no unit is worth more (unit-admin-service's `pointsSliderDefaultMax`). */
const pointsSliderDefaultMax = 150;

/** A list query as the server reads it: `filters[]` (or `filters`) gathered into one list. */
function queryOf<Schema extends z.ZodMiniType>(url: URL, schema: Schema) {
  const raw: Record<string, unknown> = Object.fromEntries(url.searchParams);
  raw.filters = [...url.searchParams.getAll('filters'), ...url.searchParams.getAll('filters[]')];
  delete raw['filters[]'];
  return schema.safeParse(raw);
}

const issuesOf = (error: z.core.$ZodError): DemoIssue[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/** Whether the stories' world has no units yet (the empty state's story). */
let isWithoutUnits = false;

/** A story `beforeEach`: the demo holds no units until the story ends. */
export function withNoDemoUnits() {
  return () => {
    isWithoutUnits = true;
    return () => {
      isWithoutUnits = false;
    };
  };
}

/** Each unit as manage units shows it, with what its filters look at: its contents' facts. */
function unitRows(world: DemoAdminWorld) {
  const { contents, planUnits } = demoExtrasOf(world.demo).planUnits;
  const units = isWithoutUnits ? [] : demoExtrasOf(world.demo).planUnits.units;
  const contentById = new Map(world.contents.map((row) => [row.content_id, row]));
  return units.map((unit) => {
    const held = contents.filter((row) => row.unitId === unit.id);
    const facts = held.flatMap((row) => {
      const content = contentById.get(row.contentId);
      return content ? [{ ...content, isPlaced: row.groupId !== null }] : [];
    });
    return {
      unit,
      contentIds: held.map((row) => row.contentId),
      facts,
      // As the server: only the contents placed in the tree count.
      totalPoints: facts.filter((fact) => fact.isPlaced).reduce((sum, fact) => sum + fact.points, 0),
      planCount: planUnits.filter((row) => row.unitId === unit.id).length,
    };
  });
}

type UnitRow = ReturnType<typeof unitRows>[number];

/** Whether a unit has a content in one of the values of a filter group (a group: any of its values). */
function matchesGroup(world: DemoAdminWorld, row: UnitRow, key: string, values: readonly string[]): boolean {
  if (values.length === 0) return true;
  const wanted = new Set(values.map(Number));
  if (key === 'expertise')
    return row.facts.some((fact) => fact.expertise !== null && wanted.has(fact.expertise));
  if (key === 'type') return row.facts.some((fact) => wanted.has(fact.type));
  return world.demo.contentCategories.some(
    (link) => row.contentIds.includes(link.contentId) && wanted.has(link.categoryId),
  );
}

/** A name's order as PostgreSQL's `lower(name)` sorts it here (code point order). */
const byName = (a: UnitRow, b: UnitRow) => {
  const [left, right] = [a.unit.name.toLowerCase(), b.unit.name.toLowerCase()];
  return left < right ? -1 : left > right ? 1 : 0;
};

/**
 * GET /unit/search: the statuses asked for or every one but archived, the term in the name, units with a content
 * in each filter group asked for, at most `max_points` placed points; by name or created date (then id) in the
 * direction asked, a page of `_limit`.
 */
export function demoUnitSearch(world: DemoAdminWorld, url: URL): UnitSearchList | DemoIssue[] {
  const query = queryOf(url, unitSearchQuerySchema);
  if (!query.success) return issuesOf(query.error);
  const { filters, term, max_points: maxPoints, order_by: orderBy, sort_by: sortBy } = query.data;
  const statuses = filterValues(filters, 'status').map(Number);
  const needle = term.toLowerCase();
  const rows = unitRows(world)
    .filter(({ unit }) =>
      statuses.length > 0 ? statuses.includes(unit.status) : unit.status !== publicationStatus.archived,
    )
    .filter(({ unit }) => needle === '' || unit.name.toLowerCase().includes(needle))
    .filter((row) => unitFilterKeys.every((key) => matchesGroup(world, row, key, filterValues(filters, key))))
    .filter((row) => maxPoints === undefined || row.totalPoints <= maxPoints)
    .sort((a, b) => {
      const order =
        orderBy === 'created_date' ? a.unit.createdAt.getTime() - b.unit.createdAt.getTime() : byName(a, b);
      const ascending = order === 0 ? a.unit.id - b.unit.id : order;
      return sortBy === 'desc' ? -ascending : ascending;
    });
  return {
    total: rows.length,
    data: rows.slice(query.data._offset, query.data._offset + query.data._limit).map((row) => ({
      unit_id: row.unit.id,
      unit_name: row.unit.name,
      unit_status_id: row.unit.status as 1 | 2 | 3,
      unit_created_date: row.unit.createdAt,
      content_count: row.contentIds.length,
      total_points: row.totalPoints,
      plan_count: row.planCount,
    })),
  };
}

/**
 * GET /unit/search/filters: the slider's end (the largest unit that is not archived, at least 150) and the
 * expertise, content type and category groups, the filters asked for checked.
 */
export function demoUnitFilters(world: DemoAdminWorld, url: URL): UnitSearchFilters | DemoIssue[] {
  const query = queryOf(url, unitFiltersQuerySchema);
  if (!query.success) return issuesOf(query.error);
  const largest = Math.max(
    0,
    ...unitRows(world)
      .filter((row) => row.unit.status !== publicationStatus.archived)
      .map((row) => row.totalPoints),
  );
  const categories = [...world.demo.categories].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  const values = {
    expertise: expertiseLevels.map((level) => String(level.id)),
    type: contentTypes.map((type) => String(type.id)),
  };
  const label = (key: (typeof unitFilterKeys)[number], value: string) =>
    key === 'category'
      ? (categories.find((category) => String(category.id) === value)?.name ?? value)
      : searchFilterOptionLabel(key, value);
  return {
    max_points: Math.max(largest, pointsSliderDefaultMax),
    data: unitFilterKeys.map((name) => {
      const checked = new Set(filterValues(query.data.filters, name));
      const options = name === 'category' ? categories.map((category) => String(category.id)) : values[name];
      return {
        name,
        label: planAdminMessages.unitAuthoring.filterGroups[name],
        options: options.map((value) => ({ value, label: label(name, value), checked: checked.has(value) })),
      };
    }),
  };
}

/** Held searches: they answer once released (the loading state's story). */
let held: { promise: Promise<void>; release: () => void; answered: number } | undefined;

/** A story `beforeEach`: the unit searches after the first wait until `releaseHeldUnitSearches`. */
export function withUnitSearchHeld() {
  return () => {
    let release = () => {};
    const promise = new Promise<void>((resolve) => {
      release = resolve;
    });
    held = { promise, release, answered: 0 };
    return () => {
      held?.release();
      held = undefined;
    };
  };
}

/** Lets the held unit searches answer. */
export function releaseHeldUnitSearches() {
  held?.release();
}

export type DemoUnitListContext = Pick<DemoCallContext, 'request' | 'current' | 'json' | 'refused'>;

export async function demoUnitListCall(name: DemoUnitListCall, context: DemoUnitListContext) {
  const { request, current, json, refused } = context;
  const url = new URL(request.url);
  // The screen's own first search answers at once; the next ones wait while held.
  if (name === 'unitSearch' && held) {
    held.answered += 1;
    if (held.answered > 1) await held.promise;
  }
  const answer = name === 'unitSearch' ? demoUnitSearch(current, url) : demoUnitFilters(current, url);
  return Array.isArray(answer) ? refused(400, 'The request is not valid.', answer) : json(answer);
}
