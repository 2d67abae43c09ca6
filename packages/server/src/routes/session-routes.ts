/**
 * The session list, its filters, one session, saving a session and the roster's learner search (002,
 * section 7). Creating and saving are for instructors and segment admins; an instructor creating a session
 * without naming one is its instructor (002 section 6).
 */
import { isInstructor, type SessionSaveRequest, sessionSaveRequestSchema } from '@segno/domain';
import type { CallBody } from '@segno/domain/contract';
import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import type { SessionSaveResult } from '../services/ilt-session-service';
import type { SignedInUser } from '../services/session-service';
import { sessionNotFound } from './ilt-access';

/** The body (its dates decoded by the contract's schema) with the signed-in instructor as default; 400 without one. */
function withInstructor(
  body: CallBody<'sessionCreate'>,
  { userId, roles }: SignedInUser,
): SessionSaveRequest {
  const instructorId = body.instructor_id ?? (isInstructor(roles) ? userId : undefined);
  const parsed = sessionSaveRequestSchema.safeParse({ ...body, instructor_id: instructorId });
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  return parsed.data;
}

function answerSave(result: SessionSaveResult) {
  if (result === 'notFound') throw new ApiError(404, sessionNotFound);
  if ('problems' in result) throw ApiError.badRequest(result.problems);
  return result;
}

export function sessionHandlers(services: Services) {
  const sessions = services.iltSessions;

  return defineHandlers({
    sessions: ({ query }) => sessions.list(query),
    sessionFilters: () => sessions.filters(),
    session: async ({ params }) => {
      const session = await sessions.session(params.session_id);
      if (!session) throw new ApiError(404, sessionNotFound);
      return session;
    },
    sessionCreate: async ({ body, caller }) =>
      answerSave(await sessions.create(withInstructor(body, caller))),
    sessionSave: async ({ params, body, caller }) =>
      answerSave(await sessions.update(params.session_id, withInstructor(body, caller))),
    sessionLearnerSearch: async ({ params }) => {
      const learners = await sessions.learnersToAdd(params.session_id, params.term);
      if (!learners) throw new ApiError(404, sessionNotFound);
      return learners;
    },
    instructors: () => sessions.instructors(),
    locationSearch: ({ params }) => sessions.locations(params.text),
  });
}
