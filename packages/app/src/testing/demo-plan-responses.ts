/**
 * The learner's plan responses (GET /plan/{id}, /plan/{id}/unit, /plan/{id}/content and the learner unit)
 * built from `buildDemoData` and `buildDemoExtras` output, for the plan screens' stories. They apply the
 * domain's rules as the server does (group statuses, unit locks, due dates, plan progress); the server test
 * in demo-plan-mock.test.ts keeps them equal to the real answers.
 */
import {
  contentsProgress,
  dueDateMode,
  dueDateModes,
  groupItemsCompleted,
  groupItemsNeeded,
  groupStatuses,
  isUnitTreeComplete,
  type LearnerUnit,
  learnerDueDate,
  noParentNode,
  type PlanDetail,
  type PlanUnitList,
  type PlanUnitRow,
  planDueDateValue,
  toNumericFlag,
  type UnitContentItem,
  type UnitContentList,
  type UnitTreeGroupData,
  unitCompletedAt,
  unitLockState,
} from '@segno/domain';
import {
  type buildDemoData,
  buildDemoExtras,
  type DemoExtras,
  publicationStatus,
} from '@segno/server/demo-data';
import { demoContentSummary } from './demo-learning-responses';

type Demo = ReturnType<typeof buildDemoData>;

const extrasByDemo = new WeakMap<Demo, DemoExtras>();

/** The plans, units and plan contents of the same demo moment. */
export function demoExtrasOf(demo: Demo): DemoExtras {
  let extras = extrasByDemo.get(demo);
  if (!extras) {
    extras = buildDemoExtras(demo.now);
    extrasByDemo.set(demo, extras);
  }
  return extras;
}

/** The learner's first completion of each content, as the server's `listFirstCompletions` reads them. */
function firstCompletions(demo: Demo, userId: number, contentIds: readonly number[]) {
  const wanted = new Set(contentIds);
  const first = new Map<number, Date>();
  for (const done of demo.completions) {
    if (done.userId !== userId || !wanted.has(done.contentId)) continue;
    const earlier = first.get(done.contentId);
    if (!earlier || done.completedAt < earlier) first.set(done.contentId, done.completedAt);
  }
  return [...first].map(([content_id, completed_at]) => ({ content_id, completed_at }));
}

function completedSet(demo: Demo, userId: number, contentIds: readonly number[]): Set<number> {
  return new Set(firstCompletions(demo, userId, contentIds).map((done) => done.content_id));
}

function visiblePlan(demo: Demo, planId: number) {
  return demoExtrasOf(demo).plans.find(
    (plan) => plan.id === planId && plan.status === publicationStatus.published,
  );
}

function planUnitRows(demo: Demo, planId: number) {
  return demoExtrasOf(demo)
    .planUnits.planUnits.filter((row) => row.planId === planId)
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

function unitName(demo: Demo, unitId: number): string {
  return demoExtrasOf(demo).planUnits.units.find((unit) => unit.id === unitId)?.name ?? '';
}

/** The unit's tree as GET /unit/{id} gives it. */
function unitTree(demo: Demo, unitId: number): UnitTreeGroupData[] {
  const { groups, parents, contents } = demoExtrasOf(demo).planUnits;
  return groups
    .filter((group) => group.unitId === unitId)
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((group) => {
      const parentIds = parents
        .filter((edge) => edge.groupId === group.id)
        .map((edge) => edge.parentGroupId)
        .sort((a, b) => a - b);
      return {
        group_id: group.id,
        default_row: group.defaultRow,
        parent_node: parentIds.length > 0 ? parentIds : [noParentNode],
        rule_case: group.ruleCase,
        content_col: contents
          .filter((item) => item.groupId === group.id)
          .sort((a, b) => a.position - b.position || a.contentId - b.contentId)
          .map((item) => item.contentId),
        order: group.position,
      };
    });
}

const placedIds = (groups: readonly UnitTreeGroupData[]) => [
  ...new Set(groups.flatMap((g) => g.content_col)),
];

/** The ids of the plan's contents: placed in its units' trees, and a compliance plan's own; each once. */
function planContentIds(demo: Demo, planId: number): number[] {
  const extras = demoExtrasOf(demo);
  const placed = planUnitRows(demo, planId).flatMap((row) => placedIds(unitTree(demo, row.unitId)));
  const own = extras.planContents.filter((item) => item.planId === planId).map((item) => item.contentId);
  return [...new Set([...placed, ...own])];
}

/** A content item; `groupId` null is a unit's sandbox content, undefined a plan's own (never sandbox). */
function contentItem(
  demo: Demo,
  userId: number,
  contentId: number,
  groupId: number | null | undefined,
): UnitContentItem {
  const content = demo.contents.find((candidate) => candidate.id === contentId);
  if (!content) throw new Error(`No demo content ${contentId}`);
  const summary = demoContentSummary(demo, userId, content);
  return {
    content_id: summary.content_id,
    name: summary.name,
    is_sandbox: groupId === null,
    estimated_time: summary.estimated_time,
    points: summary.points,
    type: summary.type,
    expertise: summary.expertise,
    categories: demo.contentCategories
      .filter((link) => link.contentId === contentId)
      .map((link) => ({ category_id: link.categoryId }))
      .sort((a, b) => a.category_id - b.category_id),
    selected: false,
    is_complete: summary.is_complete,
    tested_out: false,
    is_locked: summary.is_locked,
    times_viewed: summary.times_viewed,
    rating: summary.rating,
    course_id: demo.contentDetails.find((detail) => detail.contentId === contentId)?.courseId ?? null,
  };
}

/** GET /plan/{id} for a learner, or undefined when the plan is not published. */
export function demoPlanDetail(demo: Demo, userId: number, planId: number): PlanDetail | undefined {
  const plan = visiblePlan(demo, planId);
  if (!plan) return undefined;
  const extras = demoExtrasOf(demo);
  const link = extras.userPlans.find((row) => row.userId === userId && row.planId === planId);
  const dueFields = {
    plan_due_date: plan.dueDate ? planDueDateValue(plan.dueDate) : null,
    plan_due_duration: plan.dueDurationDays,
  };
  const mode = dueDateMode(dueFields);
  const contentIds = planContentIds(demo, planId);
  return {
    plan_id: plan.id,
    plan_name: plan.planName,
    plan_short_name: plan.planShortName,
    plan_description: '',
    plan_status_id: publicationStatus.published as 2,
    object_type: plan.objectType,
    monthly_targets: extras.monthlyTargets
      .filter((target) => target.planId === planId)
      .sort((a, b) => a.monthId - b.monthId)
      .map((target) => ({ month_id: target.monthId, target_percent: target.targetPercent })),
    use_monthly_targets: plan.useMonthlyTargets,
    plan_created_date: plan.createdAt,
    ...dueFields,
    due_date:
      mode === dueDateModes.fixedDate
        ? plan.dueDate
        : mode === dueDateModes.duration
          ? (learnerDueDate(dueFields, link?.startedAt ?? undefined) ?? null)
          : null,
    unit_pointer: link?.unitPointer ?? null,
    is_subscribed: toNumericFlag(link?.isSubscribed ?? false),
    is_assigned: toNumericFlag(link?.isAssigned ?? false),
    contents:
      contentIds.length === 0
        ? contentsProgress(plan.contentTotal, link?.completed ?? 0)
        : contentsProgress(contentIds.length, completedSet(demo, userId, contentIds).size),
  };
}

/** The lock state of a plan's unit row for the learner (the previous unit's completion, the custom date). */
function lockFields(demo: Demo, userId: number, planId: number, unitId: number) {
  const rows = planUnitRows(demo, planId);
  const row = rows.find((candidate) => candidate.unitId === unitId);
  if (!row) throw new Error(`Unit ${unitId} is not in plan ${planId}`);
  const usesPrevious = row.prereqTypeId === 1 || row.prereqTypeId === 2;
  const previous = !usesPrevious
    ? undefined
    : row.prereqUnitId !== null
      ? rows.find((other) => other.unitId === row.prereqUnitId)
      : rows[rows.indexOf(row) - 1];
  const previousTree = previous ? unitTree(demo, previous.unitId) : [];
  const state = unitLockState(
    {
      prereq_type_id: row.prereqTypeId,
      prereq_unit_id: row.prereqUnitId,
      prereq_wait_time: row.prereqWaitTime,
      prereq_start_date: row.prereqStartDate,
    },
    {
      previousUnitCompletedAt: previous
        ? unitCompletedAt(previousTree, firstCompletions(demo, userId, placedIds(previousTree)))
        : undefined,
      previousUnitName: previous ? unitName(demo, previous.unitId) : undefined,
    },
    demo.now,
  );
  return {
    is_locked: state.isLocked,
    locked_reason: state.reason ?? null,
    opens_date: state.opensAt ?? null,
  };
}

/** GET /plan/{id}/unit (every unit, in plan order). */
export function demoPlanUnits(demo: Demo, userId: number, planId: number): PlanUnitList | undefined {
  if (!visiblePlan(demo, planId)) return undefined;
  const data = planUnitRows(demo, planId).map((row): PlanUnitRow => {
    const tree = unitTree(demo, row.unitId);
    return {
      unit_id: row.unitId,
      unit_name: unitName(demo, row.unitId),
      prereq_unit_id: row.prereqUnitId,
      prereq_type_id: row.prereqTypeId,
      prereq_wait_time: row.prereqWaitTime,
      prerequisite_id: row.id,
      prereq_start_date: row.prereqStartDate,
      is_complete: isUnitTreeComplete(tree, completedSet(demo, userId, placedIds(tree))),
      ...lockFields(demo, userId, planId, row.unitId),
    };
  });
  return { data, total: data.length };
}

/** The unit's contents in the server's order (position in their group, then id), sandbox ones included. */
function unitContentItems(demo: Demo, userId: number, unitId: number): UnitContentItem[] {
  return demoExtrasOf(demo)
    .planUnits.contents.filter((item) => item.unitId === unitId)
    .sort((a, b) => a.position - b.position || a.contentId - b.contentId)
    .map((item) => contentItem(demo, userId, item.contentId, item.groupId));
}

/** GET /user/{id}/plan/{plan_id}/unit/{unit_id}, or undefined when the unit is not in the plan. */
export function demoLearnerUnit(
  demo: Demo,
  userId: number,
  planId: number,
  unitId: number,
): LearnerUnit | undefined {
  if (!visiblePlan(demo, planId) || !planUnitRows(demo, planId).some((row) => row.unitId === unitId)) {
    return undefined;
  }
  const tree = unitTree(demo, unitId);
  const completed = completedSet(demo, userId, placedIds(tree));
  const statuses = groupStatuses(tree, completed);
  return {
    unit_id: unitId,
    unit_name: unitName(demo, unitId),
    plan_id: planId,
    unit_data: tree.map((group) => ({
      ...group,
      status: statuses.get(group.group_id) ?? 'locked',
      items_completed: groupItemsCompleted(group, completed),
      items_needed: groupItemsNeeded(group),
    })),
    unit_contents: unitContentItems(demo, userId, unitId),
    is_complete: isUnitTreeComplete(tree, completed),
    ...lockFields(demo, userId, planId, unitId),
  };
}

/**
 * GET /plan/{id}/content: a compliance plan's own contents in order; a standard plan's contents placed in its
 * units' trees, each once, in unit order then tree order.
 */
export function demoPlanContents(demo: Demo, userId: number, planId: number): UnitContentList | undefined {
  const plan = visiblePlan(demo, planId);
  if (!plan) return undefined;
  if (plan.objectType === 'compliancePlan') {
    const own = demoExtrasOf(demo)
      .planContents.filter((item) => item.planId === planId)
      .sort((a, b) => a.position - b.position || a.contentId - b.contentId);
    return { data: own.map((item) => contentItem(demo, userId, item.contentId, undefined)) };
  }
  const seen = new Set<number>();
  const data = planUnitRows(demo, planId).flatMap((row) =>
    unitTree(demo, row.unitId).flatMap((group) =>
      group.content_col
        .filter((contentId) => !seen.has(contentId) && Boolean(seen.add(contentId)))
        .map((contentId) => contentItem(demo, userId, contentId, group.group_id)),
    ),
  );
  return { data };
}
