import type { WizardKind, WizardStep, WizardSubRoute } from './wizard';

// Where the admin screens live (001 and 002, section 2). Apart from the wizard's rules: the app's paths need them
// on every page, the rules quote the admin catalogues (issue 11, the first load).

const adminBase = '/segment-admin';

/** The manage list of each kind. */
export const manageListPaths: Record<WizardKind, string> = {
  segment: `${adminBase}/manage-segments`,
  content: `${adminBase}/manage-contents`,
  badge: `${adminBase}/manage-badges`,
  seglet: `${adminBase}/manage-seglets`,
  plan: `${adminBase}/manage-learning-plan`,
  course: `${adminBase}/ilt/manage-courses`,
};

export const adminHomePath = `${adminBase}/home`;

/**
 * Where a wizard goes when it closes. Segment, content, badge and seglet wizards carry exit=0 or 1 (001
 * section 2): 1 returns to the kind's manage list, anything else to admin home, as save-and-close does.
 * Units and plans (002 section 2, "Exit codes") read their codes with `unitExitPath`.
 */
export function wizardExitPath(kind: WizardKind, exit: number | undefined): string {
  return exit === 1 ? manageListPaths[kind] : adminHomePath;
}

/**
 * Where editing a unit or a plan step leads (002 section 2): no plan, manage units; in a plan, by default
 * admin home; 1 manage units; 2 and 3 the plan's units (exit 0 and 1); 4 and 5 its units-prerequisites.
 */
export function unitExitPath(exit: number | undefined, planId: number | undefined): string {
  const manageUnits = `${adminBase}/manage-units`;
  if (planId === undefined) return manageUnits;
  const plan = `${adminBase}/learning-plan/${planId}`;
  switch (exit) {
    case 1:
      return manageUnits;
    case 2:
      return `${plan}/units?exit=0`;
    case 3:
      return `${plan}/units?exit=1`;
    case 4:
      return `${plan}/units-prerequisites?exit=0`;
    case 5:
      return `${plan}/units-prerequisites?exit=1`;
    default:
      return adminHomePath;
  }
}

/** Where each kind's wizard lives under /segment-admin (002 section 2: plans and ILT courses differ). */
const wizardBases: Record<WizardKind, string> = {
  segment: 'segments',
  content: 'contents',
  badge: 'badges',
  seglet: 'seglets',
  plan: 'learning-plan',
  course: 'ilt/courses',
};

/**
 * Where a wizard's steps live: /segment-admin/{kind}s/{id}/{step}; a new item's at /segment-admin/{kind}s/new
 * (plans: learning-plan/{id}/{step}, courses: ilt/courses/{id}/{step}). A plan's sub-route lives beside its
 * steps.
 */
export function wizardStepPath(
  kind: WizardKind,
  id: number | 'new',
  step?: WizardStep | WizardSubRoute,
): string {
  const base = `${adminBase}/${wizardBases[kind]}`;
  return id === 'new' ? `${base}/new` : `${base}/${id}/${step ?? 'edit'}`;
}
