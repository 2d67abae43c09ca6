import { adminHomeGroups, adminMessages, assessmentMessages } from '@segno/domain';
import { AdminHome } from '@segno/ui';
import { useRouteLoaderData } from 'react-router-dom';
import { hashHref, paths } from '../../paths';
import type { DashboardData } from '../dashboard/dashboard-loader';

const groups = adminHomeGroups.map((group) => ({
  title: group.title,
  links: group.links.map((link) => ({ label: link.label, href: hashHref(link.path) })),
}));

// spec 002 section 2: the assessment tool group is added only when the definitions say assessment_tool_enabled.
const assessmentGroup = {
  title: assessmentMessages.screens.adminGroup,
  links: [{ label: assessmentMessages.screens.adminLink, href: hashHref(paths.assessmentEditor()) }],
};

/** /segment-admin/home: the admin's button groups, three to a row (002 section 2). */
export function AdminHomePage() {
  const { definition } = useRouteLoaderData('dashboard') as DashboardData;
  return (
    <AdminHome
      groups={definition.assessment_tool_enabled ? [...groups, assessmentGroup] : groups}
      title={adminMessages.home.title}
    />
  );
}
