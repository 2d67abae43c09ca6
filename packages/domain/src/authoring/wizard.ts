/**
 * The admin wizards' rules (001 section 2, 002 sections 2 and 6): which steps each wizard has, which show for
 * a given item, which buttons show on a step, and where each exit code leads. The wizard machine
 * (`@segno/machines`) follows these; the app maps a step to its screen.
 */
import { adminMessages } from '../messages-admin';
import { publicationStatus } from '../publication-status';

export const wizardKinds = ['segment', 'content', 'badge', 'seglet', 'plan', 'course'] as const;
export type WizardKind = (typeof wizardKinds)[number];

/** Every step of each wizard, in order (001 section 2). */
export const wizardSteps = {
  segment: ['edit', 'content', 'medals', 'users', 'status', 'change-log'],
  content: [
    'edit',
    'launch-and-expiration',
    'expertise',
    'tags',
    'skill-mapping',
    'map-responsibilities',
    'add-learner',
    'segment',
    'relationships',
    'locking',
    'badges',
    'status',
    'change-log',
  ],
  badge: ['edit', 'content', 'notifications', 'status', 'change-log'],
  seglet: ['edit', 'contents', 'launch-and-expiration', 'segments'],
  /** 002 section 2: the plan edit wizard; units-prerequisites is a sub-route of units (`wizardSubRoutes`). */
  plan: ['edit', 'units', 'users', 'map-responsibilities', 'status', 'change-log'],
  /** 002 section 2: the ILT course wizard; users is titled 'Course Visibility' (`wizardStepTitle`). */
  course: ['edit', 'session-info', 'expertise', 'users', 'status', 'change-log'],
} as const satisfies Record<WizardKind, readonly string[]>;

export type WizardStep = (typeof wizardSteps)[WizardKind][number];

/**
 * Pages of a wizard that are not steps of their own: the plan's units-prerequisites ("A prerequisites
 * sub-step exists", 002 section 2) is a page under the units step, reached from it and by the unit exit codes
 * 4 and 5 (`unitExitPath`). It is no step of the machine (continue and back pass it by); the step list
 * marks its parent step. Its URL is `wizardStepPath('plan', id, 'units-prerequisites')`.
 */
export const wizardSubRoutes = {
  plan: { 'units-prerequisites': 'units' },
  /**
   * 001 section 2 lists tags among the segment's steps, and its wizard shows six others: the segment's tags
   * are a page reached from its basic info. (Its seglets and badges addresses lead to the content step and the
   * badges list.)
   */
  segment: { tags: 'edit' },
} as const satisfies Partial<Record<WizardKind, Record<string, WizardStep>>>;

type SubRoutes = typeof wizardSubRoutes;
export type WizardSubRoute = { [Kind in keyof SubRoutes]: keyof SubRoutes[Kind] }[keyof SubRoutes];

/** What the step rules depend on. */
export type WizardItemFacts = {
  /** Not created yet: a new item shows only its basic info. */
  isNew: boolean;
  /** The definitions' assessment_tool_enabled. */
  assessmentToolEnabled?: boolean;
  /** Content: object_type complianceContent; plan: object_type compliancePlan. */
  isCompliance?: boolean;
  /** Content: a sub type is set. */
  hasSubType?: boolean;
  /** Content: written in another language than English (a foreign-language version). */
  isForeignLanguage?: boolean;
};

/** The steps a foreign-language content keeps ("Foreign-language content hides most steps"). */
const foreignLanguageSteps: readonly WizardStep[] = ['edit', 'launch-and-expiration', 'status', 'change-log'];

/** The steps shown for an item, in order. */
export function visibleWizardSteps(kind: WizardKind, facts: WizardItemFacts): WizardStep[] {
  if (facts.isNew) return ['edit'];
  const steps: readonly WizardStep[] = wizardSteps[kind];
  if (kind === 'plan') return steps.filter((step) => isPlanStepShown(step, facts.isCompliance === true));
  if (kind !== 'content') return [...steps];
  return steps.filter((step) => {
    if (facts.isForeignLanguage) return foreignLanguageSteps.includes(step);
    if (step === 'skill-mapping') return facts.assessmentToolEnabled === true;
    if (step === 'map-responsibilities' || step === 'add-learner')
      return facts.isCompliance === true && !facts.hasSubType;
    return true;
  });
}

/**
 * 002 section 2: "Learning units and assign users are not shown for compliance plans"; map-responsibilities
 * is for compliance plans only.
 */
function isPlanStepShown(step: WizardStep, isCompliance: boolean): boolean {
  if (step === 'units' || step === 'users') return !isCompliance;
  if (step === 'map-responsibilities') return isCompliance;
  return true;
}

/** A step's title: the course wizard's users step is 'Course Visibility' (002 section 2); the others, ours. */
export function wizardStepTitle(kind: WizardKind, step: WizardStep): string {
  if (kind === 'course' && step === 'users') return adminMessages.wizard.courseVisibilityStep;
  return adminMessages.wizard.steps[step];
}

export type WizardButtons = { back: boolean; continue: boolean; saveAndClose: boolean; close: boolean };

/**
 * The buttons of a step (002 section 2, the course wizard's rules, which every wizard follows): back is hidden
 * on a new item and on the first step; continue is hidden on the last step (change-log), except on a new item,
 * where it creates; close shows only on
 * status and change-log, never on a new item; save-and-close shows on an existing item's steps that save.
 */
export function wizardButtons(steps: readonly WizardStep[], step: WizardStep, isNew: boolean): WizardButtons {
  const index = steps.indexOf(step);
  const isLast = index === steps.length - 1;
  return {
    back: !isNew && index > 0,
    continue: isNew || !isLast,
    saveAndClose: !isNew && step !== 'change-log',
    close: !isNew && (step === 'status' || step === 'change-log'),
  };
}

/** Statuses an item may be given (001 section 4): draft is offered only to an item that is still a draft. */
export function statusChoices(current: number): number[] {
  const later = [publicationStatus.published, publicationStatus.archived];
  return current === publicationStatus.draft ? [publicationStatus.draft, ...later] : later;
}
