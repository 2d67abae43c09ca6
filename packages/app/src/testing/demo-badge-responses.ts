/**
 * The badge wizard's answers for the Screens stories (issue 8): GET /badge/{id}/admin, /badge/segment/list,
 * /badge/{id}/content and its search, built from the demo's badges (demo-screens-responses keeps them, as a story
 * saves them) as the server's admin badge service answers. demo-screens-mock.test.ts keeps them equal to the
 * real answers.
 */
import {
  type AdminBadge,
  type AdminBadgeContentList,
  authoringLimits,
  type BadgeMedalType,
  type BadgeSegmentList,
  publicationStatus,
} from '@segno/domain';
import type { DemoAdminWorld } from './demo-admin-responses';
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
