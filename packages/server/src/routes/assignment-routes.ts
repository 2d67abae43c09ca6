/**
 * Assignment calls (001 section 7; 002 section 7), for each of `assignableObjects` (segment, content, plan and
 * course): GET /{object}/{id}/assignment, POST …/assignment/tally, POST …/assignment (create; 409 when one
 * exists), PUT …/assignment (replace; 404 when there is none), DELETE …/assignment. Segment admins only (roles
 * 2, 3, 4; others 403). A save's body is checked for its object (`assignmentDraftSchema`): a content or a course
 * needs default_required chosen.
 */
import { type AssignableObject, adminMessages, assignmentDraftSchema } from '@segno/domain';
import type { CallBody } from '@segno/domain/contract';
import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import type { AssignmentResult } from '../services/assignment-service';
import { contentNotFound } from './admin-content-routes';
import { courseNotFound } from './ilt-access';
import { segmentNotFound } from './leaderboard-routes';
import { planNotFound } from './plan-admin-routes';

const objectNotFound: Record<AssignableObject, string> = {
  segment: segmentNotFound,
  content: contentNotFound,
  plan: planNotFound,
  course: courseNotFound,
};

function assignmentOrRefused(object: AssignableObject, result: AssignmentResult) {
  switch (result.outcome) {
    case 'objectNotFound':
      throw new ApiError(404, objectNotFound[object]);
    case 'exists':
      throw new ApiError(409, adminMessages.assignment.exists);
    case 'missing':
      throw new ApiError(404, adminMessages.assignment.missing);
    case 'saved':
      return result.assignment;
  }
}

/** A save's body checked for its object: its rows complete and valid, default_required where it is needed (400). */
function draftFor(object: AssignableObject, body: CallBody<'assignmentCreate'>) {
  const parsed = assignmentDraftSchema(object).safeParse(body);
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  return parsed.data;
}

export function assignmentHandlers(services: Services) {
  const assignments = services.assignments;

  return defineHandlers({
    assignment: async ({ params }) => {
      const assignment = await assignments.get(params.assigned_object, params.object_id);
      if (!assignment) throw new ApiError(404, objectNotFound[params.assigned_object]);
      return assignment;
    },

    assignmentTally: async ({ params, body }) => {
      const total = await assignments.tally(params.assigned_object, params.object_id, body.data);
      if (total === undefined) throw new ApiError(404, objectNotFound[params.assigned_object]);
      return { tally_total: total };
    },

    assignmentCreate: async ({ params, body, caller }) => {
      const object = params.assigned_object;
      const draft = draftFor(object, body);
      const result = await assignments.create(caller.userId, object, params.object_id, draft);
      return assignmentOrRefused(object, result);
    },

    assignmentSave: async ({ params, body, caller }) => {
      const object = params.assigned_object;
      const draft = draftFor(object, body);
      return assignmentOrRefused(
        object,
        await assignments.replace(caller.userId, object, params.object_id, draft),
      );
    },

    assignmentDelete: async ({ params, caller }) =>
      assignmentOrRefused(
        params.assigned_object,
        await assignments.remove(caller.userId, params.assigned_object, params.object_id),
      ),
  });
}
