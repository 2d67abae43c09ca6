/** The HTTP API under /api (000, section 7): routes registered from the shared `endpoints` table. */
import { apiBasePath } from '@segno/domain';
import { Hono } from 'hono';
import type { Database } from './db/database';
import type { ApiEnv } from './http/api-env';
import { checkAnswers } from './http/check-answers';
import { onApiError } from './http/error-handlers';
import { type CallHandlers, createNotFoundHandler, registerCalls } from './http/register-calls';
import { createRequireSession } from './http/require-session';
import { activityHandlers } from './routes/activity-routes';
import { adminAlertHandlers } from './routes/admin-alert-routes';
import { adminBadgeHandlers } from './routes/admin-badge-routes';
import { adminContentHandlers } from './routes/admin-content-routes';
import { adminRelationshipHandlers } from './routes/admin-relationship-routes';
import { adminSegletHandlers } from './routes/admin-seglet-routes';
import { adminSegmentHandlers } from './routes/admin-segment-routes';
import { alertHandlers } from './routes/alert-routes';
import { assessmentHandlers, assessmentToolGate } from './routes/assessment-routes';
import { assignmentExportHandlers } from './routes/assignment-export-routes';
import { assignmentHandlers } from './routes/assignment-routes';
import { authHandlers } from './routes/auth-routes';
import { authoringLookupHandlers } from './routes/authoring-lookup-routes';
import { browseHandlers } from './routes/browse-routes';
import { changeLogHandlers } from './routes/change-log-routes';
import { checklistAdminHandlers } from './routes/checklist-admin-routes';
import { checklistHandlers } from './routes/checklist-routes';
import { completionHandlers } from './routes/completion-routes';
import { contentExportHandlers } from './routes/content-export-routes';
import { contentFileHandlers } from './routes/content-file-routes';
import { contentHandlers } from './routes/content-routes';
import { courseAdminHandlers } from './routes/course-admin-routes';
import { courseHandlers } from './routes/course-routes';
import { definitionHandlers } from './routes/definition-routes';
import { exportHandlers } from './routes/export-routes';
import { feedbackHandlers } from './routes/feedback-routes';
import { healthHandlers } from './routes/health-routes';
import { leaderboardHandlers } from './routes/leaderboard-routes';
import { managerApprovalHandlers } from './routes/manager-approval-routes';
import { managerHandlers } from './routes/manager-routes';
import { planAdminHandlers } from './routes/plan-admin-routes';
import { planHandlers } from './routes/plan-routes';
import { planUnitHandlers } from './routes/plan-unit-routes';
import { profileHandlers } from './routes/profile-routes';
import { recommendationHandlers } from './routes/recommendation-routes';
import { registrationHandlers } from './routes/registration-routes';
import { reportExportHandlers } from './routes/report-export-routes';
import { reportHandlers } from './routes/report-routes';
import { responsibilityHandlers } from './routes/responsibility-routes';
import { searchHandlers } from './routes/search-routes';
import { segletContentHandlers } from './routes/seglet-content-routes';
import { segmentHandlers } from './routes/segment-routes';
import { segnocodeAdminHandlers } from './routes/segnocode-admin-routes';
import { segnocodeHandlers } from './routes/segnocode-routes';
import { sessionHandlers } from './routes/session-routes';
import { skillMappingHandlers } from './routes/skill-mapping-routes';
import { tagHandlers } from './routes/tag-routes';
import { unitAdminHandlers } from './routes/unit-admin-routes';
import { uploadHandlers } from './routes/upload-routes';
import { userHandlers } from './routes/user-routes';
import { createServices, type Services } from './services';

export type ApiOptions = {
  db: Database;
  /** Signs single-sign-on tickets. */
  secret: Buffer;
  /** The clock; tests pass their own to expire sessions and tickets. */
  now?: () => Date;
  /** Where PUT /upload stores files (`<data dir>/uploads`); without it, uploads answer 503. */
  uploadsDir?: string;
  /** Tests: parse every answer with the contract (http/check-answers.ts). */
  checkAnswers?: boolean;
};

export function createApi(options: ApiOptions): Hono<ApiEnv> {
  return createApiWithServices(options).api;
}

/** The API and the services behind it, for a caller that uses them too (main.ts: export jobs at start and stop). */
export function createApiWithServices({
  db,
  secret,
  now = () => new Date(),
  uploadsDir,
  checkAnswers: isCheckingAnswers = false,
}: ApiOptions): {
  api: Hono<ApiEnv>;
  services: Services;
} {
  const services = createServices({ orm: db.orm, now, secret, uploadsDir });
  const requireSession = createRequireSession(services.sessions);
  const api = new Hono<ApiEnv>().basePath(apiBasePath);
  if (isCheckingAnswers) api.use('*', checkAnswers);
  // Every call of the contract, each with its handler (a call without one does not compile). Routes are
  // constrained by their parameters, so the order here does not matter.
  const handlers: CallHandlers = {
    ...activityHandlers(services),
    ...adminAlertHandlers(services),
    ...adminBadgeHandlers(services),
    ...adminContentHandlers(services),
    ...adminRelationshipHandlers(services),
    ...adminSegletHandlers(services),
    ...adminSegmentHandlers(services),
    ...alertHandlers(services),
    ...assessmentHandlers(services),
    ...assignmentExportHandlers(services),
    ...assignmentHandlers(services),
    ...authHandlers(services),
    ...authoringLookupHandlers(services),
    ...browseHandlers(services),
    ...changeLogHandlers(services),
    ...checklistAdminHandlers(services),
    ...checklistHandlers(services),
    ...completionHandlers(services),
    ...contentExportHandlers(services),
    ...contentFileHandlers(services),
    ...contentHandlers(services),
    ...courseAdminHandlers(services),
    ...courseHandlers(services),
    ...definitionHandlers(services),
    ...exportHandlers(services),
    ...feedbackHandlers(services),
    ...healthHandlers(),
    ...leaderboardHandlers(services),
    ...managerApprovalHandlers(services),
    ...managerHandlers(services),
    ...planAdminHandlers(services),
    ...planHandlers(services),
    ...planUnitHandlers(services.plans.units),
    ...profileHandlers(services),
    ...recommendationHandlers(services),
    ...registrationHandlers(services),
    ...reportExportHandlers(services),
    ...reportHandlers(services),
    ...responsibilityHandlers(services),
    ...searchHandlers(services),
    ...segletContentHandlers(services),
    ...segmentHandlers(services),
    ...segnocodeAdminHandlers(services),
    ...segnocodeHandlers(services),
    ...sessionHandlers(services),
    ...skillMappingHandlers(services),
    ...tagHandlers(services),
    ...unitAdminHandlers(services),
    ...uploadHandlers(services),
    ...userHandlers(services),
  };
  // The assessment tool's switch is checked with the session, before the call's input is read (002 section 7).
  const toolGate = assessmentToolGate(services);
  const before = Object.fromEntries(
    Object.keys(assessmentHandlers(services)).map((name) => [name, toolGate]),
  );
  registerCalls(api, handlers, requireSession, { before, isMarkingRefusals: isCheckingAnswers });
  api.notFound(createNotFoundHandler(requireSession));
  api.onError(onApiError);
  return { api, services };
}
