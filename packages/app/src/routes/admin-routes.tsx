import { type WizardStep, wizardStepPath } from '@segno/domain';
import { type RouteObject, redirect } from 'react-router-dom';
import type { ApiClient } from '../api/api-client';
import type { adminCrumbs } from '../features/admin/admin-crumbs';
import type { ManagedKind } from '../features/admin/admin-loaders';
import {
  type ChecklistEditData,
  createChecklistEditLoader,
  createChecklistNewLoader,
} from '../features/admin/checklist-loaders';
import { createSystemAlertLoader } from '../features/admin/system-alert-loader';
import type { UnitEditorData } from '../features/admin/unit-editor-loader';
import type {
  BadgeWizardData,
  ContentWizardData,
  CourseWizardData,
  PlanPrerequisitesData,
  PlanWizardData,
  SegletWizardData,
  SegmentTagsData,
  SegmentWizardData,
} from '../features/admin/wizard-loaders';
import { idParam } from '../features/content/content-place';
import { crumb, crumbFrom } from '../features/dashboard/crumbs';
import { paths } from '../paths';

// The admin screens load on demand, their loaders and components in parallel (React Router's lazy object):
// learners never open them, so they stay out of the first load. The checklist and system alert loaders stay
// static: their modules hold the screens' addresses, which the crumbs need. Each route gets its own lazy object:
// React Router clears a lazy object's properties as they load.
const adminLoaders = () => import('../features/admin/admin-loaders');
/** A crumb that quotes the admin catalogues, loaded with its screen (admin-crumbs.ts). */
const adminCrumb = (name: keyof typeof adminCrumbs) => async () =>
  (await import('../features/admin/admin-crumbs')).adminCrumbs[name];
const wizardLoaders = () => import('../features/admin/wizard-loaders');
const adminHomePage = async () => (await import('../features/admin/admin-home-page')).AdminHomePage;
const managePage = async () => (await import('../features/admin/manage-page')).ManagePage;
const segmentWizardPage = async () =>
  (await import('../features/admin/segment-wizard-page')).SegmentWizardPage;
const segmentTagsPage = async () => (await import('../features/admin/segment-tags-page')).SegmentTagsPage;
const segletWizardPage = async () => (await import('../features/admin/seglet-wizard-page')).SegletWizardPage;
const contentWizardPage = async () =>
  (await import('../features/admin/content-wizard-page')).ContentWizardPage;
const badgeWizardPage = async () => (await import('../features/admin/badge-wizard-page')).BadgeWizardPage;
const planWizardPage = async () => (await import('../features/admin/plan-wizard-page')).PlanWizardPage;
const managePlansPage = async () => (await import('../features/admin/manage-plans-page')).ManagePlansPage;
const planPrerequisitesPage = async () =>
  (await import('../features/admin/plan-prerequisites-page')).PlanPrerequisitesPage;
const courseWizardPage = async () => (await import('../features/admin/course-wizard-page')).CourseWizardPage;
const unitEditorPage = async () => (await import('../features/admin/unit-editor-page')).UnitEditorPage;
const manageCoursesPage = async () =>
  (await import('../features/admin/manage-courses-page')).ManageCoursesPage;
const manageUnitsPage = async () => (await import('../features/admin/manage-units-page')).ManageUnitsPage;
const systemAlertPage = async () => (await import('../features/admin/system-alert-page')).SystemAlertPage;
const checklistNewPage = async () => (await import('../features/admin/checklist-pages')).ChecklistNewPage;
const checklistEditPage = async () => (await import('../features/admin/checklist-pages')).ChecklistEditPage;
// The assessment editor (issue 10): only while the assessment tool is enabled.
const assessmentEditorPage = async () =>
  (await import('../features/assessments/assessment-editor-page')).AssessmentEditorPage;
const segnocodeReportPage = async () =>
  (await import('../features/admin/segnocode-report-page')).SegnocodeReportPage;

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
    lazy: { loader: async () => (await adminLoaders()).createManageLoader(api, kind), Component: managePage },
    handle: crumb(manageTitles[kind], paths.manageList(kind)),
  });
  const segmentWizard = () => ({
    loader: async () => (await wizardLoaders()).createSegmentWizardLoader(api),
    Component: segmentWizardPage,
  });
  const segletWizard = () => ({
    loader: async () => (await wizardLoaders()).createSegletWizardLoader(api),
    Component: segletWizardPage,
  });
  const contentWizard = () => ({
    loader: async () => (await wizardLoaders()).createContentWizardLoader(api),
    Component: contentWizardPage,
  });
  const badgeWizard = () => ({
    loader: async () => (await wizardLoaders()).createBadgeWizardLoader(api),
    Component: badgeWizardPage,
  });
  const courseWizard = () => ({
    loader: async () => (await wizardLoaders()).createCourseWizardLoader(api),
    Component: courseWizardPage,
  });
  const planWizard = () => ({
    loader: async () => (await wizardLoaders()).createPlanWizardLoader(api),
    Component: planWizardPage,
  });
  const unitEditor = () => ({
    loader: async () => (await import('../features/admin/unit-editor-loader')).createUnitEditorLoader(api),
    Component: unitEditorPage,
  });
  const unitCrumb = crumbFrom<UnitEditorData>((data) =>
    data.kind === 'edit' ? { label: data.unit.unit_name } : undefined,
  );
  return {
    path: '/segment-admin',
    lazy: { loader: async () => (await adminLoaders()).createSegmentAdminLoader(api) },
    handle: crumb('Segment admin', paths.segmentAdmin()),
    children: [
      { path: 'home', lazy: { Component: adminHomePage } },
      {
        path: 'assessment-editor',
        lazy: {
          loader: async () =>
            (await import('../features/assessments/assessment-editor-loader')).createAssessmentEditorLoader(
              api,
            ),
          Component: assessmentEditorPage,
          handle: adminCrumb('assessmentEditor'),
        },
      },
      // Admin segnocodes: the redeemed-users report (issue 8)
      {
        path: 'segnocode-report',
        lazy: { Component: segnocodeReportPage, handle: adminCrumb('segnocodeReport') },
      },
      {
        path: 'system-alert',
        loader: createSystemAlertLoader(api),
        lazy: { Component: systemAlertPage, handle: adminCrumb('systemAlert') },
      },
      // Checklist authoring (issue 8)
      {
        path: 'checklists/new',
        loader: createChecklistNewLoader(api),
        lazy: { Component: checklistNewPage, handle: adminCrumb('newChecklist') },
      },
      {
        path: 'checklists/:checklist_id/edit',
        loader: createChecklistEditLoader(api),
        lazy: { Component: checklistEditPage },
        handle: crumbFrom<ChecklistEditData>((data) => ({ label: data.checklist.name })),
      },
      manage('segment'),
      manage('seglet'),
      manage('content'),
      manage('badge'),
      { path: 'segments/new', lazy: segmentWizard(), handle: crumb('New segment') },
      {
        path: 'segments/:segment_id/tags',
        lazy: {
          loader: async () => (await wizardLoaders()).createSegmentTagsLoader(api),
          Component: segmentTagsPage,
        },
        handle: crumbFrom<SegmentTagsData>((data) => ({ label: data.segment.name })),
      },
      {
        path: 'segments/:segment_id/:step',
        lazy: segmentWizard(),
        handle: crumbFrom<SegmentWizardData>((data) => data.segment && { label: data.segment.name }),
      },
      { path: 'seglets/new', lazy: segletWizard(), handle: crumb('New seglet') },
      {
        path: 'seglets/:seglet_id/:step',
        lazy: segletWizard(),
        handle: crumbFrom<SegletWizardData>((data) => data.seglet && { label: data.seglet.name }),
      },
      { path: 'contents/new', lazy: contentWizard(), handle: crumb('New content') },
      {
        path: 'contents/:content_id/:step',
        lazy: contentWizard(),
        handle: crumbFrom<ContentWizardData>((data) => data.content && { label: data.content.name }),
      },
      { path: 'badges/new', lazy: badgeWizard(), handle: crumb('New badge') },
      {
        path: 'badges/:badge_id/:step',
        lazy: badgeWizard(),
        handle: crumbFrom<BadgeWizardData>((data) => data.badge && { label: data.badge.name }),
      },
      // ILT course authoring (issue 9, 002 section 2)
      {
        path: 'ilt/manage-courses',
        lazy: {
          loader: async () => (await wizardLoaders()).createManageCoursesLoader(api),
          Component: manageCoursesPage,
        },
        handle: crumb('Manage courses', paths.manageList('course')),
      },
      { path: 'ilt/courses/new', lazy: courseWizard(), handle: crumb('New course') },
      {
        path: 'ilt/courses/:course_id/:step',
        lazy: courseWizard(),
        handle: crumbFrom<CourseWizardData>((data) => data.course && { label: data.course.name }),
      },
      // The unit editor (issue 9, 002 section 2), alone or inside a plan
      ...['units/new', 'units/new/plan/:plan_id'].map((path) => ({
        path,
        lazy: { ...unitEditor(), handle: adminCrumb('newUnit') },
      })),
      ...['units/:unit_id/edit', 'units/:unit_id/edit/plan/:plan_id'].map((path) => ({
        path,
        lazy: unitEditor(),
        handle: unitCrumb,
      })),
      // Learning plan authoring (issue 9)
      {
        path: 'manage-learning-plan',
        lazy: {
          loader: async () => (await adminLoaders()).createManagePlansLoader(api),
          Component: managePlansPage,
        },
        handle: crumb('Manage learning plans', paths.manageList('plan')),
      },
      // Unit authoring (issue 9): the manage-units list
      {
        path: 'manage-units',
        lazy: {
          loader: async () =>
            (await import('../features/admin/manage-units-loader')).createManageUnitsLoader(api),
          Component: manageUnitsPage,
          handle: adminCrumb('manageUnits'),
        },
      },
      { path: 'learning-plan/new', lazy: planWizard(), handle: crumb('New learning plan') },
      {
        path: 'learning-plan/:plan_id/units-prerequisites',
        lazy: {
          loader: async () => (await wizardLoaders()).createPlanPrerequisitesLoader(api),
          Component: planPrerequisitesPage,
        },
        handle: crumbFrom<PlanPrerequisitesData>((data) => ({ label: data.plan.plan_name })),
      },
      {
        path: 'learning-plan/:plan_id/:step',
        lazy: planWizard(),
        handle: crumbFrom<PlanWizardData>((data) => data.plan && { label: data.plan.plan_name }),
      },
    ],
  };
}

/**
 * 001 section 2: "A related path /manage-dashboard/seglets/{seglet_id}/edit also exists with the same steps".
 * Each of its steps opens the seglet wizard's own (query kept), behind the same admin gate.
 */
export const manageDashboardSegletRoute: RouteObject = {
  path: '/manage-dashboard/seglets/:seglet_id/:step',
  loader: ({ params, request }) => {
    const segletId = idParam(params, 'seglet_id');
    if (segletId === undefined) throw new Response('Not found', { status: 404 });
    const step = params.step as WizardStep;
    return redirect(`${wizardStepPath('seglet', segletId, step)}${new URL(request.url).search}`);
  },
};
