import { createAdminCalls } from './admin-calls';
import { createAlertAdminCalls } from './alert-admin-calls';
import { createAssessmentCalls } from './assessment-calls';
import { createAssignmentCalls } from './assignment-calls';
import { createAssignmentExportCalls } from './assignment-export-calls';
import { createBadgeCalls } from './badge-calls';
import { createChecklistAdminCalls } from './checklist-admin-calls';
import { createContentCalls } from './content-calls';
import { createCourseAdminCalls } from './course-admin-calls';
import { createExportCalls } from './export-calls';
import { createIltCalls } from './ilt-calls';
import { createLearningCalls } from './learning-calls';
import { createPlanAdminCalls } from './plan-admin-calls';
import { createPlanCalls } from './plan-calls';
import { createRelationshipCalls } from './relationship-calls';
import { createReportCalls } from './report-calls';
import { createReportExportCalls } from './report-export-calls';
import { createResponsibilityCalls } from './responsibility-calls';
import { createSegletContentCalls } from './seglet-content-calls';
import { createSegnocodeAdminCalls } from './segnocode-admin-calls';
import { createSkillCalls } from './skill-calls';
import { createTagCalls } from './tag-calls';
import type { Transport } from './transport';
import { createUnitAdminCalls } from './unit-admin-calls';

/**
 * The calls of every screen past the dashboard home: taking content, plans, instructor-led training, assessments,
 * reports and admin authoring. The API client loads them on first use (see lazy-calls.ts).
 */
export function createAreaCalls(request: Transport) {
  return {
    ...createContentCalls(request),
    ...createLearningCalls(request),
    ...createPlanCalls(request),
    ...createIltCalls(request),
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
  };
}
