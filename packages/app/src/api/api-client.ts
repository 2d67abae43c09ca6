import { authResponseSchema, definitionSchema, userSchema, userStatsSchema } from '@segno/domain';
import { type SignInCredentials, SignInRefused } from '@segno/machines';
import { z } from 'zod';
import { createAdminCalls } from './admin-calls';
import { createAlertAdminCalls } from './alert-admin-calls';
import { ApiError } from './api-error';
import { createApprovalCalls } from './approval-calls';
import { createAssessmentCalls } from './assessment-calls';
import { createAssignmentCalls } from './assignment-calls';
import { createAssignmentExportCalls } from './assignment-export-calls';
import { createBadgeCalls } from './badge-calls';
import { createChecklistAdminCalls } from './checklist-admin-calls';
import { createContentCalls } from './content-calls';
import { createCourseAdminCalls } from './course-admin-calls';
import { createExportCalls } from './export-calls';
import { createIltCalls } from './ilt-calls';
import { createLearnerCalls } from './learner-calls';
import { createLearningCalls } from './learning-calls';
import { createPlanAdminCalls } from './plan-admin-calls';
import { createPlanCalls } from './plan-calls';
import { createRelationshipCalls } from './relationship-calls';
import { createReportCalls } from './report-calls';
import { createReportExportCalls } from './report-export-calls';
import { createResponsibilityCalls } from './responsibility-calls';
import { createSegletContentCalls } from './seglet-content-calls';
import { createSegnocodeAdminCalls } from './segnocode-admin-calls';
import { clearSession, readSession } from './session-cookies';
import { createSkillCalls } from './skill-calls';
import { createTagCalls } from './tag-calls';
import { createRequestListeners, createTransport, type TransportOptions } from './transport';
import { createUnitAdminCalls } from './unit-admin-calls';

const signOutSchema = z.unknown();

/** The calls the app makes, typed by the domain schemas. */
export function createApiClient(options: Partial<TransportOptions> = {}) {
  const requestListeners = createRequestListeners();
  const request = createTransport({
    getSession: readSession,
    onUnauthorized: clearSession,
    onRequest: requestListeners.notify,
    ...options,
  });
  let definition: ReturnType<typeof loadDefinition> | undefined;

  function loadDefinition() {
    // Definitions are cached and not cancelable (000, section 7): no signal.
    return request('definition', { schema: definitionSchema });
  }

  return {
    ...createLearnerCalls(request),
    ...createContentCalls(request),
    ...createLearningCalls(request),
    ...createPlanCalls(request),
    ...createIltCalls(request),
    ...createApprovalCalls(request),
    ...createAdminCalls(request),
    ...createSegnocodeAdminCalls(request),
    ...createAlertAdminCalls(request),
    ...createTagCalls(request),
    ...createSkillCalls(request),
    ...createBadgeCalls(request),
    ...createExportCalls(request),
    ...createRelationshipCalls(request),
    ...createResponsibilityCalls(request),
    ...createChecklistAdminCalls(request),
    ...createAssignmentCalls(request),
    ...createAssignmentExportCalls(request),
    ...createSegletContentCalls(request),
    ...createCourseAdminCalls(request),
    ...createPlanAdminCalls(request),
    ...createUnitAdminCalls(request),
    ...createReportCalls(request),
    ...createReportExportCalls(request),
    ...createAssessmentCalls(request),
    /** Listens to every API call from anywhere (the inactivity watcher); returns the unsubscribe function. */
    onRequest: requestListeners.subscribe,
    async signIn(credentials: SignInCredentials) {
      try {
        return await request('auth', { form: { ...credentials }, schema: authResponseSchema });
      } catch (error) {
        // 401: refused; 429: too many refused attempts (issue 11). Either way the login screen shows the reason.
        if (error instanceof ApiError && (error.status === 401 || error.status === 429)) {
          throw new SignInRefused(error.authResponse);
        }
        throw error;
      }
    },
    signOut: (userId: number) => request('logout', { params: { user_id: userId }, schema: signOutSchema }),
    getUser: (userId: number, signal?: AbortSignal) =>
      request('user', {
        params: { user_id: userId },
        query: { include: ['user_medal', 'user_badge'] },
        schema: userSchema,
        signal,
      }),
    getUserStats: (userId: number, signal?: AbortSignal) =>
      request('userStats', { params: { user_id: userId }, schema: userStatsSchema, signal }),
    getDefinition() {
      definition ??= loadDefinition().catch((error: unknown) => {
        definition = undefined;
        throw error;
      });
      return definition;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
