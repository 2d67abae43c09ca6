import {
  adminMessages,
  type WizardButtons,
  type WizardKind,
  type WizardStep,
  wizardButtons,
  wizardExitPath,
  wizardSteps,
} from '@segno/domain';
import { and, assign, fromPromise, not, type SnapshotFrom, setup } from 'xstate';
import type {
  WizardEvent,
  WizardInput,
  WizardIntent,
  WizardOutput,
  WizardSaveInput,
  WizardSaveOutput,
} from './wizard.types';

type WizardContext = {
  kind: WizardKind;
  steps: WizardStep[];
  step: WizardStep;
  isNew: boolean;
  exit?: number;
  /** The step's form differs from what is saved. */
  dirty: boolean;
  /** Why the last save failed; cleared when a save starts or the step's changes are discarded. */
  error?: string;
  /** The id the `save` actor created the new item with. */
  createdId?: number;
  /** The save running, or the one that failed (kept for `wizard.retry`). */
  pending?: { intent: WizardIntent; values: unknown };
};

type ValuesEvent = Extract<WizardEvent, { type: 'wizard.continue' | 'wizard.saveAndClose' }>;

const stepIndex = (context: WizardContext) => context.steps.indexOf(context.step);

/**
 * When steps hide (e.g. content stops being compliance), the current step stays if still visible, else the
 * nearest visible step before it in the wizard's order, else the first visible step.
 */
function keptStep(kind: WizardKind, steps: readonly WizardStep[], current: WizardStep): WizardStep {
  const order: readonly WizardStep[] = wizardSteps[kind];
  const earlier = order.slice(0, order.indexOf(current) + 1).reverse();
  return earlier.find((step) => steps.includes(step)) ?? steps[0] ?? current;
}

/** A rejection's own text when it is an Error with a message, else the generic one; nothing typed is lost. */
const saveFailure = ({ event }: { event: { error: unknown } }) =>
  event.error instanceof Error && event.error.message !== ''
    ? event.error.message
    : adminMessages.wizard.saveFailed;

/**
 * Every admin wizard (001 section 2; segment, content, badge, seglet, plan and course): which step shows, dirty tracking,
 * saving and exits. The step rules come from the domain (`visibleWizardSteps`, `wizardButtons`,
 * `wizardExitPath`); the app maps a step to its form and provides `save`.
 * - continue saves only when the step is dirty ("Forward steps save only when something changed"), then moves to
 *   the next visible step; on the last step it does nothing.
 * - back and goTo discard unsaved changes ("Going back discards unsaved changes") and never save.
 * - save-and-close saves when dirty, then ends at admin home ("Save-and-close returns to admin home").
 * - close discards and ends at `wizardExitPath(kind, exit)`.
 * - on a new item, continue creates it; `created` is the success dialog; `wizard.openCreated` ends with the
 *   created id, whose edit wizard the app opens ("shows a success dialog, then opens its edit wizard").
 * - a failed save returns to the same step, dirty, with `error`; the next continue, save-and-close or retry
 *   saves again. While a save runs, the buttons do nothing.
 * The machine ends with a `WizardOutput`: where the app navigates.
 */
export const wizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
    output: {} as WizardOutput,
  },
  actors: {
    save: fromPromise<WizardSaveOutput, WizardSaveInput>(async () => {
      throw new Error('wizardMachine needs a save actor (machine.provide)');
    }),
  },
  actions: {
    /** Holds what the save is for and the step's values until it succeeds (kept for a retry if it fails). */
    startSave: assign({
      pending: ({ event }, params: { intent: WizardIntent }) => ({
        intent: params.intent,
        values: (event as ValuesEvent).values,
      }),
    }),
    /** Unsaved changes and a failed save's leftovers go. */
    discard: assign({ dirty: false, error: undefined, pending: undefined }),
    moveNext: assign({
      step: ({ context }) => context.steps[stepIndex(context) + 1] ?? context.step,
    }),
    movePrevious: assign({
      step: ({ context }) => context.steps[stepIndex(context) - 1] ?? context.step,
    }),
    moveTo: assign({
      step: ({ context, event }) => (event.type === 'wizard.goTo' ? event.step : context.step),
    }),
    setSteps: assign(({ context, event }) => {
      if (event.type !== 'wizard.setSteps') return {};
      return { steps: event.steps, step: keptStep(context.kind, event.steps, context.step) };
    }),
  },
  guards: {
    isNew: ({ context }) => context.isNew,
    isDirty: ({ context }) => context.dirty,
    hasNextStep: ({ context }) => stepIndex(context) < context.steps.length - 1,
    hasPreviousStep: ({ context }) => stepIndex(context) > 0,
    isVisibleStep: ({ context, event }) => event.type === 'wizard.goTo' && context.steps.includes(event.step),
    hasSteps: ({ event }) => event.type === 'wizard.setSteps' && event.steps.length > 0,
    /** A failed save whose changes are still there (the form may have been put back as saved since). */
    canRetry: ({ context }) =>
      context.error !== undefined && context.pending !== undefined && (context.dirty || context.isNew),
    isCreating: ({ context }) => context.pending?.intent === 'create',
    isClosing: ({ context }) => context.pending?.intent === 'saveAndClose',
  },
}).createMachine({
  id: 'wizard',
  context: ({ input }) => ({
    kind: input.kind,
    steps: input.steps,
    step: input.step,
    isNew: input.isNew,
    exit: input.exit,
    dirty: false,
  }),
  initial: 'editing',
  output: ({ event }) => event.output as WizardOutput,
  states: {
    editing: {
      on: {
        'wizard.change': { actions: assign({ dirty: ({ event }) => event.dirty }) },
        'wizard.continue': [
          { guard: 'isNew', target: 'saving', actions: { type: 'startSave', params: { intent: 'create' } } },
          {
            guard: and(['hasNextStep', 'isDirty']),
            target: 'saving',
            actions: { type: 'startSave', params: { intent: 'continue' } },
          },
          { guard: 'hasNextStep', actions: ['discard', 'moveNext'] },
        ],
        'wizard.back': { guard: 'hasPreviousStep', actions: ['discard', 'movePrevious'] },
        'wizard.goTo': { guard: 'isVisibleStep', actions: ['discard', 'moveTo'] },
        // a new item has no save-and-close: creating goes through the success dialog
        'wizard.saveAndClose': [
          {
            guard: and([not('isNew'), 'isDirty']),
            target: 'saving',
            actions: { type: 'startSave', params: { intent: 'saveAndClose' } },
          },
          { guard: not('isNew'), target: 'savedAndClosed', actions: 'discard' },
        ],
        'wizard.close': { target: 'closed', actions: 'discard' },
        'wizard.retry': { guard: 'canRetry', target: 'saving' },
        'wizard.setSteps': { guard: 'hasSteps', actions: 'setSteps' },
      },
    },
    saving: {
      entry: assign({ error: undefined }),
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ step: context.step, values: context.pending?.values }),
        onDone: [
          {
            guard: 'isCreating',
            target: 'created',
            actions: [assign({ createdId: ({ event }) => event.output.id }), 'discard'],
          },
          { guard: 'isClosing', target: 'savedAndClosed', actions: 'discard' },
          { target: 'editing', actions: ['discard', 'moveNext'] },
        ],
        onError: { target: 'editing', actions: assign({ error: saveFailure }) },
      },
      on: {
        'wizard.setSteps': { guard: 'hasSteps', actions: 'setSteps' },
      },
    },
    /** The success dialog of a created item. */
    created: {
      on: { 'wizard.openCreated': { target: 'opened' } },
    },
    opened: {
      type: 'final',
      output: ({ context }): WizardOutput => ({ type: 'openEdit', id: context.createdId ?? 0 }),
    },
    closed: {
      type: 'final',
      output: ({ context }): WizardOutput => ({
        type: 'exit',
        path: wizardExitPath(context.kind, context.exit),
      }),
    },
    /** spec: save-and-close always returns to admin home, whatever the exit query says. */
    savedAndClosed: {
      type: 'final',
      output: ({ context }): WizardOutput => ({
        type: 'exit',
        path: wizardExitPath(context.kind, undefined),
      }),
    },
  },
});

export type WizardSnapshot = SnapshotFrom<typeof wizardMachine>;

/** The step's buttons (domain `wizardButtons`) and whether a save runs (the buttons then do nothing). */
export function selectWizardButtons(snapshot: WizardSnapshot): WizardButtons & { busy: boolean } {
  const { steps, step, isNew } = snapshot.context;
  return { ...wizardButtons(steps, step, isNew), busy: snapshot.matches('saving') };
}
