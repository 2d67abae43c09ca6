import { adminHomeGroups, adminMessages } from '@segno/domain';
import { AdminHome } from '@segno/ui';
import { hashHref } from '../../paths';

const groups = adminHomeGroups.map((group) => ({
  title: group.title,
  links: group.links.map((link) => ({ label: link.label, href: hashHref(link.path) })),
}));

/** /segment-admin/home: the admin's button groups, three to a row (002 section 2). */
export function AdminHomePage() {
  return <AdminHome groups={groups} title={adminMessages.home.title} />;
}
