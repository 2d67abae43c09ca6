/**
 * Plans made of units as a learner reads them (002, sections 3, 4 and 7): the plan with the learner's progress
 * and due date, its units with their prerequisite lock state, and a unit's tree with each group's status. The
 * rules are the domain's (`groupStatuses`, `unitLockState`, `learnerDueDate`); this layer only gathers rows.
 */
import {
  type ContentPrerequisiteList,
  contentsProgress,
  dueDateMode,
  dueDateModes,
  groupItemsCompleted,
  groupItemsNeeded,
  groupStatuses,
  isLocked,
  isUnitTreeComplete,
  type LearnerUnit,
  learnerDueDate,
  noParentNode,
  type PlanDetail,
  type PlanOverview,
  type PlanUnitList,
  type PlanUnitRow,
  planDueDateValue,
  publicationStatus,
  publicationStatusSchema,
  toNumericFlag,
  type Unit,
  type UnitContentItem,
  type UnitContentList,
  type UnitLockState,
  type UnitTreeGroup,
  type UnitTreeGroupData,
  unitCompletedAt,
  unitLockState,
} from '@segno/domain';
import type { Orm } from '../db/database';
import { findContentForLearner } from '../repositories/content-repository';
import {
  type ContentItemRow,
  findEmployment,
  findPlanRow,
  findUnitRow,
  findUserPlanLink,
  listCategoriesOf,
  listFirstCompletions,
  listMonthlyTargets,
  listPlanContentIds,
  listPlanContentRows,
  listPlanUnitContentRows,
  listPlanUnits,
  listUnitContentRows,
  listUnitPlanIds,
  type PlanRow,
  type PlanUnitJoinRow,
  planContentTotals,
  readUnitTree,
  type UnitTreeRows,
} from '../repositories/plan-unit-repository';
import { readPrerequisites } from '../repositories/prerequisite-repository';
import { toContentSummary } from './content-summary';
import type { ServiceContext } from './service-context';

/** Who is asking: learners see published plans and units only; segment admins see drafts too. */
export type Viewer = { userId: number; canSeeDrafts: boolean };

export type PlanUnitQuery = { limit: number; offset: number; sort: 'name' | 'order'; searchTerm?: string };

function isVisible(status: number, viewer: Viewer): boolean {
  return status === publicationStatus.published || (viewer.canSeeDrafts && status === 1);
}

/** The stored tree as the unit's groups (002 section 3, "Unit tree group"); the admin's read adds each layout. */
export function toTreeGroups(tree: UnitTreeRows): UnitTreeGroupData[] {
  return tree.groups.map((group) => {
    const parents = tree.parents
      .filter((edge) => edge.groupId === group.id)
      .map((edge) => edge.parentGroupId);
    return {
      group_id: group.id,
      default_row: group.defaultRow,
      parent_node: parents.length > 0 ? parents : [noParentNode],
      rule_case: group.ruleCase,
      content_col: tree.contents.filter((item) => item.groupId === group.id).map((item) => item.contentId),
      order: group.position,
    };
  });
}

async function loadTree(db: Orm, unitId: number): Promise<UnitTreeGroupData[]> {
  return toTreeGroups(await readUnitTree(db, unitId));
}

function placedContentIds(groups: readonly UnitTreeGroup[]): number[] {
  return [...new Set(groups.flatMap((group) => group.content_col))];
}

async function completedSet(db: Orm, userId: number, groups: readonly UnitTreeGroup[]): Promise<Set<number>> {
  const completions = await listFirstCompletions(db, userId, placedContentIds(groups));
  return new Set(completions.map((row) => row.content_id));
}

/** The prerequisite unit of a row: the one named, or for "previous unit" types without one, the unit before. */
function prerequisiteUnitOf(
  row: PlanUnitJoinRow,
  rows: readonly PlanUnitJoinRow[],
): PlanUnitJoinRow | undefined {
  if (row.prereqUnitId !== null) return rows.find((other) => other.unitId === row.prereqUnitId);
  const index = rows.indexOf(row);
  return index > 0 ? rows[index - 1] : undefined;
}

async function lockStateOf(
  db: Orm,
  userId: number,
  row: PlanUnitJoinRow,
  rows: readonly PlanUnitJoinRow[],
  now: Date,
): Promise<UnitLockState> {
  const previous =
    row.prereqTypeId === 1 || row.prereqTypeId === 2 ? prerequisiteUnitOf(row, rows) : undefined;
  let previousUnitCompletedAt: Date | undefined;
  if (previous) {
    const groups = await loadTree(db, previous.unitId);
    previousUnitCompletedAt = unitCompletedAt(
      groups,
      await listFirstCompletions(db, userId, placedContentIds(groups)),
    );
  }
  const employment =
    row.prereqTypeId === 3 || row.prereqTypeId === 5 ? await findEmployment(db, userId) : undefined;
  return unitLockState(
    {
      prereq_type_id: row.prereqTypeId,
      prereq_unit_id: row.prereqUnitId,
      prereq_wait_time: row.prereqWaitTime,
      prereq_start_date: row.prereqStartDate,
    },
    {
      previousUnitCompletedAt,
      previousUnitName: previous?.unitName,
      hireDate: employment?.hireDate ?? undefined,
      roleStartDate: employment?.roleStartDate ?? undefined,
    },
    now,
  );
}

function lockFields(state: UnitLockState) {
  return {
    is_locked: state.isLocked,
    locked_reason: state.reason ?? null,
    opens_date: state.opensAt ?? null,
  };
}

/**
 * Content items with the learner's completion and each content's own prerequisites' lock: the content
 * summary's rule (`toContentSummary`), over rows read set-based, so a list costs two queries whatever its size.
 */
async function toContentItems(
  db: Orm,
  rows: readonly (ContentItemRow & { groupId?: number | null })[],
): Promise<UnitContentItem[]> {
  const categories = await listCategoriesOf(
    db,
    rows.map((row) => row.contentId),
  );
  return rows.map((row) => {
    const summary = toContentSummary(row);
    return {
      content_id: summary.content_id,
      name: summary.name,
      is_sandbox: row.groupId === null,
      estimated_time: summary.estimated_time,
      points: summary.points,
      type: summary.type,
      expertise: summary.expertise,
      categories: categories
        .filter((category) => category.contentId === row.contentId)
        .map((category) => ({ category_id: category.categoryId })),
      selected: false,
      is_complete: summary.is_complete,
      tested_out: false,
      is_locked: summary.is_locked,
      times_viewed: summary.times_viewed,
      rating: summary.rating,
      course_id: row.courseId,
    };
  });
}

function planDueFields(plan: PlanRow) {
  return {
    plan_due_date: plan.dueDate ? planDueDateValue(plan.dueDate) : null,
    plan_due_duration: plan.dueDurationDays,
  };
}

/** The learner's due date: the plan's fixed date, or its duration counted from when the learner got it. */
export function planLearnerDueDate(plan: PlanRow, startedAt: Date | null): Date | null {
  const dueFields = planDueFields(plan);
  switch (dueDateMode(dueFields)) {
    case dueDateModes.fixedDate:
      return plan.dueDate;
    case dueDateModes.duration:
      return learnerDueDate(dueFields, startedAt ?? undefined) ?? null;
    default:
      return null;
  }
}

/**
 * A learner's progress through a plan: its units' contents, a compliance plan's own contents, or the stand-in
 * count of a plan with neither.
 */
export async function planProgress(db: Orm, userId: number, plan: PlanRow, legacyCompleted: number) {
  const contentIds = await listPlanContentIds(db, plan.id);
  // Plans from before units (0003) keep their stand-in count until they get units or contents.
  if (contentIds.length === 0) return contentsProgress(plan.contentTotal, legacyCompleted);
  const completions = await listFirstCompletions(db, userId, contentIds);
  return contentsProgress(contentIds.length, completions.length);
}

export function createPlanUnitService({ orm, now }: ServiceContext) {
  return {
    async planDetail(viewer: Viewer, planId: number): Promise<PlanDetail | undefined> {
      const plan = await findPlanRow(orm, planId);
      if (!plan || !isVisible(plan.status, viewer)) return undefined;
      const link = await findUserPlanLink(orm, viewer.userId, planId);
      const dueFields = planDueFields(plan);
      return {
        plan_id: plan.id,
        plan_name: plan.planName,
        plan_short_name: plan.planShortName,
        plan_description: plan.planDescription,
        plan_status_id: publicationStatusSchema.parse(plan.status),
        object_type: plan.objectType,
        monthly_targets: await listMonthlyTargets(orm, planId),
        use_monthly_targets: plan.useMonthlyTargets,
        plan_created_date: plan.createdAt,
        ...dueFields,
        due_date: planLearnerDueDate(plan, link?.startedAt ?? null),
        unit_pointer: link?.unitPointer ?? null,
        is_subscribed: toNumericFlag(link?.isSubscribed ?? false),
        is_assigned: toNumericFlag(link?.isAssigned ?? false),
        contents: await planProgress(orm, viewer.userId, plan, link?.completed ?? 0),
      };
    },

    async planOverview(viewer: Viewer, planId: number): Promise<PlanOverview | undefined> {
      const plan = await findPlanRow(orm, planId);
      if (!plan || !isVisible(plan.status, viewer)) return undefined;
      const units = await listPlanUnits(orm, planId);
      const totals = await planContentTotals(orm, planId);
      return {
        plan_total_units: units.length,
        plan_total_content_count: totals.contentCount,
        plan_total_points_available: totals.points,
        plan_est_plan_time: totals.minutes,
        plan_created_date: plan.createdAt,
        plan_published_date: plan.publishedAt,
      };
    },

    async planUnits(viewer: Viewer, planId: number, query: PlanUnitQuery): Promise<PlanUnitList | undefined> {
      const plan = await findPlanRow(orm, planId);
      if (!plan || !isVisible(plan.status, viewer)) return undefined;
      const rows = await listPlanUnits(orm, planId);
      const term = query.searchTerm?.toLowerCase();
      const matching = rows
        .filter((row) => !term || row.unitName.toLowerCase().includes(term))
        .sort((a, b) => (query.sort === 'name' ? a.unitName.localeCompare(b.unitName) : 0));
      const page = matching.slice(query.offset, query.offset + query.limit);
      const data: PlanUnitRow[] = [];
      for (const row of page) {
        const groups = await loadTree(orm, row.unitId);
        data.push({
          unit_id: row.unitId,
          unit_name: row.unitName,
          prereq_unit_id: row.prereqUnitId,
          prereq_type_id: row.prereqTypeId,
          prereq_wait_time: row.prereqWaitTime,
          prerequisite_id: row.id,
          prereq_start_date: row.prereqStartDate,
          is_complete: isUnitTreeComplete(groups, await completedSet(orm, viewer.userId, groups)),
          ...lockFields(await lockStateOf(orm, viewer.userId, row, rows, now())),
        });
      }
      return { data, total: matching.length };
    },

    async learnerUnit(viewer: Viewer, planId: number, unitId: number): Promise<LearnerUnit | undefined> {
      const plan = await findPlanRow(orm, planId);
      if (!plan || !isVisible(plan.status, viewer)) return undefined;
      const rows = await listPlanUnits(orm, planId);
      const row = rows.find((candidate) => candidate.unitId === unitId);
      if (!row) return undefined;
      const groups = await loadTree(orm, unitId);
      const completed = await completedSet(orm, viewer.userId, groups);
      const statuses = groupStatuses(groups, completed);
      return {
        unit_id: unitId,
        unit_name: row.unitName,
        plan_id: planId,
        unit_data: groups.map((group) => ({
          ...group,
          status: statuses.get(group.group_id) ?? 'locked',
          items_completed: groupItemsCompleted(group, completed),
          items_needed: groupItemsNeeded(group),
        })),
        unit_contents: await this.unitContentItems(viewer.userId, unitId),
        is_complete: isUnitTreeComplete(groups, completed),
        ...lockFields(await lockStateOf(orm, viewer.userId, row, rows, now())),
      };
    },

    async unit(viewer: Viewer, unitId: number): Promise<Unit | undefined> {
      const row = await findUnitRow(orm, unitId);
      if (!row || !isVisible(row.status, viewer)) return undefined;
      const tree = await readUnitTree(orm, unitId);
      return {
        unit_id: row.id,
        unit_name: row.name,
        name: row.name,
        unit_status_id: publicationStatusSchema.parse(row.status),
        unit_data: toTreeGroups(tree),
        unit_contents: tree.contents.map((item) => ({
          id: item.contentId,
          is_sandbox: item.groupId === null,
        })),
        unit_plans: (await listUnitPlanIds(orm, unitId)).map((id) => ({ id })),
        unit_created_date: row.createdAt,
        expiration_date: row.expirationDate,
      };
    },

    async unitContents(viewer: Viewer, unitId: number): Promise<{ data: UnitContentItem[] } | undefined> {
      const row = await findUnitRow(orm, unitId);
      if (!row || !isVisible(row.status, viewer)) return undefined;
      return { data: await this.unitContentItems(viewer.userId, unitId) };
    },

    /** Each content of the unit with the learner's completion and its own prerequisites' lock. */
    async unitContentItems(userId: number, unitId: number): Promise<UnitContentItem[]> {
      return toContentItems(orm, await listUnitContentRows(orm, userId, unitId));
    },

    /**
     * A plan's contents with the learner's state: a compliance plan's own contents in the plan's order; for a
     * standard plan, the contents placed in its units' trees, each once, in unit order then tree order.
     */
    async planContents(viewer: Viewer, planId: number): Promise<UnitContentList | undefined> {
      const plan = await findPlanRow(orm, planId);
      if (!plan || !isVisible(plan.status, viewer)) return undefined;
      const rows =
        plan.objectType === 'compliancePlan'
          ? await listPlanContentRows(orm, viewer.userId, planId)
          : await listPlanUnitContentRows(orm, viewer.userId, planId);
      return { data: await toContentItems(orm, rows) };
    },

    /** What unlocks a content the learner may see (as GET /content/{id} decides); drafts are nobody's business. */
    async contentPrerequisites(
      userId: number,
      contentId: number,
    ): Promise<
      { outcome: 'found'; list: ContentPrerequisiteList } | { outcome: 'notFound' } | { outcome: 'forbidden' }
    > {
      const row = await findContentForLearner(orm, userId, contentId, now());
      if (!row) return { outcome: 'notFound' };
      if (!row.isConsumable) return { outcome: 'forbidden' };
      const prerequisites = await readPrerequisites(orm, userId, contentId);
      const done = prerequisites.items.filter((item) => item.is_complete).length;
      const list = {
        prerequisite_rule: prerequisites.rule,
        is_locked: isLocked(prerequisites.rule, prerequisites.items.length, done),
        data: prerequisites.items,
      };
      return { outcome: 'found', list };
    },
  };
}

export type PlanUnitService = ReturnType<typeof createPlanUnitService>;
