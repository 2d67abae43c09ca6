import { createActivityService } from './activity-service';
import { createAdminAlertService } from './admin-alert-service';
import { createAdminBadgeService } from './admin-badge-service';
import { createAdminContentService } from './admin-content-service';
import { createAdminRelationshipService } from './admin-relationship-service';
import { createAdminSegletService } from './admin-seglet-service';
import { createAdminSegmentService } from './admin-segment-service';
import { createAlertService } from './alert-service';
import { createAssessmentService } from './assessment-service';
import { createAssignmentService } from './assignment-service';
import { createAuthService } from './auth-service';
import { createBrowseService } from './browse-service';
import { createChangeLogService } from './change-log-service';
import { createChecklistAdminService } from './checklist-admin-service';
import { createChecklistService } from './checklist-service';
import { createCompletionService } from './completion-service';
import { createContentFileService } from './content-file-service';
import { createContentService } from './content-service';
import { createCourseAdminService } from './course-admin-service';
import { createDefinitionService } from './definition-service';
import { createExportService } from './export-service';
import { createReportExportAccess } from './exports/report-export';
import { createFeedbackService } from './feedback-service';
import { createIltSessionService } from './ilt-session-service';
import { createLeaderboardService } from './leaderboard-service';
import { createManagerApprovalService } from './manager-approval-service';
import { createManagerService } from './manager-service';
import { createPlanAdminService } from './plan-admin-service';
import { createPlanService } from './plan-service';
import { createProfileService } from './profile-service';
import { createRecommendationService } from './recommendation-service';
import { createRegistrationService } from './registration-service';
import { createReportService } from './report-service';
import { createResponsibilityService } from './responsibility-service';
import { createSearchService } from './search-service';
import { createSegletContentService } from './seglet-content-service';
import { createSegmentService } from './segment-service';
import { createSegnocodeAdminService } from './segnocode-admin-service';
import { createSegnocodeService } from './segnocode-service';
import type { ServiceContext } from './service-context';
import { createSessionService } from './session-service';
import { createSkillMappingService } from './skill-mapping-service';
import { createTagService } from './tag-service';
import { createUnitAdminService } from './unit-admin-service';
import { createUploadService } from './upload-service';
import { createUserService } from './user-service';

export function createServices(context: ServiceContext & { secret: Buffer; uploadsDir?: string }) {
  return {
    auth: createAuthService(context),
    sessions: createSessionService(context),
    users: createUserService(context),
    definitions: createDefinitionService(context),
    // Plans list, preferences, manager profiles, alert, feedback, uploads (issue 4, S2)
    plans: createPlanService(context),
    profiles: createProfileService(context),
    managers: createManagerService(context),
    alerts: createAlertService(context),
    feedback: createFeedbackService(context),
    uploads: createUploadService(context),
    // Learner gamification calls (issue 4, S1)
    activities: createActivityService(context),
    leaderboards: createLeaderboardService(context),
    segments: createSegmentService(context),
    recommendations: createRecommendationService(context),
    // Completion, rating, segnocodes and checklists (issue 5, S2)
    completions: createCompletionService(context),
    segnocodes: createSegnocodeService(context),
    // Admin segnocodes and the segnocode report (issue 8)
    segnocodeAdmin: createSegnocodeAdminService(context),
    checklists: createChecklistService(context),
    // Browse, segments and seglets, content, search, shipped content files (issue 5, S1)
    browse: createBrowseService(context),
    contents: createContentService(context),
    search: createSearchService(context),
    contentFiles: createContentFileService(),
    // Instructor-led training: courses, sessions, registrations and rosters (issue 7)
    iltSessions: createIltSessionService(context),
    registrations: createRegistrationService(context),
    managerApprovals: createManagerApprovalService(context),
    // Content authoring and the admin forms' lookups (issue 8, S8b)
    adminContents: createAdminContentService(context),
    // Segment, medal and seglet authoring, and the change log (issue 8, S8a)
    adminSegments: createAdminSegmentService(context),
    adminSeglets: createAdminSegletService(context),
    changeLogs: createChangeLogService(context),
    // Tags on contents, segments and seglets (issue 8)
    tags: createTagService(context),
    // The content wizard's relationships, locking and badges steps (issue 8)
    adminRelationships: createAdminRelationshipService(context),
    // Badge authoring (issue 8, badges)
    adminBadges: createAdminBadgeService(context),
    // System alert authoring (issue 8)
    adminAlerts: createAdminAlertService(context),
    // Export jobs (issue 8; issue 10 registers more kinds)
    exports: createExportService(context),
    // Who may export a report (issue 10), checked without reading the report's rows
    reportExports: createReportExportAccess(context),
    // Assignments: criterion rows of segments and contents (issue 8)
    assignments: createAssignmentService(context),
    // Responsibilities and checklist authoring (issue 8)
    responsibilities: createResponsibilityService(context),
    checklistAdmin: createChecklistAdminService(context),
    // Skill mapping of contents (issue 8)
    skillMapping: createSkillMappingService(context),
    // The seglet wizard's contents step (issue 8)
    segletContents: createSegletContentService(context),
    // Plan authoring: the manage list, plan saves and a plan's units (issue 9)
    planAdmin: createPlanAdminService(context),
    // Unit authoring (issue 9)
    unitAdmin: createUnitAdminService(context),
    // ILT course authoring (issue 9)
    courseAdmin: createCourseAdminService(context),
    // Report dashboards: hierarchy and team reports, filter and team lists, saved views (issue 10)
    reports: createReportService(context),
    // Skill assessments: job roles, suggestions, assessments (issue 10)
    assessments: createAssessmentService(context),
  };
}

export type Services = ReturnType<typeof createServices>;
