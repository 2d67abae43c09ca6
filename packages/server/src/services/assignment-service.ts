/**
 * Assignments (001 sections 3, 5 and 7; 002 section 7): the criterion rows of a segment, a content, a plan or a
 * course, their tally, and what saving them does. A segment's save assigns the users the rows pick
 * (user_segment.is_assigned, which the learner's dashboard lists under "Assigned learning" and which makes the
 * segment's contents required) and unassigns those it had assigned that the rows no longer pick; a plan's save
 * does the same with user_plan.is_assigned (002 section 4: an assigned plan cannot be unsubscribed). A content's
 * and a course's save (the course's Course Visibility step) record the rows and default_required; nothing on
 * the learner side reads them yet. Every save and delete is one transaction with its change-log line.
 */
import {
  type AssignableObject,
  type Assignment,
  type AssignmentSave,
  type CriterionRowInput,
  isAssignmentRequired,
} from '@segno/domain';
import type { Orm } from '../db/database';
import { findContentForUpdate } from '../repositories/admin-content-repository';
import { findSegmentForUpdate } from '../repositories/admin-segment-repository';
import {
  type AssignmentRow,
  countMatchingUsers,
  deleteAssignment,
  findAssignment,
  findAssignmentForUpdate,
  insertAssignment,
  listCriteria,
  replaceCriteria,
  syncPlanAssignees,
  syncSegmentAssignees,
  updateAssignment,
} from '../repositories/assignment-repository';
import { insertChange } from '../repositories/change-log-repository';
import { findCourseForUpdate } from '../repositories/course-admin-repository';
import { findPlanForUpdate } from '../repositories/plan-admin-repository';
import type { ServiceContext } from './service-context';

/** Locks the object's row; false when there is none. */
const lockObject: Record<AssignableObject, (db: Orm, id: number) => Promise<boolean>> = {
  segment: async (db, id) => (await findSegmentForUpdate(db, id)) !== undefined,
  content: async (db, id) => (await findContentForUpdate(db, id)) !== undefined,
  plan: async (db, id) => (await findPlanForUpdate(db, id)) !== undefined,
  course: async (db, id) => (await findCourseForUpdate(db, id)) !== undefined,
};

/** What a save applies to the users, beyond storing the rows. */
const applyToUsers: Partial<
  Record<
    AssignableObject,
    (db: Orm, assignmentId: number, objectId: number, rows: CriterionRowInput[], at: Date) => Promise<void>
  >
> = {
  segment: syncSegmentAssignees,
  plan: syncPlanAssignees,
};

export type AssignmentResult =
  | { outcome: 'saved'; assignment: Assignment }
  | { outcome: 'objectNotFound' }
  | { outcome: 'exists' }
  | { outcome: 'missing' };

const unsaved = (object: AssignableObject): Assignment => ({
  assignment_id: null,
  data: [],
  tally_total: 0,
  default_required: null,
  content_default: isAssignmentRequired(object, null),
});

async function readAssignment(db: Orm, object: AssignableObject, row: AssignmentRow | undefined) {
  if (!row) return unsaved(object);
  const criteria = await listCriteria(db, row.id);
  const rows = criteria.map((criterion) => ({ ...criterion, criterion_id: criterion.id }));
  return {
    assignment_id: row.id,
    data: rows.map(({ criterion_id, type, operator, value }) => ({ criterion_id, type, operator, value })),
    tally_total: await countMatchingUsers(db, rows),
    default_required: row.defaultRequired,
    content_default: isAssignmentRequired(object, row.defaultRequired),
  };
}

export function createAssignmentService({ orm, now }: ServiceContext) {
  function change(
    userId: number,
    object: AssignableObject,
    objectId: number,
    apply: (
      tx: Orm,
      existing: AssignmentRow | undefined,
    ) => Promise<AssignmentResult | AssignmentRow | undefined>,
  ): Promise<AssignmentResult> {
    return orm.transaction(async (tx) => {
      if (!(await lockObject[object](tx, objectId))) return { outcome: 'objectNotFound' };
      const existing = await findAssignmentForUpdate(tx, object, objectId);
      const applied = await apply(tx, existing);
      if (applied && 'outcome' in applied) return applied;
      await insertChange(
        tx,
        { objectType: object, objectId, userId, action: 'update', detail: 'assignment' },
        now(),
      );
      return { outcome: 'saved', assignment: await readAssignment(tx, object, applied) };
    });
  }

  async function store(
    tx: Orm,
    object: AssignableObject,
    objectId: number,
    id: number,
    draft: AssignmentSave,
  ) {
    await replaceCriteria(tx, id, draft.data);
    await applyToUsers[object]?.(tx, id, objectId, draft.data, now());
    return findAssignmentForUpdate(tx, object, objectId);
  }

  return {
    /** GET: the saved assignment, or an empty one (assignment_id null); undefined when there is no such object. */
    async get(object: AssignableObject, objectId: number): Promise<Assignment | undefined> {
      return orm.transaction(async (tx) => {
        if (!(await lockObject[object](tx, objectId))) return undefined;
        return readAssignment(tx, object, await findAssignment(tx, object, objectId));
      });
    },

    /** POST …/tally: how many active users the rows pick, without saving; undefined when there is no object. */
    async tally(object: AssignableObject, objectId: number, rows: readonly CriterionRowInput[]) {
      return orm.transaction(async (tx) =>
        (await lockObject[object](tx, objectId)) ? countMatchingUsers(tx, rows) : undefined,
      );
    },

    /** POST: creates the assignment; 'exists' when the object has one. */
    create: (userId: number, object: AssignableObject, objectId: number, draft: AssignmentSave) =>
      change(userId, object, objectId, async (tx, existing) => {
        if (existing) return { outcome: 'exists' };
        const id = await insertAssignment(tx, object, objectId, draft.default_required, now());
        return store(tx, object, objectId, id, draft);
      }),

    /** PUT: replaces the rows and default_required; 'missing' when the object has none. */
    replace: (userId: number, object: AssignableObject, objectId: number, draft: AssignmentSave) =>
      change(userId, object, objectId, async (tx, existing) => {
        if (!existing) return { outcome: 'missing' };
        await updateAssignment(tx, existing.id, draft.default_required, now());
        return store(tx, object, objectId, existing.id, draft);
      }),

    /** DELETE: unassigns the users it assigned, then removes it; answers the empty assignment. */
    remove: (userId: number, object: AssignableObject, objectId: number) =>
      change(userId, object, objectId, async (tx, existing) => {
        if (!existing) return { outcome: 'missing' };
        await applyToUsers[object]?.(tx, existing.id, objectId, [], now());
        await deleteAssignment(tx, existing.id);
        return undefined;
      }),
  };
}

export type AssignmentService = ReturnType<typeof createAssignmentService>;
