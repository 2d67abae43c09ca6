/** The HTTP API under /api (000, section 7): routes registered from the shared `endpoints` table. */
import { apiBasePath } from '@segno/domain';
import { Hono } from 'hono';
import type { Database } from './db/database';
import type { ApiEnv } from './http/api-env';
import { onApiError, onApiNotFound } from './http/error-handlers';
import { createRequireSession } from './http/require-session';
import { registerActivityRoutes } from './routes/activity-routes';
import { registerAlertRoutes } from './routes/alert-routes';
import { registerAuthRoutes } from './routes/auth-routes';
import { registerBrowseRoutes } from './routes/browse-routes';
import { registerChecklistRoutes } from './routes/checklist-routes';
import { registerCompletionRoutes } from './routes/completion-routes';
import { registerContentFileRoutes } from './routes/content-file-routes';
import { registerContentRoutes } from './routes/content-routes';
import { registerCourseRoutes } from './routes/course-routes';
import { registerDefinitionRoutes } from './routes/definition-routes';
import { registerFeedbackRoutes } from './routes/feedback-routes';
import { registerLeaderboardRoutes } from './routes/leaderboard-routes';
import { registerManagerApprovalRoutes } from './routes/manager-approval-routes';
import { registerManagerRoutes } from './routes/manager-routes';
import { registerPlanRoutes } from './routes/plan-routes';
import { registerProfileRoutes } from './routes/profile-routes';
import { registerRecommendationRoutes } from './routes/recommendation-routes';
import { registerRegistrationRoutes } from './routes/registration-routes';
import { registerSearchRoutes } from './routes/search-routes';
import { registerSegmentRoutes } from './routes/segment-routes';
import { registerSegnocodeRoutes } from './routes/segnocode-routes';
import { registerSessionRoutes } from './routes/session-routes';
import { registerUploadRoutes } from './routes/upload-routes';
import { registerUserRoutes } from './routes/user-routes';
import { createServices } from './services';

export type ApiOptions = {
  db: Database;
  /** Signs single-sign-on tickets. */
  secret: Buffer;
  /** The clock; tests pass their own to expire sessions and tickets. */
  now?: () => Date;
  /** Where PUT /upload stores files (`<data dir>/uploads`); without it, uploads answer 503. */
  uploadsDir?: string;
};

export function createApi({ db, secret, now = () => new Date(), uploadsDir }: ApiOptions): Hono<ApiEnv> {
  const services = createServices({ orm: db.orm, now, secret, uploadsDir });
  const requireSession = createRequireSession(services.sessions);
  const api = new Hono<ApiEnv>().basePath(apiBasePath);
  registerAuthRoutes(api, services);
  registerUserRoutes(api, services, requireSession);
  registerDefinitionRoutes(api, services, requireSession);
  registerPlanRoutes(api, services, requireSession);
  registerProfileRoutes(api, services, requireSession);
  registerManagerRoutes(api, services, requireSession);
  registerAlertRoutes(api, services, requireSession);
  registerFeedbackRoutes(api, services, requireSession);
  registerUploadRoutes(api, services, requireSession);
  registerActivityRoutes(api, services, requireSession);
  registerLeaderboardRoutes(api, services, requireSession);
  registerSegmentRoutes(api, services, requireSession);
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
  api.notFound(onApiNotFound);
  api.onError(onApiError);
  return api;
}
