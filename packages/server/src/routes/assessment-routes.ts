/**
 * Skill assessment calls (002 section 7, "Assessments"): GET /job_role/search/{text}, POST /job_role and PUT
 * /job_role/{id} (the admin assessment editor: segment admins only), GET /skill/search/{text}, GET
 * /assessor_role, GET /user/search/name/{text} (the assessee suggestions), GET /assessments, and GET, POST and
 * PUT /assessment. Every call needs a session and is refused (403) while the definitions' assessment_tool_enabled
 * is off, before anything else is checked. Suggestions answer nothing below 2 characters and 400 above 100 (002
 * section 5).
 *
 * An assessment is read by its assessor and its assessee and changed by its assessor (403 for others); a choice
 * that does not exist, an assessor role the rule refuses, or skills that are not the job role's answer 400 with
 * the field's path.
 */
import { assessmentMessages } from '@segno/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { AssessmentChange, Assessor } from '../services/assessment-service';
import type { SignedInUser } from '../services/session-service';

const texts = assessmentMessages;

/** The saved value, or the error its refusal answers with. */
function savedOrRefused<Saved>(result: AssessmentChange<Saved>, notFound: string): Saved {
  switch (result.outcome) {
    case 'saved':
      return result.saved;
    case 'notFound':
      throw new ApiError(404, notFound);
    case 'forbidden':
      throw new ApiError(403, result.message);
    case 'taken':
      throw new ApiError(409, texts.jobRoleNameTaken, {
        issues: [{ path: 'name', message: texts.jobRoleNameTaken }],
      });
    case 'invalid':
      throw ApiError.badRequest(result.issues);
  }
}

/** Answers 201 with the created value. */
function created(c: Context<ApiEnv>, value: object): Response {
  c.status(201);
  return sendJson(c, value);
}

const assessorOf = ({ userId, roles }: SignedInUser): Assessor => ({ userId, roles });

export function assessmentHandlers(services: Services) {
  const assessments = services.assessments;

  return defineHandlers({
    jobRoleSearch: ({ params }) => assessments.searchJobRoles(params.text),
    jobRoleCreate: async ({ body, c }) =>
      created(c, savedOrRefused(await assessments.createJobRole(body), texts.jobRoleNotFound)),
    jobRoleSave: async ({ params, body }) =>
      savedOrRefused(await assessments.saveJobRole(params.job_role_id, body), texts.jobRoleNotFound),
    assessmentSkillSearch: ({ params }) => assessments.searchSkills(params.text),
    assessorRoles: () => assessments.assessorRoles(),
    userNameSearch: ({ params }) => assessments.searchPeople(params.text),
    assessments: ({ query, caller }) => assessments.list(caller.userId, query),
    assessment: async ({ params, caller }) =>
      savedOrRefused(await assessments.get(caller.userId, params.assessment_id), texts.notFound),
    assessmentCreate: async ({ body, caller, c }) =>
      created(c, savedOrRefused(await assessments.create(assessorOf(caller), body), texts.notFound)),
    assessmentSave: async ({ params, body, caller }) =>
      savedOrRefused(await assessments.save(assessorOf(caller), params.assessment_id, body), texts.notFound),
  });
}

/** Every assessment call is refused (403) while the definitions' assessment tool is off (002 section 7). */
export function assessmentToolGate(services: Services): MiddlewareHandler<ApiEnv> {
  return createMiddleware<ApiEnv>(async (_c, next) => {
    if (!(await services.assessments.isToolEnabled())) throw new ApiError(403, texts.toolDisabled);
    await next();
  });
}
