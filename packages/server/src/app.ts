/** The HTTP API under /api (000, section 7): routes registered from the shared `endpoints` table. */
import { apiBasePath } from '@segno/domain';
import { Hono } from 'hono';
import type { Database } from './db/database';
import type { ApiEnv } from './http/api-env';
import { onApiError, onApiNotFound } from './http/error-handlers';
import { registerCalls } from './http/register-calls';
import { createRequireSession } from './http/require-session';
import { registerActivityRoutes } from './routes/activity-routes';
import { registerAdminAlertRoutes } from './routes/admin-alert-routes';
import { registerAdminBadgeRoutes } from './routes/admin-badge-routes';
import { registerAdminContentRoutes } from './routes/admin-content-routes';
import { registerAdminRelationshipRoutes } from './routes/admin-relationship-routes';
import { registerAdminSegletRoutes } from './routes/admin-seglet-routes';
import { registerAdminSegmentRoutes } from './routes/admin-segment-routes';
import { registerAlertRoutes } from './routes/alert-routes';
import { registerAssessmentRoutes } from './routes/assessment-routes';
import { registerAssignmentExportRoutes } from './routes/assignment-export-routes';
import { registerAssignmentRoutes } from './routes/assignment-routes';
import { registerAuthRoutes } from './routes/auth-routes';
import { registerAuthoringLookupRoutes } from './routes/authoring-lookup-routes';
import { registerBrowseRoutes } from './routes/browse-routes';
import { registerChangeLogRoutes } from './routes/change-log-routes';
import { registerChecklistAdminRoutes } from './routes/checklist-admin-routes';
import { registerChecklistRoutes } from './routes/checklist-routes';
import { registerCompletionRoutes } from './routes/completion-routes';
import { registerContentExportRoutes } from './routes/content-export-routes';
import { registerContentFileRoutes } from './routes/content-file-routes';
import { registerContentRoutes } from './routes/content-routes';
import { registerCourseAdminRoutes } from './routes/course-admin-routes';
import { registerCourseRoutes } from './routes/course-routes';
import { registerDefinitionRoutes } from './routes/definition-routes';
import { registerExportRoutes } from './routes/export-routes';
import { registerFeedbackRoutes } from './routes/feedback-routes';
import { registerHealthRoutes } from './routes/health-routes';
import { registerLeaderboardRoutes } from './routes/leaderboard-routes';
import { registerManagerApprovalRoutes } from './routes/manager-approval-routes';
import { registerManagerRoutes } from './routes/manager-routes';
import { registerPlanAdminRoutes } from './routes/plan-admin-routes';
import { registerPlanRoutes } from './routes/plan-routes';
import { registerProfileRoutes } from './routes/profile-routes';
import { registerRecommendationRoutes } from './routes/recommendation-routes';
import { registerRegistrationRoutes } from './routes/registration-routes';
import { registerReportExportRoutes } from './routes/report-export-routes';
import { registerReportRoutes } from './routes/report-routes';
import { registerResponsibilityRoutes } from './routes/responsibility-routes';
import { registerSearchRoutes } from './routes/search-routes';
import { registerSegletContentRoutes } from './routes/seglet-content-routes';
import { segmentHandlers } from './routes/segment-routes';
import { registerSegnocodeAdminRoutes } from './routes/segnocode-admin-routes';
import { registerSegnocodeRoutes } from './routes/segnocode-routes';
import { registerSessionRoutes } from './routes/session-routes';
import { registerSkillMappingRoutes } from './routes/skill-mapping-routes';
import { registerTagRoutes } from './routes/tag-routes';
import { registerUnitAdminRoutes } from './routes/unit-admin-routes';
import { registerUploadRoutes } from './routes/upload-routes';
import { registerUserRoutes } from './routes/user-routes';
import { createServices, type Services } from './services';

export type ApiOptions = {
  db: Database;
  /** Signs single-sign-on tickets. */
  secret: Buffer;
  /** The clock; tests pass their own to expire sessions and tickets. */
  now?: () => Date;
  /** Where PUT /upload stores files (`<data dir>/uploads`); without it, uploads answer 503. */
  uploadsDir?: string;
};

export function createApi(options: ApiOptions): Hono<ApiEnv> {
  return createApiWithServices(options).api;
}

/** The API and the services behind it, for a caller that uses them too (main.ts: export jobs at start and stop). */
export function createApiWithServices({ db, secret, now = () => new Date(), uploadsDir }: ApiOptions): {
  api: Hono<ApiEnv>;
  services: Services;
} {
  const services = createServices({ orm: db.orm, now, secret, uploadsDir });
  const requireSession = createRequireSession(services.sessions);
  const api = new Hono<ApiEnv>().basePath(apiBasePath);
  // The calls registered from the contract: their routes are constrained, so they go first and in any order.
  registerCalls(api, { ...segmentHandlers(services) }, requireSession);
  registerHealthRoutes(api);
  registerAuthRoutes(api, services);
  // Content authoring and the admin forms' lookups (issue 8, S8b). Before the learner routes, which would read
  // "search" in GET /content/search as a content id.
  registerAdminContentRoutes(api, services, requireSession);
  // Unit authoring (issue 9): before the similar-name lookup of the other types and the learner's GET /unit/{id}.
  registerUnitAdminRoutes(api, services, requireSession);
  registerAuthoringLookupRoutes(api, services, requireSession);
  // Segment, medal and seglet authoring, and the change log (issue 8, S8a). Before the learner routes, which
  // would read "list" in GET /segment/list as a segment id.
  registerAdminSegmentRoutes(api, services, requireSession);
  registerAdminSegletRoutes(api, services, requireSession);
  registerAdminBadgeRoutes(api, services, requireSession);
  registerChangeLogRoutes(api, services, requireSession);
  // Tags on contents, segments and seglets (issue 8); before the learner content routes.
  registerTagRoutes(api, services, requireSession);
  // The content wizard's relationships, locking and badges steps (issue 8); before the learner content routes.
  registerAdminRelationshipRoutes(api, services, requireSession);
  // Admin segnocodes and the segnocode report (issue 8)
  registerSegnocodeAdminRoutes(api, services, requireSession);
  // Export jobs: the segnocode report export, polling, download, dismiss (issue 8)
  registerExportRoutes(api, services, requireSession);
  // System alert authoring (issue 8)
  registerAdminAlertRoutes(api, services, requireSession);
  // Responsibilities and checklist authoring (issue 8); before the learner content and checklist routes.
  registerResponsibilityRoutes(api, services, requireSession);
  registerChecklistAdminRoutes(api, services, requireSession);
  // Assignments of segments and contents (issue 8), plans and courses (issue 9); before the learner segment,
  // content, plan and course routes (GET /course/{type}/{course id} would read "assignment" as a course id).
  registerAssignmentRoutes(api, services, requireSession);
  // The assignment export (issue 8): the users an assignment picks, as an export job.
  registerAssignmentExportRoutes(api, services, requireSession);
  // The report, segment and content exports (issue 10); before the report, learner segment and content routes.
  registerReportExportRoutes(api, services, requireSession);
  registerContentExportRoutes(api, services, requireSession);
  // Skill mapping of contents (issue 8); before the learner content routes.
  registerSkillMappingRoutes(api, services, requireSession);
  // The seglet wizard's contents step (issue 8); before the learner seglet routes.
  registerSegletContentRoutes(api, services, requireSession);
  // Skill assessments (issue 10); before the user routes (GET /user/search/name/{text}).
  registerAssessmentRoutes(api, services, requireSession);
  registerUserRoutes(api, services, requireSession);
  registerDefinitionRoutes(api, services, requireSession);
  // Plan authoring (issue 9); before the learner's GET /plan/{id}, which would read "search" and "units" as ids.
  registerPlanAdminRoutes(api, services, requireSession);
  // ILT course authoring (issue 9); before the learner's GET /course/{id}, which would read "list" as an id.
  registerCourseAdminRoutes(api, services, requireSession);
  registerPlanRoutes(api, services, requireSession);
  registerProfileRoutes(api, services, requireSession);
  registerManagerRoutes(api, services, requireSession);
  registerAlertRoutes(api, services, requireSession);
  registerFeedbackRoutes(api, services, requireSession);
  registerUploadRoutes(api, services, requireSession);
  registerActivityRoutes(api, services, requireSession);
  registerLeaderboardRoutes(api, services, requireSession);
  registerRecommendationRoutes(api, services, requireSession);
  // Completion, rating, segnocodes and checklists (issue 5, S2)
  registerCompletionRoutes(api, services, requireSession);
  registerSegnocodeRoutes(api, services, requireSession);
  registerChecklistRoutes(api, services, requireSession);
  // Browse, segments and seglets, content, search, shipped content files (issue 5, S1)
  registerBrowseRoutes(api, services, requireSession);
  registerContentRoutes(api, services, requireSession);
  registerSearchRoutes(api, services, requireSession);
  registerContentFileRoutes(api, services);
  // Instructor-led training: courses, sessions, registrations and rosters (issue 7)
  registerCourseRoutes(api, services, requireSession);
  registerSessionRoutes(api, services, requireSession);
  registerRegistrationRoutes(api, services, requireSession);
  registerManagerApprovalRoutes(api, services, requireSession);
  // Report dashboards (issue 10)
  registerReportRoutes(api, services, requireSession);
  api.notFound(onApiNotFound);
  api.onError(onApiError);
  return { api, services };
}
