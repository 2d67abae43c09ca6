import type { WizardKind, WizardStep } from '@segno/domain';

export type WizardInput = {
  kind: WizardKind;
  /** The item's visible steps, from `visibleWizardSteps`. */
  steps: WizardStep[];
  /** The current step, from the URL. */
  step: WizardStep;
  /** A new item (…/new): its only step creates it. */
  isNew: boolean;
  /** The URL's exit query (001 section 2: 0 or 1), read by `wizardExitPath` when the wizard closes. */
  exit?: number;
};

/** What the app's `save` actor is asked to store: the step's form values. */
export type WizardSaveInput = { step: WizardStep; values: unknown };

/** What the `save` actor answers: the saved item's id (for a new item, the id it was created with). */
export type WizardSaveOutput = { id: number };

/** Why a save runs: the button that asked for it decides what follows a success. */
export type WizardIntent = 'create' | 'continue' | 'saveAndClose';

export type WizardEvent =
  /** The step's form reports whether it differs from what is saved. */
  | { type: 'wizard.change'; dirty: boolean }
  /** Save and continue (on a new item: create). */
  | { type: 'wizard.continue'; values?: unknown }
  | { type: 'wizard.back' }
  /** The step list or the URL chose a step. */
  | { type: 'wizard.goTo'; step: WizardStep }
  | { type: 'wizard.saveAndClose'; values?: unknown }
  | { type: 'wizard.close' }
  /** The item changed so that steps appear or hide by rule (e.g. content became compliance). */
  | { type: 'wizard.setSteps'; steps: WizardStep[] }
  /** The success dialog's button, after creating. */
  | { type: 'wizard.openCreated' }
  /** Runs the failed save again with the same values. */
  | { type: 'wizard.retry' };

/** Where the app goes when the wizard ends. */
export type WizardOutput =
  /** Navigate to `path` (close, save-and-close). */
  | { type: 'exit'; path: string }
  /** Open the created item's edit wizard: `wizardStepPath(kind, id, 'edit')`. */
  | { type: 'openEdit'; id: number };
