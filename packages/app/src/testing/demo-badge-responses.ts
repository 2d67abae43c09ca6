/**
 * The badge wizard's and manage-badges' answers for the Screens stories (issue 8): GET /badge, /badge/filters,
 * /badge/{id}/admin, /badge/segment/list, /badge/{id}/content and its search, built from the demo's badges
 * (demo-screens-responses keeps them, as a story saves them) as the server's admin badge service answers.
 * demo-screens-mock.test.ts keeps them equal to the real answers.
 */
import {
  type AdminBadge,
  type AdminBadgeContentList,
  type AdminBadgeList,
  type AdminFilterList,
  adminMessages,
  authoringLimits,
  type BadgeMedalType,
  type BadgeSegmentList,
  medalLevels,
  medalNames,
  publicationStatus,
} from '@segno/domain';
import type { DemoAdminListQuery, DemoAdminWorld } from './demo-admin-responses';
import { demoScreensState } from './demo-screens-responses';

const { archived } = publicationStatus;
const byName =
  <Row extends { name: string }>(id: (row: Row) => number) =>
  (a: Row, b: Row) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : id(a) - id(b);

/** GET /badge/{id}/admin, whatever its status. */
export function demoAdminBadge(world: DemoAdminWorld, badgeId: number): AdminBadge | undefined {
  const state = demoScreensState(world);
  const row = state.badges.find((badge) => badge.badge_id === badgeId);
  if (!row) return undefined;
  const { medal_id: medalId, ...badge } = row;
  const medal = world.medals.find((stored) => stored.medal_id === medalId);
  return {
    ...badge,
    segment_name: world.segments.find((segment) => segment.segment_id === row.segment_id)?.name ?? null,
    medal_type_id: (medal?.level ?? null) as BadgeMedalType,
    content_count: state.badgeContents.filter((link) => link.badge_id === badgeId).length,
  };
}

/** The manage list's query: page, term and statuses, and the segments and medals (null: none) asked for. */
export type DemoBadgeListQuery = DemoAdminListQuery & {
  segmentIds: readonly number[];
  medalTypes: readonly (number | null)[];
};

/**
 * GET /badge: every status but archived unless the statuses ask for it, by name or short name, by segment and
 * by medal (any value of a key, every key), newest first (the seed's badges share one moment: the higher id
 * first), a page of them.
 */
export function demoAdminBadges(world: DemoAdminWorld, query: DemoBadgeListQuery): AdminBadgeList {
  const wanted = query.term.trim().toLowerCase();
  const rows = demoScreensState(world)
    .badges.flatMap((row) => demoAdminBadge(world, row.badge_id) ?? [])
    .filter(
      (badge) =>
        (query.statuses.length > 0 ? query.statuses.includes(badge.status) : badge.status !== archived) &&
        (wanted === '' ||
          badge.name.toLowerCase().includes(wanted) ||
          badge.short_name.toLowerCase().includes(wanted)) &&
        (query.segmentIds.length === 0 ||
          (badge.segment_id !== null && query.segmentIds.includes(badge.segment_id))) &&
        (query.medalTypes.length === 0 || query.medalTypes.includes(badge.medal_type_id)),
    )
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.badge_id - a.badge_id);
  return { data: rows.slice(query.offset, query.offset + query.limit), total: rows.length };
}

/** GET /badge/filters: the segments a badge can belong to, then the medals and none. */
export function demoBadgeFilters(world: DemoAdminWorld): AdminFilterList {
  const texts = adminMessages.badges;
  return {
    data: [
      {
        key: 'segment',
        label: texts.filterSegment,
        options: demoBadgeSegments(world).data.map((row) => ({
          value: String(row.segment_id),
          label: row.name,
        })),
      },
      {
        key: 'medal',
        label: texts.filterMedal,
        options: [
          ...medalLevels.map((level) => ({ value: String(level), label: medalNames[level] })),
          { value: 'none', label: texts.filterNoMedal },
        ],
      },
    ],
  };
}

/** GET /badge/segment/list: the segments a badge can belong to (not archived), by name. */
export function demoBadgeSegments(world: DemoAdminWorld): BadgeSegmentList {
  return {
    data: world.segments
      .filter((segment) => segment.status !== archived)
      .sort(byName((segment) => segment.segment_id))
      .map((segment) => ({ segment_id: segment.segment_id, name: segment.name })),
  };
}

const toContents = (world: DemoAdminWorld, contentIds: readonly number[]): AdminBadgeContentList => ({
  data: world.contents
    .filter((content) => contentIds.includes(content.content_id))
    .sort(byName((content) => content.content_id))
    .map((content) => ({
      content_id: content.content_id,
      name: content.name,
      short_name: content.short_name,
      points: content.points,
      status: content.status,
    })),
});

const badgeContentIds = (world: DemoAdminWorld, badgeId: number) =>
  demoScreensState(world)
    .badgeContents.filter((link) => link.badge_id === badgeId)
    .map((link) => link.content_id);

/** GET /badge/{id}/content: the contents that earn it, by name. */
export function demoAdminBadgeContents(
  world: DemoAdminWorld,
  badgeId: number,
): AdminBadgeContentList | undefined {
  if (!demoAdminBadge(world, badgeId)) return undefined;
  return toContents(world, badgeContentIds(world, badgeId));
}

/** GET /badge/{id}/content/search?term=: its segment's contents, not archived nor in it, whose names hold the term. */
export function demoBadgeContentSearch(
  world: DemoAdminWorld,
  badgeId: number,
  term: string,
): AdminBadgeContentList | undefined {
  const badge = demoAdminBadge(world, badgeId);
  if (!badge) return undefined;
  if (badge.segment_id === null) return { data: [] };
  const wanted = term.toLowerCase();
  const taken = badgeContentIds(world, badgeId);
  const found = toContents(
    world,
    world.contents
      .filter(
        (content) =>
          content.segment_id === badge.segment_id &&
          content.status !== archived &&
          !taken.includes(content.content_id) &&
          (content.name.toLowerCase().includes(wanted) || content.short_name.toLowerCase().includes(wanted)),
      )
      .map((content) => content.content_id),
  );
  return { data: found.data.slice(0, authoringLimits.managePageSize) };
}
