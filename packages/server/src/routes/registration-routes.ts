/**
 * Registration and the roster (002, sections 4, 7 and 8): a learner registers or cancels themself; only
 * instructors and segment admins read the roster, add or remove learners, deny, reinstate and take attendance;
 * a learner's own manager also approves or denies their registration (002 section 1).
 */
import { registrationRequestSchema, registrationTypeRequestSchema } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import { answerOrRefuse, requireSessionManager, sessionActor, sessionNotFound } from './ilt-access';
import { parseBody } from './own-user';

export function registerRegistrationRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  api.get(endpoints.sessionRoster.path, requireSession, async (c) => {
    requireSessionManager(c);
    const roster = await services.registrations.roster(parseIdParam(c, 'session_id'));
    if (roster === 'notFound') throw new ApiError(404, sessionNotFound);
    return sendJson(c, roster);
  });

  api.put(endpoints.sessionRegister.path, requireSession, async (c) => {
    const sessionId = parseIdParam(c, 'session_id');
    const { user_id } = await parseBody(c, registrationRequestSchema);
    return sendJson(
      c,
      answerOrRefuse(await services.registrations.register(sessionActor(c), sessionId, user_id)),
    );
  });

  api.delete(endpoints.registrationRemove.path, requireSession, async (c) => {
    const sessionId = parseIdParam(c, 'session_id');
    const registrationId = parseIdParam(c, 'registration_id');
    return sendJson(
      c,
      answerOrRefuse(await services.registrations.remove(sessionActor(c), sessionId, registrationId)),
    );
  });

  // A session manager, or the learner's own manager approving (1) or denying (2): the service decides.
  api.put(endpoints.registrationType.path, requireSession, async (c) => {
    const sessionId = parseIdParam(c, 'session_id');
    const registrationId = parseIdParam(c, 'registration_id');
    const { registration_type_id } = await parseBody(c, registrationTypeRequestSchema);
    return sendJson(
      c,
      answerOrRefuse(
        await services.registrations.setType(
          sessionActor(c),
          sessionId,
          registrationId,
          registration_type_id,
        ),
      ),
    );
  });

  api.post(endpoints.attendanceMark.path, requireSession, async (c) => {
    requireSessionManager(c);
    const sessionId = parseIdParam(c, 'session_id');
    const registrationId = parseIdParam(c, 'registration_id');
    return sendJson(c, answerOrRefuse(await services.registrations.markPresent(sessionId, registrationId)));
  });

  api.delete(endpoints.attendanceUnmark.path, requireSession, async (c) => {
    requireSessionManager(c);
    const sessionId = parseIdParam(c, 'session_id');
    const registrationId = parseIdParam(c, 'registration_id');
    return sendJson(c, answerOrRefuse(await services.registrations.unmarkPresent(sessionId, registrationId)));
  });
}
