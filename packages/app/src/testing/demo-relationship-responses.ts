/**
 * The content wizard's relationships, locking and badges reads (GET /content/{id}/prerequisite/admin,
 * /parents/admin, /external_content, /badge) answered from the demo world, as the server's
 * admin-relationship-service answers over the seeded rows (the seed has no external content). Read-only: the
 * changes of those steps are not mocked.
 */
import {
  type AdminContentParentList,
  type AdminPrerequisiteList,
  type ContentBadgeList,
  type ExternalContentList,
  isLockedByPrerequisites,
  publicationStatusSchema,
} from '@segno/domain';
import type { DemoAdminWorld } from './demo-admin-responses';
import { demoExtrasOf } from './demo-plan-responses';

const byName = <Row extends { name: string }>(a: Row, b: Row) => a.name.localeCompare(b.name);

export function demoAdminPrerequisites(
  world: DemoAdminWorld,
  contentId: number,
): AdminPrerequisiteList | undefined {
  if (!world.contents.some((row) => row.content_id === contentId)) return undefined;
  const data = world.demo.prerequisites
    .filter((link) => link.contentId === contentId)
    .flatMap((link) => world.contents.filter((row) => row.content_id === link.prerequisiteId))
    .map((row) => ({ content_id: row.content_id, name: row.name, status: row.status }))
    .sort(byName);
  const rule = world.demo.contentDetails.find((detail) => detail.contentId === contentId)?.prerequisiteRule;
  return { prerequisite_rule: rule ?? null, is_locked: isLockedByPrerequisites(data.length), data };
}

/** The content's segment (with its seglet), then the plans holding it directly or in a unit, by name. */
export function demoAdminContentParents(
  world: DemoAdminWorld,
  contentId: number,
): AdminContentParentList | undefined {
  const content = world.contents.find((row) => row.content_id === contentId);
  if (!content) return undefined;
  const segment = world.segments.find((row) => row.segment_id === content.segment_id);
  const seglet = world.seglets.find((row) => row.seglet_id === content.seglet_id);
  const extras = demoExtrasOf(world.demo);
  const unitIds = new Set(
    extras.planUnits.contents.filter((link) => link.contentId === contentId).map((link) => link.unitId),
  );
  const planIds = new Set([
    ...extras.planContents.filter((link) => link.contentId === contentId).map((link) => link.planId),
    ...extras.planUnits.planUnits.filter((link) => unitIds.has(link.unitId)).map((link) => link.planId),
  ]);
  const plans = extras.plans
    .filter((plan) => planIds.has(plan.id))
    .sort((a, b) => a.planName.localeCompare(b.planName) || a.id - b.id);
  return {
    data: [
      ...(segment
        ? [
            {
              kind: 'segment' as const,
              id: segment.segment_id,
              name: segment.name,
              seglet_id: seglet?.seglet_id ?? null,
              seglet_name: seglet?.name ?? null,
              status: segment.status,
            },
          ]
        : []),
      ...plans.map((plan) => ({
        kind: 'plan' as const,
        id: plan.id,
        name: plan.planName,
        seglet_id: null,
        seglet_name: null,
        status: publicationStatusSchema.parse(plan.status),
      })),
    ],
  };
}

export function demoExternalContent(
  world: DemoAdminWorld,
  contentId: number,
): ExternalContentList | undefined {
  return world.contents.some((row) => row.content_id === contentId) ? { data: [] } : undefined;
}

export function demoContentBadges(world: DemoAdminWorld, contentId: number): ContentBadgeList | undefined {
  if (!world.contents.some((row) => row.content_id === contentId)) return undefined;
  const { demo } = world;
  const data = demo.badgeContents
    .filter((link) => link.contentId === contentId)
    .flatMap((link) => demo.badges.filter((badge) => badge.id === link.badgeId))
    .map((badge) => {
      const level = demo.medals.find((medal) => medal.id === badge.medalId)?.level;
      return {
        badge_id: badge.id,
        name: badge.name,
        medal_type_id: level === 1 || level === 2 || level === 3 ? level : null,
        status: publicationStatusSchema.parse(badge.status),
      };
    })
    .sort(byName);
  return { data };
}
