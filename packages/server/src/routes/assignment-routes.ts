/**
 * Assignment calls (001 section 7; 002 section 7), for each of `assignableObjects` (segment, content, plan and
 * course): GET /{object}/{id}/assignment, POST …/assignment/tally, POST …/assignment (create; 409 when one
 * exists), PUT …/assignment (replace; 404 when there is none), DELETE …/assignment. Segment admins only (roles
 * 2, 3, 4; others 403). Register before the learner routes.
 */
import {
  type AssignableObject,
  adminMessages,
  assignableObjectNames,
  assignmentDraftSchema,
  assignmentTallyRequestSchema,
} from '@segno/domain';
import { type EndpointName, endpoints } from '@segno/domain/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { requireSegmentAdmin } from '../http/require-segment-admin';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { AssignmentResult } from '../services/assignment-service';
import { contentNotFound } from './admin-content-routes';
import { courseNotFound } from './ilt-access';
import { segmentNotFound } from './leaderboard-routes';
import { parseBody } from './own-user';
import { planNotFound } from './plan-admin-routes';

const objectNotFound: Record<AssignableObject, string> = {
  segment: segmentNotFound,
  content: contentNotFound,
  plan: planNotFound,
  course: courseNotFound,
};

/** The endpoint's path for one object: `/:assigned_object/:object_id/...` with the object written out. */
const pathOf = (name: EndpointName, object: AssignableObject) =>
  endpoints[name].path.replace(':assigned_object', object);

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

export function registerAssignmentRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  const admin = [requireSession, requireSegmentAdmin] as const;
  const signedInUser = (c: Context<ApiEnv>) => c.get('signedIn').userId;

  for (const object of assignableObjectNames) {
    const objectId = (c: Context<ApiEnv>) => parseIdParam(c, 'object_id');

    api.get(pathOf('assignment', object), ...admin, async (c) => {
      const assignment = await services.assignments.get(object, objectId(c));
      if (!assignment) throw new ApiError(404, objectNotFound[object]);
      return sendJson(c, assignment);
    });

    api.post(pathOf('assignmentTally', object), ...admin, async (c) => {
      const id = objectId(c);
      const { data } = await parseBody(c, assignmentTallyRequestSchema);
      const total = await services.assignments.tally(object, id, data);
      if (total === undefined) throw new ApiError(404, objectNotFound[object]);
      return sendJson(c, { tally_total: total });
    });

    api.post(pathOf('assignmentCreate', object), ...admin, async (c) => {
      const id = objectId(c);
      const draft = await parseBody(c, assignmentDraftSchema(object));
      const result = await services.assignments.create(signedInUser(c), object, id, draft);
      c.status(201);
      return sendJson(c, assignmentOrRefused(object, result));
    });

    api.put(pathOf('assignmentSave', object), ...admin, async (c) => {
      const id = objectId(c);
      const draft = await parseBody(c, assignmentDraftSchema(object));
      return sendJson(
        c,
        assignmentOrRefused(object, await services.assignments.replace(signedInUser(c), object, id, draft)),
      );
    });

    api.delete(pathOf('assignmentDelete', object), ...admin, async (c) =>
      sendJson(
        c,
        assignmentOrRefused(object, await services.assignments.remove(signedInUser(c), object, objectId(c))),
      ),
    );
  }
}
