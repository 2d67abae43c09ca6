import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import { answerOrRefuse, sessionActor, sessionNotFound } from './ilt-access';

export function registrationHandlers(services: Services) {
  const registrations = services.registrations;

  return defineHandlers({
    sessionRoster: async ({ params }) => {
      const roster = await registrations.roster(params.session_id);
      if (roster === 'notFound') throw new ApiError(404, sessionNotFound);
      return roster;
    },
    // The learner themself, or a session manager adding one: the service decides.
    sessionRegister: async ({ params, body, caller }) =>
      answerOrRefuse(await registrations.register(sessionActor(caller), params.session_id, body.user_id)),
    // The learner cancelling their own, or a session manager removing one: the service decides.
    registrationRemove: async ({ params, caller }) =>
      answerOrRefuse(
        await registrations.remove(sessionActor(caller), params.session_id, params.registration_id),
      ),
    // A session manager, or the learner's own manager approving (1) or denying (2): the service decides.
    registrationType: async ({ params, body, caller }) =>
      answerOrRefuse(
        await registrations.setType(
          sessionActor(caller),
          params.session_id,
          params.registration_id,
          body.registration_type_id,
        ),
      ),
    attendanceMark: async ({ params }) =>
      answerOrRefuse(await registrations.markPresent(params.session_id, params.registration_id)),
    attendanceUnmark: async ({ params }) =>
      answerOrRefuse(await registrations.unmarkPresent(params.session_id, params.registration_id)),
  });
}
