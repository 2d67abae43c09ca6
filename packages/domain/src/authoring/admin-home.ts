/**
 * Admin home (002 section 2): button groups, three to a row, each with its links. The assessment tool's group is
 * not here: it shows only while the definitions enable the tool, so the admin home page adds it.
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
      { label: 'Create course', path: '/segment-admin/ilt/courses/new' },
      { label: 'Manage courses', path: '/segment-admin/ilt/manage-courses' },
      { label: 'Create session', path: '/segment-admin/ilt/sessions/new' },
      { label: 'Manage sessions', path: '/segment-admin/ilt/manage-sessions' },
    ],
  },
  {
    title: 'Learning plan',
    links: [
      { label: 'Create', path: '/segment-admin/learning-plan/new' },
      { label: 'Manage', path: '/segment-admin/manage-learning-plan' },
    ],
  },
  {
    title: 'Learning units',
    links: [
      { label: 'Create', path: '/segment-admin/units/new' },
      { label: 'Manage', path: '/segment-admin/manage-units' },
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
