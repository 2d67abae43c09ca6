import { adminMessages, assessmentMessages, planAdminMessages } from '@segno/domain';
import type { RouteObject } from 'react-router-dom';
import type { ApiClient } from '../api/api-client';
import {
  createManageLoader,
  createManagePlansLoader,
  createSegmentAdminLoader,
  type ManagedKind,
} from '../features/admin/admin-loaders';
import {
  type ChecklistEditData,
  checklistPaths,
  createChecklistEditLoader,
  createChecklistNewLoader,
} from '../features/admin/checklist-loaders';
import { createManageUnitsLoader } from '../features/admin/manage-units-loader';
import { createSystemAlertLoader, systemAlertPath } from '../features/admin/system-alert-loader';
import { createUnitEditorLoader, type UnitEditorData } from '../features/admin/unit-editor-loader';
import {
  type BadgeWizardData,
  type ContentWizardData,
  type CourseWizardData,
  createBadgeWizardLoader,
  createContentWizardLoader,
  createCourseWizardLoader,
  createManageCoursesLoader,
  createPlanPrerequisitesLoader,
  createPlanWizardLoader,
  createSegletWizardLoader,
  createSegmentWizardLoader,
  type PlanPrerequisitesData,
  type PlanWizardData,
  type SegletWizardData,
  type SegmentWizardData,
} from '../features/admin/wizard-loaders';
import { createAssessmentEditorLoader } from '../features/assessments/assessment-editor-loader';
import { crumb, crumbFrom } from '../features/dashboard/dashboard-layout';
import { paths } from '../paths';

// The admin screens load on demand: learners never open them, so they stay out of the first load.
const loadAdminHome = async () => ({
  Component: (await import('../features/admin/admin-home-page')).AdminHomePage,
});
const loadManagePage = async () => ({
  Component: (await import('../features/admin/manage-page')).ManagePage,
});
const loadSegmentWizard = async () => ({
  Component: (await import('../features/admin/segment-wizard-page')).SegmentWizardPage,
});
const loadSegletWizard = async () => ({
  Component: (await import('../features/admin/seglet-wizard-page')).SegletWizardPage,
});
const loadContentWizard = async () => ({
  Component: (await import('../features/admin/content-wizard-page')).ContentWizardPage,
});
const loadBadgeWizard = async () => ({
  Component: (await import('../features/admin/badge-wizard-page')).BadgeWizardPage,
});
const loadPlanWizard = async () => ({
  Component: (await import('../features/admin/plan-wizard-page')).PlanWizardPage,
});
const loadManagePlans = async () => ({
  Component: (await import('../features/admin/manage-plans-page')).ManagePlansPage,
});
const loadPlanPrerequisites = async () => ({
  Component: (await import('../features/admin/plan-prerequisites-page')).PlanPrerequisitesPage,
});
const loadCourseWizard = async () => ({
  Component: (await import('../features/admin/course-wizard-page')).CourseWizardPage,
});
const loadUnitEditor = async () => ({
  Component: (await import('../features/admin/unit-editor-page')).UnitEditorPage,
});
const loadManageCourses = async () => ({
  Component: (await import('../features/admin/manage-courses-page')).ManageCoursesPage,
});

const loadManageUnits = async () => ({
  Component: (await import('../features/admin/manage-units-page')).ManageUnitsPage,
});

const loadSystemAlert = async () => ({
  Component: (await import('../features/admin/system-alert-page')).SystemAlertPage,
});
const loadChecklistNew = async () => ({
  Component: (await import('../features/admin/checklist-pages')).ChecklistNewPage,
});
const loadChecklistEdit = async () => ({
  Component: (await import('../features/admin/checklist-pages')).ChecklistEditPage,
});
// The assessment editor (issue 10): only while the assessment tool is enabled.
const loadAssessmentEditor = async () => ({
  Component: (await import('../features/assessments/assessment-editor-page')).AssessmentEditorPage,
});
const loadSegnocodeReport = async () => ({
  Component: (await import('../features/admin/segnocode-report-page')).SegnocodeReportPage,
});

const manageTitles: Record<ManagedKind, string> = {
  segment: 'Manage segments',
  seglet: 'Manage seglets',
  content: 'Manage contents',
  badge: 'Manage badges',
};

/**
 * The segment admin area (001 section 2, 002 section 2): admin home, the manage lists and the wizards, behind
 * the segment admin role. The session screens' admin variant (/segment-admin/ilt) sits beside it: instructors
 * use those too.
 */
export function adminRoutes(api: ApiClient): RouteObject {
  const manage = (kind: ManagedKind): RouteObject => ({
    path: `manage-${kind}s`,
    loader: createManageLoader(api, kind),
    lazy: loadManagePage,
    handle: crumb(manageTitles[kind], paths.manageList(kind)),
  });
  const segmentWizard = createSegmentWizardLoader(api);
  const segletWizard = createSegletWizardLoader(api);
  const contentWizard = createContentWizardLoader(api);
  const badgeWizard = createBadgeWizardLoader(api);
  const courseWizard = createCourseWizardLoader(api);
  const planWizard = createPlanWizardLoader(api);
  const unitEditor = createUnitEditorLoader(api);
  const unitCrumb = crumbFrom<UnitEditorData>((data) =>
    data.kind === 'edit' ? { label: data.unit.unit_name } : undefined,
  );
  return {
    path: '/segment-admin',
    loader: createSegmentAdminLoader(api),
    handle: crumb('Segment admin', paths.segmentAdmin()),
    children: [
      { path: 'home', lazy: loadAdminHome },
      {
        path: 'assessment-editor',
        loader: createAssessmentEditorLoader(api),
        lazy: loadAssessmentEditor,
        handle: crumb(assessmentMessages.screens.editorTitle),
      },
      // Admin segnocodes: the redeemed-users report (issue 8)
      {
        path: 'segnocode-report',
        lazy: loadSegnocodeReport,
        handle: crumb(adminMessages.segnocodes.reportTitle),
      },
      {
        path: 'system-alert',
        loader: createSystemAlertLoader(api),
        lazy: loadSystemAlert,
        handle: crumb(adminMessages.alert.title, systemAlertPath),
      },
      // Checklist authoring (issue 8)
      {
        path: 'checklists/new',
        loader: createChecklistNewLoader(api),
        lazy: loadChecklistNew,
        handle: crumb(adminMessages.checklists.newTitle, checklistPaths.create()),
      },
      {
        path: 'checklists/:checklist_id/edit',
        loader: createChecklistEditLoader(api),
        lazy: loadChecklistEdit,
        handle: crumbFrom<ChecklistEditData>((data) => ({ label: data.checklist.name })),
      },
      manage('segment'),
      manage('seglet'),
      manage('content'),
      manage('badge'),
      { path: 'segments/new', loader: segmentWizard, lazy: loadSegmentWizard, handle: crumb('New segment') },
      {
        path: 'segments/:segment_id/:step',
        loader: segmentWizard,
        lazy: loadSegmentWizard,
        handle: crumbFrom<SegmentWizardData>((data) => data.segment && { label: data.segment.name }),
      },
      { path: 'seglets/new', loader: segletWizard, lazy: loadSegletWizard, handle: crumb('New seglet') },
      {
        path: 'seglets/:seglet_id/:step',
        loader: segletWizard,
        lazy: loadSegletWizard,
        handle: crumbFrom<SegletWizardData>((data) => data.seglet && { label: data.seglet.name }),
      },
      { path: 'contents/new', loader: contentWizard, lazy: loadContentWizard, handle: crumb('New content') },
      {
        path: 'contents/:content_id/:step',
        loader: contentWizard,
        lazy: loadContentWizard,
        handle: crumbFrom<ContentWizardData>((data) => data.content && { label: data.content.name }),
      },
      { path: 'badges/new', loader: badgeWizard, lazy: loadBadgeWizard, handle: crumb('New badge') },
      {
        path: 'badges/:badge_id/:step',
        loader: badgeWizard,
        lazy: loadBadgeWizard,
        handle: crumbFrom<BadgeWizardData>((data) => data.badge && { label: data.badge.name }),
      },
      // ILT course authoring (issue 9, 002 section 2)
      {
        path: 'ilt/manage-courses',
        loader: createManageCoursesLoader(api),
        lazy: loadManageCourses,
        handle: crumb('Manage courses', paths.manageList('course')),
      },
      { path: 'ilt/courses/new', loader: courseWizard, lazy: loadCourseWizard, handle: crumb('New course') },
      {
        path: 'ilt/courses/:course_id/:step',
        loader: courseWizard,
        lazy: loadCourseWizard,
        handle: crumbFrom<CourseWizardData>((data) => data.course && { label: data.course.name }),
      },
      // The unit editor (issue 9, 002 section 2), alone or inside a plan
      ...['units/new', 'units/new/plan/:plan_id'].map((path) => ({
        path,
        loader: unitEditor,
        lazy: loadUnitEditor,
        handle: crumb(planAdminMessages.unitScreens.newTitle),
      })),
      ...['units/:unit_id/edit', 'units/:unit_id/edit/plan/:plan_id'].map((path) => ({
        path,
        loader: unitEditor,
        lazy: loadUnitEditor,
        handle: unitCrumb,
      })),
      // Learning plan authoring (issue 9)
      {
        path: 'manage-learning-plan',
        loader: createManagePlansLoader(api),
        lazy: loadManagePlans,
        handle: crumb('Manage learning plans', paths.manageList('plan')),
      },
      // Unit authoring (issue 9): the manage-units list
      {
        path: 'manage-units',
        loader: createManageUnitsLoader(api),
        lazy: loadManageUnits,
        handle: crumb(planAdminMessages.unitList.title, paths.manageUnits()),
      },
      {
        path: 'learning-plan/new',
        loader: planWizard,
        lazy: loadPlanWizard,
        handle: crumb('New learning plan'),
      },
      {
        path: 'learning-plan/:plan_id/units-prerequisites',
        loader: createPlanPrerequisitesLoader(api),
        lazy: loadPlanPrerequisites,
        handle: crumbFrom<PlanPrerequisitesData>((data) => ({ label: data.plan.plan_name })),
      },
      {
        path: 'learning-plan/:plan_id/:step',
        loader: planWizard,
        lazy: loadPlanWizard,
        handle: crumbFrom<PlanWizardData>((data) => data.plan && { label: data.plan.plan_name }),
      },
    ],
  };
}
