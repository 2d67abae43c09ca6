import type { AssignableObject, Assignment, CriterionRowInput } from '@segno/domain';
import type { Transport } from './transport';

/** A save's body: the rows (all complete) and, for a content or a course, whether it is required. */
export type AssignmentBody = { data: CriterionRowInput[]; default_required: boolean | null };

/**
 * Assignments (001 section 7; 002 section 7) of a segment, a content, a plan or a course: read, count users
 * without saving, create (POST) or replace (PUT), and delete. Each save answers the stored assignment.
 */
export function createAssignmentCalls(request: Transport) {
  const params = (object: AssignableObject, objectId: number) => ({
    assigned_object: object,
    object_id: objectId,
  });
  return {
    /** GET /{object}/{id}/assignment: assignment_id null when none is saved. */
    getAssignment: (object: AssignableObject, objectId: number, signal?: AbortSignal) =>
      request('assignment', { params: params(object, objectId), signal }),
    /** POST /{object}/{id}/assignment/tally: how many users the rows pick. */
    countAssignees: async (
      object: AssignableObject,
      objectId: number,
      rows: CriterionRowInput[],
      signal?: AbortSignal,
    ) =>
      (
        await request('assignmentTally', {
          params: params(object, objectId),
          json: { data: rows },
          signal,
        })
      ).tally_total,
    /** POST when the object has no assignment yet, PUT when it has one. */
    saveAssignment: (
      object: AssignableObject,
      objectId: number,
      saved: Pick<Assignment, 'assignment_id'>,
      body: AssignmentBody,
    ) =>
      request(saved.assignment_id === null ? 'assignmentCreate' : 'assignmentSave', {
        params: params(object, objectId),
        json: body,
      }),
    /** DELETE /{object}/{id}/assignment: unassigns the users it assigned. */
    deleteAssignment: (object: AssignableObject, objectId: number) =>
      request('assignmentDelete', { params: params(object, objectId) }),
  };
}
