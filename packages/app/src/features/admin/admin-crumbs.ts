import { adminMessages, assessmentMessages, planAdminMessages } from '@segno/domain';
import { paths } from '../../paths';
import { crumb } from '../dashboard/crumbs';
import { checklistPaths } from './checklist-loaders';
import { systemAlertPath } from './system-alert-loader';

/**
 * The admin screens' crumbs that quote the admin catalogues. The routes load them with their screens (a lazy
 * `handle`), so the catalogues stay out of the learner's first load (issue 11).
 */
export const adminCrumbs = {
  assessmentEditor: crumb(assessmentMessages.screens.editorTitle),
  segnocodeReport: crumb(adminMessages.segnocodes.reportTitle),
  systemAlert: crumb(adminMessages.alert.title, systemAlertPath),
  newChecklist: crumb(adminMessages.checklists.newTitle, checklistPaths.create()),
  newUnit: crumb(planAdminMessages.unitScreens.newTitle),
  manageUnits: crumb(planAdminMessages.unitList.title, paths.manageUnits()),
};
