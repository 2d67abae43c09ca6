import {
  formatMessage,
  groupContentIds,
  groupParentIds,
  type LearnerUnit,
  messages,
  type UnitContentItem,
} from '@segno/domain';
import type { ContentCardContent, UnitTreeEdge, UnitTreeGroup } from '@segno/ui';
import { hashHref, paths, type UnitItemId } from '../../paths';

const texts = messages.plans.learner;

/** A unit item's id: an ILT content goes by its course, dash-prefixed ('-7'); any other by its content id. */
export function unitItemId(item: Pick<UnitContentItem, 'content_id' | 'course_id'>): UnitItemId {
  return item.course_id === null ? item.content_id : `-${item.course_id}`;
}

/** Where a unit item opens: the content inside the unit, or the course variant (002, section 2). */
export function unitItemHref(
  planId: number,
  unitId: number,
  item: Pick<UnitContentItem, 'content_id' | 'course_id'>,
): string {
  return hashHref(paths.planUnitItem(planId, unitId, unitItemId(item)));
}

/** A plan content as the content cards show it (the plan lists carry no start date or thumbnail). */
export function toCardContent(item: UnitContentItem): UnitContentItem & ContentCardContent {
  return { ...item, start_date: null, thumbnail_url: null };
}

/** 'Complete any 2 of 3' for a group that needs only some of its items; nothing when it needs them all. */
export function groupRuleText(group: {
  rule_case: number;
  items_needed: number;
  content_col: readonly number[];
}) {
  const total = groupContentIds(group).length;
  return group.rule_case > 0 && group.items_needed < total
    ? formatMessage(texts.groupRuleAnyOf, { count: group.items_needed, total })
    : undefined;
}

/**
 * The learner unit as the tree canvas draws it: groups in their order, named 'Group 1', 'Group 2'..., with the
 * server's state and their contents linking to the unit item routes, and a connection from each parent.
 */
export function toUnitTree(
  planId: number,
  unit: LearnerUnit,
): { groups: UnitTreeGroup[]; edges: UnitTreeEdge[] } {
  const contents = new Map(unit.unit_contents.map((item) => [item.content_id, item]));
  const ordered = [...unit.unit_data].sort((a, b) => a.order - b.order);
  const groupIds = new Set(ordered.map((group) => group.group_id));
  const groups = ordered.map((group, index) => ({
    id: group.group_id,
    name: formatMessage(texts.groupName, { number: index + 1 }),
    state: group.status,
    ruleText: groupRuleText(group),
    contents: groupContentIds(group).flatMap((contentId) => {
      const item = contents.get(contentId);
      return item
        ? [
            {
              id: unitItemId(item),
              name: item.name,
              isComplete: item.is_complete,
              href: unitItemHref(planId, unit.unit_id, item),
            },
          ]
        : [];
    }),
  }));
  const edges = ordered.flatMap((group) =>
    groupParentIds(group)
      .filter((parentId) => groupIds.has(parentId))
      .map((parentId) => ({ from: parentId, to: group.group_id })),
  );
  return { groups, edges };
}
