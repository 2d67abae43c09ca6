/** One stop of the help tour: what it explains and the element it points at. */
export type HelpTourStep = {
  id: string;
  title: string;
  description: string;
  /** A CSS selector for the element the step points at; the step is skipped when nothing matches. */
  target: string;
};

/** The tour's steps in the spec's order (000 section 2); each targets `[data-tour="<id>"]`. */
export const helpTourSteps: readonly HelpTourStep[] = [
  {
    id: 'main-navigation',
    title: 'Main navigation',
    description: 'Open the menu to reach my learning, browse learning, your profile, your team and help.',
  },
  {
    id: 'header-progress',
    title: 'Your progress',
    description: 'Your score, medals, badges, level and rank. Select it to see the details.',
  },
  {
    id: 'profile-picture',
    title: 'Profile picture',
    description: 'Select your picture to open your profile, where you can change it.',
  },
  {
    id: 'network-activity',
    title: 'Network activity',
    description: 'What your team peers have been learning lately. Like their activity to cheer them on.',
  },
  {
    id: 'my-recent-activity',
    title: 'My recent activity',
    description: 'The points, medals, badges and levels you earned recently.',
  },
].map((step) => ({ ...step, target: `[data-tour="${step.id}"]` }));
