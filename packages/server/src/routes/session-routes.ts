/**
 * The session list, its filters, one session, saving a session and the roster's learner search (002,
 * section 7). Creating and saving are for instructors and segment admins; an instructor creating a session
 * without naming one is its instructor (002 section 6).
 */
import {
  decodeDates,
  isInstructor,
  type SessionSaveRequest,
  sessionListQuerySchema,
  sessionSaveRequestSchema,
} from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam, parseTextParam, readFormOrJson } from '../http/request-input';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { SessionSaveResult } from '../services/ilt-session-service';
import { requireSessionManager, sessionNotFound } from './ilt-access';
import { queryWithLists } from './query-arrays';

/** The body with its dates decoded (seconds or ms in, 000 section 3), the signed-in instructor as default. */
async function parseSessionSave(c: Context<ApiEnv>): Promise<SessionSaveRequest> {
  const body = decodeDates(await readFormOrJson(c)) as Record<string, unknown>;
  const { userId, roles } = c.get('signedIn');
  if (body.instructor_id === undefined && isInstructor(roles)) body.instructor_id = userId;
  if (body.maxClassSize === undefined) body.maxClassSize = body.max_class_size;
  const parsed = sessionSaveRequestSchema.safeParse(body);
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  return parsed.data;
}

function answerSave(result: SessionSaveResult) {
  if (result === 'notFound') throw new ApiError(404, sessionNotFound);
  if ('problems' in result) throw ApiError.badRequest(result.problems);
  return result;
}

export function registerSessionRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  api.get(endpoints.sessions.path, requireSession, async (c) => {
    const parsed = sessionListQuerySchema.safeParse(queryWithLists(c, ['filters']));
    if (!parsed.success) throw ApiError.fromZod(parsed.error);
    return sendJson(c, await services.iltSessions.list(parsed.data));
  });

  // Before /session/:session_id, which would read "filters" as an id.
  api.get(endpoints.sessionFilters.path, requireSession, async (c) =>
    sendJson(c, await services.iltSessions.filters()),
  );

  api.get(endpoints.session.path, requireSession, async (c) => {
    const session = await services.iltSessions.session(parseIdParam(c, 'session_id'));
    if (!session) throw new ApiError(404, sessionNotFound);
    return sendJson(c, session);
  });

  api.post(endpoints.sessionCreate.path, requireSession, async (c) => {
    requireSessionManager(c);
    return sendJson(c, answerSave(await services.iltSessions.create(await parseSessionSave(c))));
  });

  api.put(endpoints.sessionSave.path, requireSession, async (c) => {
    requireSessionManager(c);
    const sessionId = parseIdParam(c, 'session_id');
    return sendJson(c, answerSave(await services.iltSessions.update(sessionId, await parseSessionSave(c))));
  });

  api.get(endpoints.sessionLearnerSearch.path, requireSession, async (c) => {
    requireSessionManager(c);
    const sessionId = parseIdParam(c, 'session_id');
    const learners = await services.iltSessions.learnersToAdd(sessionId, parseTextParam(c, 'term'));
    if (!learners) throw new ApiError(404, sessionNotFound);
    return sendJson(c, learners);
  });

  api.get(endpoints.instructors.path, requireSession, async (c) => {
    requireSessionManager(c);
    return sendJson(c, await services.iltSessions.instructors());
  });

  api.get(endpoints.locationSearch.path, requireSession, async (c) => {
    requireSessionManager(c);
    return sendJson(c, await services.iltSessions.locations(parseTextParam(c, 'text')));
  });
}
