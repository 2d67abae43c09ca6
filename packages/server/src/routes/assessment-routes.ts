/**
 * Skill assessment calls (002 section 7, "Assessments"): GET /job_role/search/{text}, POST /job_role and PUT
 * /job_role/{id} (the admin assessment editor: segment admins only), GET /skill/search/{text}, GET
 * /assessor_role, GET /user/search/name/{text} (the assessee suggestions), GET /assessments, and GET, POST and
 * PUT /assessment. Every call needs a session and is refused (403) while the definitions' assessment_tool_enabled
 * is off. Suggestions answer nothing below 2 characters and 400 above 100 (002 section 5).
 *
 * An assessment is read by its assessor and its assessee and changed by its assessor (403 for others); a choice
 * that does not exist, an assessor role the rule refuses, or skills that are not the job role's answer 400 with
 * the field's path.
 */
import {
  assessmentListQuerySchema,
  assessmentMessages,
  assessmentSaveSchema,
  jobRoleSaveSchema,
} from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam, parseTextParam } from '../http/request-input';
import { requireSegmentAdmin } from '../http/require-segment-admin';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { AssessmentChange, Assessor } from '../services/assessment-service';
import { parseChanges } from './admin-input';
import { parseQuery } from './query-input';

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

export function registerAssessmentRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  const assessments = services.assessments;
  const requireTool = createMiddleware<ApiEnv>(async (_c, next) => {
    if (!(await assessments.isToolEnabled())) throw new ApiError(403, texts.toolDisabled);
    await next();
  });
  const anyone = [requireSession, requireTool] as const;
  const admin = [requireSession, requireTool, requireSegmentAdmin] as const;
  const assessor = (c: Context<ApiEnv>): Assessor => {
    const { userId, roles } = c.get('signedIn');
    return { userId, roles };
  };
  const assessmentId = (c: Context<ApiEnv>) => parseIdParam(c, 'assessment_id');

  api.get(endpoints.jobRoleSearch.path, ...anyone, async (c) =>
    sendJson(c, await assessments.searchJobRoles(parseTextParam(c, 'text'))),
  );

  api.post(endpoints.jobRoleCreate.path, ...admin, async (c) => {
    const input = await parseChanges(c, jobRoleSaveSchema);
    const created = savedOrRefused(await assessments.createJobRole(input), texts.jobRoleNotFound);
    c.status(201);
    return sendJson(c, created);
  });

  api.put(endpoints.jobRoleSave.path, ...admin, async (c) => {
    const id = parseIdParam(c, 'job_role_id');
    const input = await parseChanges(c, jobRoleSaveSchema);
    return sendJson(c, savedOrRefused(await assessments.saveJobRole(id, input), texts.jobRoleNotFound));
  });

  api.get(endpoints.assessmentSkillSearch.path, ...anyone, async (c) =>
    sendJson(c, await assessments.searchSkills(parseTextParam(c, 'text'))),
  );

  api.get(endpoints.assessorRoles.path, ...anyone, (c) => sendJson(c, assessments.assessorRoles()));

  api.get(endpoints.userNameSearch.path, ...anyone, async (c) =>
    sendJson(c, await assessments.searchPeople(parseTextParam(c, 'text'))),
  );

  api.get(endpoints.assessments.path, ...anyone, async (c) => {
    const query = parseQuery(c, assessmentListQuerySchema);
    return sendJson(c, await assessments.list(c.get('signedIn').userId, query));
  });

  api.get(endpoints.assessment.path, ...anyone, async (c) => {
    const id = assessmentId(c);
    return sendJson(c, savedOrRefused(await assessments.get(c.get('signedIn').userId, id), texts.notFound));
  });

  api.post(endpoints.assessmentCreate.path, ...anyone, async (c) => {
    const input = await parseChanges(c, assessmentSaveSchema);
    const created = savedOrRefused(await assessments.create(assessor(c), input), texts.notFound);
    c.status(201);
    return sendJson(c, created);
  });

  api.put(endpoints.assessmentSave.path, ...anyone, async (c) => {
    const id = assessmentId(c);
    const input = await parseChanges(c, assessmentSaveSchema);
    return sendJson(c, savedOrRefused(await assessments.save(assessor(c), id, input), texts.notFound));
  });
}
