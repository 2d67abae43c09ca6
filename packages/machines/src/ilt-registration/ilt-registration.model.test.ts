import { canRegisterForSession, messages, registrationTypes, seatsLeft } from '@segno/domain';
import { getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { type PathStep, transitionPaths } from '../testing/transition-paths';
import { iltRegistrationMachine } from './ilt-registration.machine';
import type {
  CancelRegistrationInput,
  IltRegistrationEvent,
  IltRegistrationInput,
  RegisterInput,
} from './ilt-registration.types';

type Snapshot = SnapshotFrom<typeof iltRegistrationMachine>;

const refusal = { status: 409, body: { error_msg: 'This session is full.' } };
const networkFailure = new TypeError('Failed to fetch');

/**
 * Every event the model may take: the learner's buttons and dismissing the error in every state (refused ones
 * must change nothing), and, while a call runs, what the fake server answers: a success, a refusal with
 * error_msg, or a failure without one.
 */
const learnerEvents: AnyEventObject[] = [
  { type: 'registration.register' },
  { type: 'registration.cancel' },
  { type: 'registration.dismiss-error' },
];
const answers: Record<string, AnyEventObject[]> = {
  registering: [
    { type: 'xstate.done.actor.register', output: { registration_id: 90 } },
    { type: 'xstate.error.actor.register', error: refusal },
    { type: 'xstate.error.actor.register', error: networkFailure },
  ],
  cancelling: [
    { type: 'xstate.done.actor.cancelRegistration', output: null },
    { type: 'xstate.error.actor.cancelRegistration', error: refusal },
    { type: 'xstate.error.actor.cancelRegistration', error: networkFailure },
  ],
};
const modelEvents = (snapshot: Snapshot) => [...learnerEvents, ...(answers[String(snapshot.value)] ?? [])];

const session = { session_id: 4, max_class_size: 3, is_complete: false };
const enrolled = { registration_id: 8, registration_type_id: registrationTypes.enrolled };
const denied = { registration_id: 8, registration_type_id: registrationTypes.denied };
const cancelled = { registration_id: 8, registration_type_id: registrationTypes.cancelled };

const starts: [string, IltRegistrationInput][] = [
  ['no registration, seats left', { session: { ...session, number_enrolled: 1 }, registration: null }],
  ['no registration, one seat left', { session: { ...session, number_enrolled: 2 }, registration: null }],
  ['no registration, full', { session: { ...session, number_enrolled: 3 }, registration: null }],
  ['enrolled, session open', { session: { ...session, number_enrolled: 3 }, registration: enrolled }],
  [
    'enrolled, session complete',
    { session: { ...session, number_enrolled: 2, is_complete: true }, registration: enrolled },
  ],
  ['denied', { session: { ...session, number_enrolled: 0 }, registration: denied }],
  ['cancelled, seats left', { session: { ...session, number_enrolled: 0 }, registration: cancelled }],
  ['cancelled, full', { session: { ...session, number_enrolled: 3 }, registration: cancelled }],
];

const isEnrolled = (input: Pick<IltRegistrationInput, 'registration'>) =>
  input.registration?.registration_type_id === registrationTypes.enrolled;

/** What must hold in every state the machine reaches from `input`. */
function assertInvariants(snapshot: Snapshot, input: IltRegistrationInput) {
  const { session: current, registration, errorMessage } = snapshot.context;
  // seats never negative, enrolled never above max
  expect(seatsLeft(current)).toBeGreaterThanOrEqual(0);
  expect(current.number_enrolled).toBeGreaterThanOrEqual(0);
  expect(current.number_enrolled).toBeLessThanOrEqual(current.max_class_size);
  // the enrolment moves with this learner's own enrolment only: +1 when they joined, -1 when they left
  const change = Number(isEnrolled(snapshot.context)) - Number(isEnrolled(input));
  expect(current.number_enrolled).toBe(input.session.number_enrolled + change);
  // a denied learner never registers, nor cancels: nothing ever changes
  if (input.registration?.registration_type_id === registrationTypes.denied) {
    expect(snapshot.value).toBe('idle');
    expect(registration).toEqual(input.registration);
  }
  // a complete session never loses an enrolment
  if (input.session.is_complete) expect(snapshot.value).not.toBe('cancelling');
  // while a call runs, neither button works; an error shows only when nothing runs
  if (snapshot.value !== 'idle') {
    expect(snapshot.can({ type: 'registration.register' })).toBe(false);
    expect(snapshot.can({ type: 'registration.cancel' })).toBe(false);
    expect(errorMessage).toBeUndefined();
  } else {
    expect(snapshot.can({ type: 'registration.register' })).toBe(
      canRegisterForSession(registration, current),
    );
  }
  if (errorMessage !== undefined)
    expect([refusal.body.error_msg, messages.errors.generic]).toContain(errorMessage);
}

type Step = PathStep<Snapshot>;

/**
 * The paths come from the machine itself, its invocations settled by the model's done and error events: every
 * simple path (no state twice) to every reachable state, plus, for every transition of the state graph
 * (including events a guard refuses, and those that return to a state seen before, such as dismissing an
 * error or retrying), the shortest path to its source state followed by that transition.
 */
function modelPaths(input: IltRegistrationInput): { steps: Step[] }[] {
  // the done and error events of the invocations are not among the machine's typed events
  const options = { input, events: modelEvents as (snapshot: Snapshot) => IltRegistrationEvent[] };
  const simple = getSimplePaths(iltRegistrationMachine, options).map((path) => ({
    steps: path.steps as Step[],
  }));
  const transitions = transitionPaths(iltRegistrationMachine, options, { keepRefused: true }).map(
    (steps) => ({
      steps,
    }),
  );
  return [...simple, ...transitions];
}

/** Runs one generated path on a real actor whose calls the test settles as the path's events say. */
async function runPath(input: IltRegistrationInput, steps: Step[]) {
  let settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | undefined;
  // one call runs at a time: the path's next done or error event settles it
  const pending = <Output, Input>() =>
    fromPromise<Output, Input>(
      () =>
        new Promise((resolve, reject) => {
          settle = { resolve: resolve as (value: unknown) => void, reject };
        }),
    );
  const actor = createActor(
    iltRegistrationMachine.provide({
      actors: {
        register: pending<{ registration_id: number }, RegisterInput>(),
        cancelRegistration: pending<unknown, CancelRegistrationInput>(),
      },
    }),
    { input },
  ).start();
  for (const { event, state: expected } of steps) {
    if (event.type.startsWith('xstate.done.actor.')) settle?.resolve(event.output);
    else if (event.type.startsWith('xstate.error.actor.')) settle?.reject(event.error);
    else actor.send(event as Parameters<typeof actor.send>[0]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(expected.value);
    expect(snapshot.context).toEqual(expected.context);
    assertInvariants(snapshot, input);
  }
  actor.stop();
}

function describePath(steps: Step[]): string {
  const events = steps
    .slice(1)
    .map(({ event }) =>
      event.type.startsWith('xstate.error.') && event.error === networkFailure
        ? `${event.type} (no error_msg)`
        : event.type,
    );
  return `${events.join(' → ') || 'start'} ⇒ ${String(steps.at(-1)?.state.value)}`;
}

describe('iltRegistrationMachine: every reachable path (model-based)', () => {
  const covered = new Set<string>();

  for (const [name, input] of starts) {
    const paths = modelPaths(input);

    describe(name, () => {
      it('has paths to test', () => {
        expect(paths.length).toBeGreaterThan(0);
      });

      it.each(paths.map((path) => [describePath(path.steps), path] as const))('%s', async (_, path) => {
        await runPath(input, path.steps);
        for (const step of path.steps) covered.add(String(step.state.value));
      });
    });
  }

  it('reaches every state of the machine', () => {
    expect([...covered].sort()).toEqual(['cancelling', 'idle', 'registering']);
  });
});
