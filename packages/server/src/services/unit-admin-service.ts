/**
 * Unit authoring (002 sections 3 to 7): manage units and its filters, create, save with the editor's tree, the
 * unit's plans and contents, the content picker and the name check. The tree must pass the domain's
 * `treeProblems` (the editor's own rules) and is stored in unit_group, unit_group_parent and unit_content, which
 * the learner's unit view reads. Each change is one transaction with its change-log line.
 */
import {
  type AdminUnit,
  addContents,
  type ContentPickerList,
  type ContentPickerQuery,
  contentTypes,
  type EditorUnitTreeGroup,
  expertiseLevels,
  filterValues,
  formatMessage,
  noParentNode,
  placeholderOf,
  planAdminMessages,
  publicationStatusSchema,
  removeSelected,
  type SimilarName,
  searchFilterOptionLabel,
  treeProblems,
  type UnitContentsSaved,
  type UnitDraft,
  type UnitPlanList,
  type UnitSave,
  type UnitSearchFilters,
  type UnitSearchList,
  type UnitSearchQuery,
  type UnitTree,
  unitFilterKeys,
  unitTreeFromUnit,
} from '@segno/domain';
import type { Orm } from '../db/database';
import { insertChange } from '../repositories/change-log-repository';
import { listCategories } from '../repositories/definition-repository';
import { listCategoriesOf, listUnitPlanIds, readUnitTree } from '../repositories/plan-unit-repository';
import {
  addToSandbox,
  appendUnitToPlans,
  deleteGroupsExcept,
  findLiveContentIds,
  findLivePlanIds,
  findUnit,
  findUnitForUpdate,
  insertUnit,
  isUnitNameTaken,
  largestUnitPoints,
  listGroupLayouts,
  listPickerContentsByIds,
  listUnitContentIds,
  listUnitGroupIds,
  listUnitPlans,
  replaceGroupParents,
  replaceUnitContents,
  saveGroup,
  searchPickerContents,
  searchUnits,
  updateUnit,
} from '../repositories/unit-admin-repository';
import { toTreeGroups } from './plan-unit-service';
import type { ServiceContext } from './service-context';

/** Manage units' points slider ends here at least (002 section 9: points slider default max 150). */
const pointsSliderDefaultMax = 150;

/** Why a change was refused: a name taken (409), or a field the server checks against stored data (400). */
export type UnitRefusal =
  | { refusal: 'taken' }
  | {
      refusal: 'invalid';
      path: 'unit_data' | 'unit_contents' | 'unit_plans' | 'content_ids';
      message: string;
    };

export type UnitResult<Saved> = Saved | UnitRefusal | 'notFound';

/** The tree's problems as one message: the domain's codes, each once. */
function treeMessage(codes: readonly string[]): string {
  return formatMessage(planAdminMessages.unitAuthoring.treeInvalid, {
    problems: [...new Set(codes)].join(', '),
  });
}

/** The tree a save sends, as the editor's value the domain's rules read. */
function treeOf(save: Pick<UnitSave, 'unit_data' | 'unit_contents'>): UnitTree {
  return unitTreeFromUnit({ unit_data: save.unit_data, unit_contents: save.unit_contents });
}

/** A group to store: the editor's fields and, when the editor sent them, its layout fields. */
type StoredGroup = EditorUnitTreeGroup & { layout?: Record<string, unknown> | null };

/**
 * Stores a valid tree: groups the unit already has keep their ids, others are inserted, the rest deleted; each
 * group's links and each content's group (NULL: the sandbox) and place are replaced.
 */
async function storeTree(
  tx: Orm,
  unitId: number,
  groups: readonly StoredGroup[],
  contents: readonly { content_id: number; is_sandbox: boolean }[],
): Promise<void> {
  const existing = new Set(await listUnitGroupIds(tx, unitId));
  const kept = groups.filter((group) => existing.has(group.group_id)).map((group) => group.group_id);
  await deleteGroupsExcept(tx, unitId, kept);
  const storedIds = new Map<number, number>();
  for (const group of groups) {
    const storedId = await saveGroup(tx, unitId, {
      id: existing.has(group.group_id) ? group.group_id : undefined,
      position: group.order,
      defaultRow: group.default_row,
      ruleCase: group.rule_case,
      layout: group.layout ?? null,
    });
    storedIds.set(group.group_id, storedId);
  }
  const stored = (groupId: number) => storedIds.get(groupId) as number;
  await replaceGroupParents(
    tx,
    [...storedIds.values()],
    groups.flatMap((group) =>
      group.parent_node
        .filter((parentId) => parentId !== noParentNode)
        .map((parentId) => ({ groupId: stored(group.group_id), parentGroupId: stored(parentId) })),
    ),
  );
  // Places run through the groups in order, each group's contents in its order, then the sandbox's, so the
  // learner's lists read the tree's order.
  const placement = new Map<number, { groupId: number; position: number }>();
  for (const group of groups) {
    for (const contentId of group.content_col)
      placement.set(contentId, { groupId: stored(group.group_id), position: placement.size });
  }
  const sandbox = contents.filter((entry) => entry.is_sandbox);
  await replaceUnitContents(tx, unitId, [
    ...[...placement].map(([contentId, placed]) => ({ contentId, ...placed })),
    ...sandbox.map((entry, index) => ({
      contentId: entry.content_id,
      groupId: null,
      position: placement.size + index,
    })),
  ]);
}

async function readAdminUnit(db: Orm, unitId: number): Promise<AdminUnit | undefined> {
  const row = await findUnit(db, unitId);
  if (!row) return undefined;
  const [tree, layouts, planIds] = await Promise.all([
    readUnitTree(db, unitId),
    listGroupLayouts(db, unitId),
    listUnitPlanIds(db, unitId),
  ]);
  return {
    unit_id: row.id,
    unit_name: row.name,
    name: row.name,
    unit_status_id: publicationStatusSchema.parse(row.status),
    unit_data: toTreeGroups(tree).map((group) => ({
      ...group,
      layout: (layouts.get(group.group_id) ?? null) as AdminUnit['unit_data'][number]['layout'],
    })),
    unit_list_data: row.listData as AdminUnit['unit_list_data'],
    unit_contents: tree.contents.map((item) => ({ id: item.contentId, is_sandbox: item.groupId === null })),
    unit_plans: planIds.map((id) => ({ id })),
    unit_created_date: row.createdAt,
    expiration_date: row.expirationDate,
  };
}

async function toPickerContents(db: Orm, rows: Awaited<ReturnType<typeof listPickerContentsByIds>>) {
  const categories = await listCategoriesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    content_id: row.id,
    name: row.name,
    type: row.type,
    status: publicationStatusSchema.parse(row.status),
    points: row.points,
    estimated_time: row.estimatedMinutes,
    expertise: row.expertise,
    categories: categories
      .filter((item) => item.contentId === row.id)
      .map((item) => ({ category_id: item.categoryId })),
  }));
}

export function createUnitAdminService({ orm, now }: ServiceContext) {
  /** The content ids of `wanted` that may join the unit: already in it, or existing and not archived. */
  async function unknownContentIds(db: Orm, unitId: number | undefined, wanted: readonly number[]) {
    const inUnit = new Set(unitId === undefined ? [] : await listUnitContentIds(db, unitId));
    const fresh = [...new Set(wanted)].filter((id) => !inUnit.has(id));
    const live = new Set(await findLiveContentIds(db, fresh));
    return fresh.filter((id) => !live.has(id));
  }

  return {
    /** GET /unit/search */
    async search(query: UnitSearchQuery): Promise<UnitSearchList> {
      const { rows, total } = await searchUnits(orm, query);
      return {
        data: rows.map((row) => ({
          unit_id: row.id,
          unit_name: row.name,
          unit_status_id: publicationStatusSchema.parse(row.status),
          unit_created_date: row.createdAt,
          content_count: row.contentCount,
          total_points: row.totalPoints,
          plan_count: row.planCount,
        })),
        total,
      };
    },

    /** GET /unit/search/filters: the slider's end and the checkbox groups, the filters asked for checked. */
    async filters(filters: readonly string[]): Promise<UnitSearchFilters> {
      const [largest, categories] = await Promise.all([largestUnitPoints(orm), listCategories(orm)]);
      const values: Record<(typeof unitFilterKeys)[number], { value: string; label: string }[]> = {
        expertise: expertiseLevels.map((level) => ({
          value: String(level.id),
          label: searchFilterOptionLabel('expertise', String(level.id)),
        })),
        type: contentTypes.map((type) => ({
          value: String(type.id),
          label: searchFilterOptionLabel('type', String(type.id)),
        })),
        category: categories.map((row) => ({ value: String(row.id), label: row.name })),
      };
      return {
        max_points: Math.max(largest, pointsSliderDefaultMax),
        data: unitFilterKeys.map((name) => {
          const checked = new Set(filterValues(filters, name));
          return {
            name,
            label: planAdminMessages.unitAuthoring.filterGroups[name],
            options: values[name].map((option) => ({ ...option, checked: checked.has(option.value) })),
          };
        }),
      };
    },

    /** POST /unit: a draft unit, put last in each plan given. */
    async create(userId: number, draft: UnitDraft): Promise<UnitResult<{ unit_id: number }>> {
      return orm.transaction(async (tx) => {
        if (await isUnitNameTaken(tx, draft.unit_name)) return { refusal: 'taken' };
        const planIds = [...new Set(draft.unit_plans.map((item) => item.id))];
        const live = await findLivePlanIds(tx, planIds);
        if (live.length !== planIds.length)
          return {
            refusal: 'invalid',
            path: 'unit_plans',
            message: planAdminMessages.unitAuthoring.plansUnknown,
          };
        const at = now();
        const unitId = await insertUnit(tx, draft.unit_name, at);
        await appendUnitToPlans(tx, unitId, planIds);
        await insertChange(
          tx,
          { objectType: 'unit', objectId: unitId, userId, action: 'create', detail: '' },
          at,
        );
        return { unit_id: unitId };
      });
    },

    /** GET /unit/{id} as the admin reads it (every status). */
    unit: (unitId: number) => readAdminUnit(orm, unitId),

    /**
     * PUT /unit/{id}: name, status (2 unless told: 002 section 4), list view and the tree, refused when the
     * name is taken, the tree is not valid, or a new content does not exist or is archived.
     */
    async save(userId: number, unitId: number, save: UnitSave): Promise<UnitResult<AdminUnit>> {
      const tree = treeOf(save);
      const problems: string[] = treeProblems(tree).map((problem) => problem.code);
      // A saved tree holds no drag placeholder (the editor cleans it up on drop).
      if (placeholderOf(tree)) problems.push('placeholder');
      return orm.transaction(async (tx) => {
        const row = await findUnitForUpdate(tx, unitId);
        if (!row) return 'notFound';
        if (await isUnitNameTaken(tx, save.unit_name, unitId)) return { refusal: 'taken' };
        if (problems.length > 0)
          return { refusal: 'invalid', path: 'unit_data', message: treeMessage(problems) };
        const unknown = await unknownContentIds(
          tx,
          unitId,
          save.unit_contents.map((entry) => entry.id),
        );
        if (unknown.length > 0)
          return {
            refusal: 'invalid',
            path: 'unit_contents',
            message: planAdminMessages.unitAuthoring.contentsUnknown,
          };
        await storeTree(tx, unitId, save.unit_data, tree.contents);
        await updateUnit(tx, unitId, {
          name: save.unit_name,
          status: save.unit_status_id,
          ...(save.unit_list_data === undefined ? {} : { listData: save.unit_list_data }),
        });
        const changed = ['unit_data', 'unit_contents'];
        if (row.name !== save.unit_name) changed.unshift('unit_name');
        if (save.unit_list_data !== undefined) changed.push('unit_list_data');
        if (row.status !== save.unit_status_id) changed.push('unit_status_id');
        await insertChange(
          tx,
          { objectType: 'unit', objectId: unitId, userId, action: 'update', detail: changed.join(',') },
          now(),
        );
        return (await readAdminUnit(tx, unitId)) ?? 'notFound';
      });
    },

    /** GET /unit/{id}/plan */
    async plans(unitId: number): Promise<UnitPlanList | undefined> {
      if (!(await findUnit(orm, unitId))) return undefined;
      const rows = await listUnitPlans(orm, unitId);
      return {
        data: rows.map((row) => ({
          plan_id: row.id,
          plan_name: row.name,
          plan_status_id: publicationStatusSchema.parse(row.status),
        })),
      };
    },

    /** PUT /unit/{id}/contents: adds contents to the sandbox; answers them with where they are. */
    async addContents(
      userId: number,
      unitId: number,
      contentIds: readonly number[],
    ): Promise<UnitResult<UnitContentsSaved>> {
      return orm.transaction(async (tx) => {
        const unit = await readUnitForChange(tx, unitId);
        if (!unit) return 'notFound';
        if ((await unknownContentIds(tx, unitId, contentIds)).length > 0)
          return {
            refusal: 'invalid',
            path: 'content_ids',
            message: planAdminMessages.unitAuthoring.contentsUnknown,
          };
        const next = addContents(unitTreeFromUnit(unit), contentIds);
        const inUnit = new Set(unit.unit_contents.map((item) => item.id));
        await addToSandbox(
          tx,
          unitId,
          next.contents.map((entry) => entry.content_id).filter((id) => !inUnit.has(id)),
        );
        await insertChange(
          tx,
          { objectType: 'unit', objectId: unitId, userId, action: 'update', detail: 'unit_contents' },
          now(),
        );
        const wanted = [...new Set(contentIds)];
        const sandbox = new Map(next.contents.map((entry) => [entry.content_id, entry.is_sandbox]));
        const contents = await toPickerContents(tx, await listPickerContentsByIds(tx, wanted));
        return {
          data: contents.map((item) => ({ ...item, is_sandbox: sandbox.get(item.content_id) ?? true })),
        };
      });
    },

    /**
     * DELETE /unit/{id}/contents: the contents leave the unit wherever they are; groups left empty go and their
     * children inherit their parents (the domain's `removeSelected`). Answers the unit.
     */
    async removeContents(
      userId: number,
      unitId: number,
      contentIds: readonly number[],
    ): Promise<UnitResult<AdminUnit>> {
      return orm.transaction(async (tx) => {
        const unit = await readUnitForChange(tx, unitId);
        if (!unit) return 'notFound';
        const layouts = new Map(unit.unit_data.map((group) => [group.group_id, group.layout]));
        const next = removeSelected(unitTreeFromUnit(unit), contentIds);
        if (next.contents.length !== unit.unit_contents.length) {
          await storeTree(
            tx,
            unitId,
            next.groups.map((group) => ({ ...group, layout: layouts.get(group.group_id) ?? null })),
            next.contents,
          );
          await insertChange(
            tx,
            { objectType: 'unit', objectId: unitId, userId, action: 'update', detail: 'unit_contents' },
            now(),
          );
        }
        return (await readAdminUnit(tx, unitId)) ?? 'notFound';
      });
    },

    /** GET /content: the unit editor's content picker. */
    async pickContents(query: ContentPickerQuery): Promise<ContentPickerList> {
      const { rows, total } = await searchPickerContents(orm, {
        filters: query.filters,
        notInUnit: query.not_in_unit,
        term: query.search_term,
        limit: query._limit,
        offset: query._offset,
      });
      return { data: await toPickerContents(orm, rows), total };
    },

    /** GET /search/similar/type/unit: whether another unit has the name (units have no short name). */
    async similarName(query: { name: string; exclude_id?: number }): Promise<SimilarName> {
      return {
        name_taken: await isUnitNameTaken(orm, query.name, query.exclude_id),
        short_name_taken: false,
      };
    },
  };

  /** The unit, its row locked for the change. */
  async function readUnitForChange(tx: Orm, unitId: number) {
    if (!(await findUnitForUpdate(tx, unitId))) return undefined;
    return readAdminUnit(tx, unitId);
  }
}

export type UnitAdminService = ReturnType<typeof createUnitAdminService>;
