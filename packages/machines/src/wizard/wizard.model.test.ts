import {
  adminHomePath,
  adminMessages,
  visibleWizardSteps,
  type WizardStep,
  wizardExitPath,
} from '@segno/domain';
import { getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { type PathStep, transitionPaths } from '../testing/transition-paths';
import { selectWizardButtons, wizardMachine } from './wizard.machine';
import type { WizardEvent, WizardInput, WizardSaveInput, WizardSaveOutput } from './wizard.types';

type Snapshot = SnapshotFrom<typeof wizardMachine>;
type Step = PathStep<Snapshot>;

const values = { name: 'Safety first' };
const createdId = 9;
const refusal = new Error('Name is already in use.');
const networkFailure = { status: 503 };

const segmentSteps = visibleWizardSteps('segment', { isNew: false });
const plainContent = visibleWizardSteps('content', { isNew: false });
const complianceContent = visibleWizardSteps('content', { isNew: false, isCompliance: true });

/**
 * The admin's actions in every state (refused ones must change nothing): the form reporting changes, every
 * button, the step list, the content's steps changing by rule, and, while a save runs, what the fake server
 * answers: a success, a refusal with a message, or a failure without one.
 */
function adminEvents(input: WizardInput): AnyEventObject[] {
  // the content wizard's step list goes to the steps that come and go and their neighbours (keeps its graph
  // small; the segment's to every step); each to a step its wizard does not show as well
  const targets: readonly WizardStep[] =
    input.kind === 'content'
      ? ['edit', 'tags', 'map-responsibilities', 'add-learner', 'change-log', 'skill-mapping']
      : [...segmentSteps, 'locking'];
  return [
    { type: 'wizard.change', dirty: true },
    { type: 'wizard.change', dirty: false },
    { type: 'wizard.continue', values },
    { type: 'wizard.back' },
    ...targets.map((step) => ({ type: 'wizard.goTo', step })),
    { type: 'wizard.saveAndClose', values },
    { type: 'wizard.close' },
    { type: 'wizard.retry' },
    { type: 'wizard.openCreated' },
    ...(input.kind === 'content'
      ? [
          // the content becomes compliance, or stops being it
          { type: 'wizard.setSteps', steps: complianceContent },
          { type: 'wizard.setSteps', steps: plainContent },
        ]
      : []),
  ];
}
const answers: AnyEventObject[] = [
  { type: 'xstate.done.actor.save', output: { id: createdId } },
  { type: 'xstate.error.actor.save', error: refusal },
  { type: 'xstate.error.actor.save', error: networkFailure },
];
const modelEvents = (input: WizardInput) => (snapshot: Snapshot) =>
  snapshot.value === 'saving' ? [...adminEvents(input), ...answers] : adminEvents(input);

const starts: [string, WizardInput][] = [
  ['new segment', { kind: 'segment', steps: ['edit'], step: 'edit', isNew: true, exit: 0 }],
  ['segment from admin home', { kind: 'segment', steps: segmentSteps, step: 'edit', isNew: false }],
  [
    'segment from the manage list',
    { kind: 'segment', steps: segmentSteps, step: 'edit', isNew: false, exit: 1 },
  ],
  [
    'content, its steps changing by rule',
    { kind: 'content', steps: plainContent, step: 'tags', isNew: false },
  ],
];

const buttons: WizardEvent[] = [
  { type: 'wizard.continue', values },
  { type: 'wizard.back' },
  { type: 'wizard.goTo', step: 'edit' },
  { type: 'wizard.saveAndClose', values },
  { type: 'wizard.close' },
  { type: 'wizard.retry' },
];

/** What a run has seen of the fake server. */
type Calls = { started: WizardSaveInput[]; inFlight: number };

/** What must hold after every step of every path. */
function assertInvariants(
  snapshot: Snapshot,
  previous: Snapshot,
  event: AnyEventObject,
  calls: Calls,
  input: WizardInput,
) {
  const { steps, step, dirty, error, isNew } = snapshot.context;
  // never two saves in flight; a save runs exactly while the machine is saving, and the buttons say so
  expect(calls.inFlight, 'saves in flight').toBeLessThanOrEqual(1);
  expect(calls.inFlight).toBe(snapshot.value === 'saving' ? 1 : 0);
  expect(selectWizardButtons(snapshot).busy).toBe(snapshot.value === 'saving');
  // the step is always one of the visible steps; a new item has only its basic info
  expect(steps).toContain(step);
  if (input.isNew) expect(steps).toEqual(['edit']);
  // a save starts only when something changed, or to create a new item; it saves the step shown
  if (snapshot.value === 'saving' && previous.value !== 'saving') {
    expect(previous.context.dirty || isNew, 'a save started with nothing to save').toBe(true);
    expect(calls.started.at(-1)).toEqual({ step: previous.context.step, values });
  }
  // a successful save, back and goTo leave nothing unsaved
  const accepted = previous.can(event as WizardEvent);
  if (
    event.type === 'xstate.done.actor.save' ||
    (accepted && (event.type === 'wizard.back' || event.type === 'wizard.goTo'))
  )
    expect(dirty).toBe(false);
  // a failed save keeps the step and the changes, and says why
  if (event.type === 'xstate.error.actor.save') {
    expect(snapshot.value).toBe('editing');
    expect(step).toBe(previous.context.step);
    expect(dirty).toBe(previous.context.dirty);
    expect(error).toBe(event.error === refusal ? refusal.message : adminMessages.wizard.saveFailed);
  }
  if (error !== undefined) expect(snapshot.value).toBe('editing');
  // when steps hide, the step shown stays if it can, else moves back, never forward
  if (event.type === 'wizard.setSteps') {
    const order: readonly WizardStep[] = complianceContent;
    if (steps.includes(previous.context.step)) expect(step).toBe(previous.context.step);
    else expect(order.indexOf(step)).toBeLessThan(order.indexOf(previous.context.step));
  }
  // while saving, no button works
  if (snapshot.value === 'saving') for (const button of buttons) expect(snapshot.can(button)).toBe(false);
  // the wizard ends only at the two exits, at the created item's edit wizard, or not at all
  if (snapshot.status === 'done') {
    const output = snapshot.output;
    if (output?.type === 'openEdit') {
      expect(isNew).toBe(true);
      expect(output.id).toBe(createdId);
    } else {
      expect([adminHomePath, wizardExitPath(input.kind, input.exit)]).toContain(output?.path);
      // close follows the exit query; save-and-close always goes home
      expect(output?.path).toBe(
        event.type === 'wizard.close' ? wizardExitPath(input.kind, input.exit) : adminHomePath,
      );
      expect(isNew && event.type !== 'wizard.close').toBe(false);
    }
  }
}

/** Runs one generated path on a real actor whose save the test settles as the path's events say. */
function runPath(input: WizardInput, steps: Step[]) {
  const calls: Calls = { started: [], inFlight: 0 };
  let settle: { resolve: (value: WizardSaveOutput) => void; reject: (error: unknown) => void } | undefined;
  const save = fromPromise<WizardSaveOutput, WizardSaveInput>(({ input: saveInput }) => {
    calls.started.push(saveInput);
    calls.inFlight += 1;
    return new Promise((resolve, reject) => {
      settle = {
        resolve: (value) => {
          calls.inFlight -= 1;
          resolve(value);
        },
        reject: (error) => {
          calls.inFlight -= 1;
          reject(error);
        },
      };
    });
  });
  const actor = createActor(wizardMachine.provide({ actors: { save } }), { input }).start();
  return (async () => {
    let previous = actor.getSnapshot();
    for (const { event, state: expected } of steps) {
      if (event.type === 'xstate.done.actor.save') settle?.resolve(event.output);
      else if (event.type === 'xstate.error.actor.save') settle?.reject(event.error);
      else actor.send(event as WizardEvent);
      // a settled call reaches the machine within a few microtasks; the state check below fails if it did not
      for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(expected.value);
      expect(snapshot.context).toEqual(expected.context);
      assertInvariants(snapshot, previous, event, calls, input);
      previous = snapshot;
    }
    actor.stop();
  })();
}

/**
 * The paths come from the machine itself, its save settled by the model's done and error events: for every
 * transition of the state graph, the shortest path to its source state followed by that transition (a refused
 * event leaves the snapshot as it was and is not walked: `assertInvariants` checks the buttons refused while
 * saving); for the new item's small graph, also every simple path.
 */
function modelPaths(input: WizardInput): Step[][] {
  // the done and error events of the invocation are not among the machine's typed events
  const options = { input, events: modelEvents(input) as (snapshot: Snapshot) => WizardEvent[] };
  const transitions = transitionPaths(wizardMachine, options);
  const simple = input.isNew
    ? getSimplePaths(wizardMachine, options).map((path) => path.steps as Step[])
    : [];
  return [...simple, ...transitions];
}

describe('wizardMachine: every transition (model-based)', () => {
  const covered = new Set<string>();

  for (const [name, input] of starts) {
    describe(name, () => {
      const paths = modelPaths(input);

      it('has paths to test', () => {
        expect(paths.length).toBeGreaterThan(input.isNew ? 5 : 100);
      });

      it(`runs ${paths.length} paths on the real machine with a fake save`, {
        timeout: 120_000,
      }, async () => {
        for (const steps of paths) {
          await runPath(input, steps);
          for (const step of steps) covered.add(String(step.state.value));
        }
      });
    });
  }

  it('reaches every state of the machine', () => {
    expect([...covered].sort()).toEqual(
      ['closed', 'created', 'editing', 'opened', 'savedAndClosed', 'saving'].sort(),
    );
  });
});
