/**
 * Admin home (002 section 2): button groups, three to a row, each with its links. Groups join this list as
 * their screens land; still to come with issues 9 and 10: ILT courses, learning plans, learning units and the
 * assessment tool (only when assessment_tool_enabled).
 */
export type AdminHomeLink = { label: string; path: string };
export type AdminHomeGroup = { title: string; links: readonly AdminHomeLink[] };

export const adminHomeGroups: readonly AdminHomeGroup[] = [
  {
    title: 'Segments',
    links: [
      { label: 'Create', path: '/segment-admin/segments/new' },
      { label: 'Manage', path: '/segment-admin/manage-segments' },
    ],
  },
  {
    title: 'Content',
    links: [
      { label: 'Create', path: '/segment-admin/contents/new' },
      { label: 'Manage', path: '/segment-admin/manage-contents' },
    ],
  },
  {
    // Not on the spec's home: seglets have their own screens (001 section 2) and need a way in.
    title: 'Seglets',
    links: [
      { label: 'Create', path: '/segment-admin/seglets/new' },
      { label: 'Manage', path: '/segment-admin/manage-seglets' },
    ],
  },
  {
    title: 'ILT',
    links: [
      { label: 'Create session', path: '/segment-admin/ilt/sessions/new' },
      { label: 'Manage sessions', path: '/segment-admin/ilt/manage-sessions' },
    ],
  },
  {
    title: 'Badges',
    links: [
      { label: 'Create', path: '/segment-admin/badges/new' },
      { label: 'Manage', path: '/segment-admin/manage-badges' },
    ],
  },
  {
    // Ours: checklists have a create screen and an edit screen (001 section 2); edit is opened from there.
    title: 'Checklists',
    links: [{ label: 'Create', path: '/segment-admin/checklists/new' }],
  },
  {
    title: 'Alert',
    links: [{ label: 'Configure', path: '/segment-admin/system-alert' }],
  },
  {
    title: 'Reports',
    links: [{ label: 'Segno code report', path: '/segment-admin/segnocode-report' }],
  },
];
