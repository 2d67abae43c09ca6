import { attendanceToggle, canRemoveLearner, iltMessages, isOnRoster, rosterTypeAction } from '@segno/domain';
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { type PathStep, transitionPaths } from '../testing/transition-paths';
import { rosterMachine } from './roster.machine';
import type { RosterEvent, RosterInput, RosterRow } from './roster.types';

type Snapshot = SnapshotFrom<typeof rosterMachine>;
type Step = PathStep<Snapshot>;

const ana: RosterRow = {
  registration_id: 1,
  user_id: 11,
  name: 'Ana',
  registration_type_id: 1,
  has_completed: false,
  can_remove: true,
  completion_id: null,
};
const kim: RosterRow = {
  ...ana,
  registration_id: 4,
  user_id: 14,
  name: 'Kim',
  has_completed: true,
  can_remove: false,
  completion_id: 71,
};
const input: RosterInput = { session_id: 4, rows: [ana, kim] };

const refusal = { status: 409, body: { error_msg: 'Refused.' } };

/**
 * The instructor's actions on every row (refused ones must change nothing), and the fake server's answers.
 * Adding is modelled as adding Kim again (the server answers her row afresh), which keeps the graph small; adding
 * a new learner is covered by the ordinary tests.
 */
const rowIds = [ana.registration_id, kim.registration_id];
const instructorEvents: AnyEventObject[] = [
  ...rowIds.flatMap((registrationId) => [
    { type: 'roster.deny', registrationId },
    { type: 'roster.reinstate', registrationId },
    { type: 'roster.toggle-attendance', registrationId },
    { type: 'roster.remove', registrationId },
  ]),
  { type: 'roster.add', userId: kim.user_id },
  { type: 'roster.confirm' },
  { type: 'roster.dismiss' },
];
const callOf: Record<string, string> = {
  changingType: 'setRegistrationType',
  markingPresent: 'markPresent',
  unmarkingPresent: 'unmarkPresent',
  removingLearner: 'removeLearner',
  addingLearner: 'addLearner',
};
const outputOf: Record<string, unknown> = { markPresent: { completion_id: 90 }, addLearner: kim };
function modelEvents(snapshot: Snapshot): AnyEventObject[] {
  const call = callOf[String(snapshot.value)];
  if (!call) return instructorEvents;
  return [
    ...instructorEvents,
    { type: `xstate.done.actor.${call}`, output: outputOf[call] ?? null },
    { type: `xstate.error.actor.${call}`, error: refusal },
  ];
}

/** What must hold in every state the roster reaches. */
function assertInvariants(snapshot: Snapshot, previous: Snapshot) {
  const { rows, activeId, addLearnerError, removeLearnerError, updateError } = snapshot.context;
  const active = rows.find((row) => row.registration_id === activeId);
  for (const row of rows) {
    // only enrolled and denied learners; a completion exactly when attendance is marked
    expect(isOnRoster(row)).toBe(true);
    expect(row.has_completed).toBe(row.completion_id !== null);
  }
  // each learner once
  expect(new Set(rows.map((row) => row.user_id)).size).toBe(rows.length);
  // a learner whose attendance is recorded is never removed
  for (const row of previous.context.rows) {
    if (!canRemoveLearner(row)) expect(rows.map((r) => r.registration_id)).toContain(row.registration_id);
  }
  // a completion that cannot be removed never is
  for (const row of previous.context.rows) {
    if (row.has_completed && !row.can_remove) {
      expect(rows.find((r) => r.registration_id === row.registration_id)?.has_completed).toBe(true);
    }
  }
  switch (snapshot.value) {
    case 'idle':
      expect(activeId).toBeUndefined();
      break;
    case 'cannotRemoveAttendance':
      expect(active && attendanceToggle(active)).toBe('cannotRemoveAttendance');
      break;
    case 'cannotRemoveLearner':
      expect(active && canRemoveLearner(active)).toBe(false);
      break;
    case 'confirmingRemoval':
    case 'removingLearner':
      expect(active && canRemoveLearner(active)).toBe(true);
      break;
    case 'changingType':
      expect(active && rosterTypeAction(active.registration_type_id)).toBeDefined();
      break;
    case 'unmarkingPresent':
      expect(active && attendanceToggle(active)).toBe('unmarkPresent');
      break;
    case 'markingPresent':
      expect(active && attendanceToggle(active)).toBe('markPresent');
      break;
  }
  // a failure changes no row; at most one error shows, and only when no call runs
  const errors = [addLearnerError, removeLearnerError, updateError].filter((error) => error !== undefined);
  expect(errors.length).toBeLessThanOrEqual(1);
  if (errors.length > 0) {
    expect(snapshot.value).toBe('idle');
    expect(errors).toEqual(['Refused.']);
    expect(rows).toEqual(previous.context.rows);
  }
  if (snapshot.value !== 'idle') {
    expect(snapshot.can({ type: 'roster.add', userId: kim.user_id })).toBe(false);
  }
}

/** Which instructor actions each state accepts, by the domain rules; every other one must be refused. */
function assertRefusals(snapshot: Snapshot) {
  const rowOf = (event: AnyEventObject) =>
    snapshot.context.rows.find((row) => row.registration_id === event.registrationId);
  for (const event of instructorEvents) {
    const row = rowOf(event);
    let allowed = false;
    if (snapshot.value === 'idle') {
      if (event.type === 'roster.deny') allowed = row !== undefined && row.registration_type_id === 1;
      else if (event.type === 'roster.reinstate')
        allowed = row !== undefined && row.registration_type_id === 2;
      else if (event.type === 'roster.toggle-attendance' || event.type === 'roster.remove')
        allowed = row !== undefined;
      else allowed = event.type === 'roster.add';
    } else if (snapshot.value === 'confirmingRemoval') {
      allowed = event.type === 'roster.confirm' || event.type === 'roster.dismiss';
    } else if (snapshot.value === 'cannotRemoveAttendance' || snapshot.value === 'cannotRemoveLearner') {
      allowed = event.type === 'roster.dismiss';
    }
    expect(
      snapshot.can(event as Parameters<Snapshot['can']>[0]),
      `${String(snapshot.value)}: ${JSON.stringify(event)}`,
    ).toBe(allowed);
  }
}

/** Runs one generated path on a real actor whose calls the test settles as the path's events say. */
async function runPath(steps: Step[]) {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const call = (id: string) =>
    fromPromise<never>(
      () =>
        new Promise((resolve, reject) => {
          pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        }),
    );
  const actors = Object.fromEntries(Object.values(callOf).map((id) => [id, call(id)]));
  const actor = createActor(rosterMachine.provide({ actors }), { input }).start();
  let previous = actor.getSnapshot();
  for (const { event, state: expected } of steps) {
    const [, outcome, , id = ''] = event.type.split('.');
    if (event.type.startsWith('xstate.')) {
      const settle = pending.get(id);
      pending.delete(id);
      if (outcome === 'done') settle?.resolve(event.output);
      else settle?.reject(event.error);
    } else {
      actor.send(event as Parameters<typeof actor.send>[0]);
    }
    // a settled call reaches the machine within a few microtasks; the state check below fails if it did not
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(expected.value);
    expect(snapshot.context).toEqual(expected.context);
    assertInvariants(snapshot, previous);
    assertRefusals(snapshot);
    previous = snapshot;
  }
  actor.stop();
}

describe('rosterMachine: every transition (model-based)', () => {
  // Every action on every row in every reachable roster; a refused one leaves the state as it was and is checked
  // in every state by `assertRefusals`, not walked. The invocations' done and error events are not typed events.
  const paths = transitionPaths(rosterMachine, {
    input,
    events: modelEvents as (snapshot: Snapshot) => RosterEvent[],
  });
  const covered = new Set<string>();

  it('has a bounded graph to walk', () => {
    expect(paths.length).toBeGreaterThan(100);
  });

  it(`runs ${paths.length} paths on the real machine with fake calls`, { timeout: 60_000 }, async () => {
    for (const steps of paths) {
      await runPath(steps);
      for (const step of steps) covered.add(String(step.state.value));
    }
  });

  it('reaches every state of the machine', () => {
    expect([...covered].sort()).toEqual(
      [
        'addingLearner',
        'cannotRemoveAttendance',
        'cannotRemoveLearner',
        'changingType',
        'confirmingRemoval',
        'idle',
        'markingPresent',
        'removingLearner',
        'unmarkingPresent',
      ].sort(),
    );
  });

  it('uses our texts only as fallbacks: the fake server always sent error_msg', () => {
    expect(iltMessages.roster.addLearnerError).not.toBe('Refused.');
  });
});
