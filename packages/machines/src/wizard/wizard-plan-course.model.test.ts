/**
 * Model-based tests of the plan and course wizards (002 section 2) on the wizard machine: every transition of
 * the state graph, walked on a real actor whose save the test settles, checking the plan's and the course's own
 * step and button rules after every event.
 */
import {
  adminHomePath,
  manageListPaths,
  visibleWizardSteps,
  type WizardStep,
  wizardButtons,
  wizardExitPath,
} from '@segno/domain';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, type SnapshotFrom } from 'xstate';
import { controlledActor } from '../testing/controlled-actor';
import { type PathStep, transitionPaths } from '../testing/transition-paths';
import { selectWizardButtons, wizardMachine } from './wizard.machine';
import type { WizardEvent, WizardInput, WizardSaveInput, WizardSaveOutput } from './wizard.types';

type Snapshot = SnapshotFrom<typeof wizardMachine>;
type Step = PathStep<Snapshot>;

const values = { name: 'Forklift basics' };
const createdId = 31;

const standardPlan = visibleWizardSteps('plan', { isNew: false });
const compliancePlan = visibleWizardSteps('plan', { isNew: false, isCompliance: true });
const course = visibleWizardSteps('course', { isNew: false });

const starts: [string, WizardInput][] = [
  ['new plan', { kind: 'plan', steps: ['edit'], step: 'edit', isNew: true, exit: 0 }],
  ['standard plan', { kind: 'plan', steps: standardPlan, step: 'edit', isNew: false, exit: 0 }],
  ['compliance plan', { kind: 'plan', steps: compliancePlan, step: 'edit', isNew: false, exit: 1 }],
  ['new course', { kind: 'course', steps: ['edit'], step: 'edit', isNew: true }],
  ['course from admin home', { kind: 'course', steps: course, step: 'edit', isNew: false, exit: 0 }],
  ['course from manage courses', { kind: 'course', steps: course, step: 'status', isNew: false, exit: 1 }],
];

/** Every button, the form's changes, and a jump to each step of the kind (hidden ones must be refused). */
function adminEvents(input: WizardInput): AnyEventObject[] {
  const targets: readonly WizardStep[] =
    input.kind === 'plan'
      ? ['edit', 'units', 'users', 'map-responsibilities', 'change-log']
      : ['edit', 'session-info', 'users', 'status', 'change-log'];
  return [
    { type: 'wizard.change', dirty: true },
    { type: 'wizard.change', dirty: false },
    { type: 'wizard.continue', values },
    { type: 'wizard.back' },
    ...targets.map((step) => ({ type: 'wizard.goTo', step })),
    { type: 'wizard.saveAndClose', values },
    { type: 'wizard.close' },
    { type: 'wizard.openCreated' },
  ];
}
const answers: AnyEventObject[] = [
  { type: 'xstate.done.actor.save', output: { id: createdId } },
  { type: 'xstate.error.actor.save', error: new Error('is already taken') },
];

function modelPaths(input: WizardInput): Step[][] {
  const events = (snapshot: Snapshot) =>
    (snapshot.value === 'saving'
      ? [...adminEvents(input), ...answers]
      : adminEvents(input)) as unknown as WizardEvent[];
  return transitionPaths(wizardMachine, { input, events });
}

/** The plan's and course's rules that must hold in every state. */
function assertRules(snapshot: Snapshot, event: AnyEventObject, input: WizardInput) {
  const { steps, step, isNew } = snapshot.context;
  expect(steps).toContain(step);
  if (input.kind === 'plan' && input.steps === compliancePlan) {
    // spec: learning units and assign users are not shown for compliance plans
    expect(step).not.toBe('units');
    expect(step).not.toBe('users');
  }
  if (input.kind === 'plan' && input.steps === standardPlan) expect(step).not.toBe('map-responsibilities');
  const buttons = selectWizardButtons(snapshot);
  expect(buttons).toMatchObject(wizardButtons(steps, step, isNew));
  if (input.kind === 'course') {
    // spec: close hidden unless status or change-log, always on a new course; continue hidden on change-log;
    // back hidden on a new course
    expect(buttons.close).toBe(!isNew && (step === 'status' || step === 'change-log'));
    expect(buttons.continue).toBe(step !== 'change-log');
    if (isNew) expect(buttons.back).toBe(false);
  }
  if (snapshot.status === 'done') {
    const output = snapshot.output;
    if (output?.type === 'openEdit') {
      expect(input.isNew).toBe(true);
      expect(output.id).toBe(createdId);
    } else if (event.type === 'wizard.close') {
      expect(output?.path).toBe(wizardExitPath(input.kind, input.exit));
      expect(output?.path).toBe(input.exit === 1 ? manageListPaths[input.kind] : adminHomePath);
    } else {
      expect(output?.path).toBe(adminHomePath);
    }
  }
}

async function runPath(input: WizardInput, path: Step[]) {
  const save = controlledActor<WizardSaveOutput, WizardSaveInput>();
  const actor = createActor(wizardMachine.provide({ actors: { save: save.actor } }), { input }).start();
  let previous = actor.getSnapshot();
  for (const { event, state: expected } of path) {
    if (event.type === 'xstate.done.actor.save') save.resolve(event.output);
    else if (event.type === 'xstate.error.actor.save') save.reject(event.error);
    else actor.send(event as WizardEvent);
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(expected.value);
    expect(snapshot.context).toEqual(expected.context);
    if (snapshot.value === 'saving' && previous.value !== 'saving') {
      // a save stores the step shown, and only when something changed or the item is new
      expect(previous.context.dirty || input.isNew).toBe(true);
      expect(save.calls.at(-1)).toEqual({ step: previous.context.step, values });
    }
    assertRules(snapshot, event, input);
    previous = snapshot;
  }
  actor.stop();
}

describe('the plan and course wizards on the wizard machine (model-based)', () => {
  for (const [name, input] of starts) {
    it(`${name}: every transition keeps the spec's steps, buttons and exits`, {
      timeout: 120_000,
    }, async () => {
      const paths = modelPaths(input);
      expect(paths.length).toBeGreaterThan(input.isNew ? 5 : 50);
      const reached = new Set<string>();
      for (const path of paths) {
        await runPath(input, path);
        for (const step of path) reached.add(String(step.state.value));
      }
      const finals = input.isNew ? ['closed', 'created', 'opened'] : ['closed', 'savedAndClosed'];
      for (const state of ['editing', 'saving', ...finals]) expect(reached).toContain(state);
    });
  }

  it('walks every visible step of each wizard', () => {
    const reachedSteps = (input: WizardInput) =>
      new Set(
        getShortestPaths(wizardMachine, {
          input,
          events: adminEvents(input) as unknown as WizardEvent[],
        }).map((path) => path.state.context.step),
      );
    const inputOf = (name: string) => starts.find(([start]) => start === name)?.[1] as WizardInput;
    expect([...reachedSteps(inputOf('standard plan'))].sort()).toEqual([...standardPlan].sort());
    expect([...reachedSteps(inputOf('compliance plan'))].sort()).toEqual([...compliancePlan].sort());
    expect([...reachedSteps(inputOf('course from admin home'))].sort()).toEqual([...course].sort());
  });
});
