import { adminMessages } from '@segno/domain';
import type { RouteObject } from 'react-router-dom';
import type { ApiClient } from '../api/api-client';
import {
  createManageLoader,
  createSegmentAdminLoader,
  type ManagedKind,
} from '../features/admin/admin-loaders';
import {
  type ChecklistEditData,
  checklistPaths,
  createChecklistEditLoader,
  createChecklistNewLoader,
} from '../features/admin/checklist-loaders';
import { createSystemAlertLoader, systemAlertPath } from '../features/admin/system-alert-loader';
import {
  type BadgeWizardData,
  type ContentWizardData,
  createBadgeWizardLoader,
  createContentWizardLoader,
  createSegletWizardLoader,
  createSegmentWizardLoader,
  type SegletWizardData,
  type SegmentWizardData,
} from '../features/admin/wizard-loaders';
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

const loadSystemAlert = async () => ({
  Component: (await import('../features/admin/system-alert-page')).SystemAlertPage,
});
const loadChecklistNew = async () => ({
  Component: (await import('../features/admin/checklist-pages')).ChecklistNewPage,
});
const loadChecklistEdit = async () => ({
  Component: (await import('../features/admin/checklist-pages')).ChecklistEditPage,
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
  return {
    path: '/segment-admin',
    loader: createSegmentAdminLoader(api),
    handle: crumb('Segment admin', paths.segmentAdmin()),
    children: [
      { path: 'home', lazy: loadAdminHome },
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
    ],
  };
}
