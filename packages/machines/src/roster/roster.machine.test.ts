import { iltMessages } from '@segno/domain';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { controlledActor, flush } from '../testing/controlled-actor';
import { rosterMachine } from './roster.machine';
import type {
  AddLearnerInput,
  AttendanceInput,
  MarkPresentOutput,
  RemoveLearnerInput,
  RosterRow,
  SetRegistrationTypeInput,
} from './roster.types';

/** A remote call the test settles by hand, recording what it was asked. */

const ana: RosterRow = {
  registration_id: 1,
  user_id: 11,
  name: 'Ana Enrolled',
  registration_type_id: 1,
  has_completed: false,
  can_remove: true,
  completion_id: null,
};
const dan: RosterRow = {
  registration_id: 2,
  user_id: 12,
  name: 'Dan Denied',
  registration_type_id: 2,
  has_completed: false,
  can_remove: true,
  completion_id: null,
};
const pat: RosterRow = {
  registration_id: 3,
  user_id: 13,
  name: 'Pat Present',
  registration_type_id: 1,
  has_completed: true,
  can_remove: true,
  completion_id: 70,
};
const kim: RosterRow = {
  ...pat,
  registration_id: 4,
  user_id: 14,
  name: 'Kim Kept',
  can_remove: false,
  completion_id: 71,
};

function start(rows: RosterRow[] = [ana, dan, pat, kim]) {
  const setType = controlledActor<unknown, SetRegistrationTypeInput>();
  const mark = controlledActor<MarkPresentOutput, AttendanceInput>();
  const unmark = controlledActor<unknown, AttendanceInput>();
  const remove = controlledActor<unknown, RemoveLearnerInput>();
  const add = controlledActor<RosterRow, AddLearnerInput>();
  const machine = rosterMachine.provide({
    actors: {
      setRegistrationType: setType.actor,
      markPresent: mark.actor,
      unmarkPresent: unmark.actor,
      removeLearner: remove.actor,
      addLearner: add.actor,
    },
  });
  const actor = createActor(machine, { input: { session_id: 4, rows } }).start();
  const state = () => actor.getSnapshot();
  const row = (registrationId: number) =>
    state().context.rows.find((r) => r.registration_id === registrationId);
  return { actor, setType, mark, unmark, remove, add, state, row };
}

describe('rosterMachine: deny and reinstate', () => {
  it('denies an enrolled learner (1 -> 2) and reinstates a denied one (2 -> 1)', async () => {
    const { actor, setType, state, row } = start();
    expect(state().can({ type: 'roster.reinstate', registrationId: 1 })).toBe(false);
    actor.send({ type: 'roster.deny', registrationId: 1 });
    expect(state().value).toBe('changingType');
    expect(setType.calls).toEqual([{ session_id: 4, registration_id: 1, registration_type_id: 2 }]);
    setType.resolve(undefined);
    await flush();
    expect(state().value).toBe('idle');
    expect(row(1)?.registration_type_id).toBe(2);

    expect(state().can({ type: 'roster.deny', registrationId: 2 })).toBe(false);
    actor.send({ type: 'roster.reinstate', registrationId: 2 });
    expect(setType.calls[1]).toEqual({ session_id: 4, registration_id: 2, registration_type_id: 1 });
    setType.resolve(undefined);
    await flush();
    expect(row(2)?.registration_type_id).toBe(1);
  });

  it('keeps the row and shows an error when the change fails', async () => {
    const { actor, setType, state, row } = start();
    actor.send({ type: 'roster.deny', registrationId: 1 });
    setType.reject(new TypeError('Failed to fetch'));
    await flush();
    expect(row(1)).toEqual(ana);
    expect(state().context.updateError).toBe(iltMessages.roster.updateError);
  });

  it('ignores a row that is not on the roster', () => {
    const { actor, setType, state } = start();
    actor.send({ type: 'roster.deny', registrationId: 99 });
    actor.send({ type: 'roster.toggle-attendance', registrationId: 99 });
    actor.send({ type: 'roster.remove', registrationId: 99 });
    expect(state().value).toBe('idle');
    expect(setType.calls).toHaveLength(0);
  });
});

describe('rosterMachine: attendance', () => {
  it('marks a learner present, creating a completion', async () => {
    const { actor, mark, state, row } = start();
    actor.send({ type: 'roster.toggle-attendance', registrationId: 1 });
    expect(state().value).toBe('markingPresent');
    expect(mark.calls).toEqual([{ session_id: 4, registration_id: 1 }]);
    mark.resolve({ completion_id: 88 });
    await flush();
    expect(row(1)).toEqual({ ...ana, has_completed: true, completion_id: 88, can_remove: true });
  });

  it('unmarks a learner whose completion can be removed', async () => {
    const { actor, unmark, row } = start();
    actor.send({ type: 'roster.toggle-attendance', registrationId: 3 });
    expect(unmark.calls).toEqual([{ session_id: 4, registration_id: 3 }]);
    unmark.resolve(undefined);
    await flush();
    expect(row(3)).toEqual({ ...pat, has_completed: false, completion_id: null });
  });

  it('opens the cannot-remove-attendance modal instead when can_remove is false', () => {
    const { actor, unmark, state, row } = start();
    actor.send({ type: 'roster.toggle-attendance', registrationId: 4 });
    expect(state().value).toBe('cannotRemoveAttendance');
    expect(state().context.activeId).toBe(4);
    expect(unmark.calls).toHaveLength(0);
    expect(state().can({ type: 'roster.deny', registrationId: 1 })).toBe(false);
    actor.send({ type: 'roster.dismiss' });
    expect(state().value).toBe('idle');
    expect(state().context.activeId).toBeUndefined();
    expect(row(4)).toEqual(kim);
  });

  it('keeps the attendance and shows the server message when marking fails', async () => {
    const { actor, mark, state, row } = start();
    actor.send({ type: 'roster.toggle-attendance', registrationId: 1 });
    mark.reject({ status: 409, body: { error_msg: 'The session has not started yet.' } });
    await flush();
    expect(row(1)).toEqual(ana);
    expect(state().context.updateError).toBe('The session has not started yet.');
  });
});

describe('rosterMachine: removing a learner', () => {
  it('asks for confirmation, then removes the row', async () => {
    const { actor, remove, state, row } = start();
    actor.send({ type: 'roster.remove', registrationId: 2 });
    expect(state().value).toBe('confirmingRemoval');
    expect(remove.calls).toHaveLength(0);
    actor.send({ type: 'roster.confirm' });
    expect(remove.calls).toEqual([{ session_id: 4, registration_id: 2 }]);
    remove.resolve(undefined);
    await flush();
    expect(state().value).toBe('idle');
    expect(row(2)).toBeUndefined();
    expect(state().context.rows).toHaveLength(3);
  });

  it('removes nothing when the confirmation is dismissed', () => {
    const { actor, remove, state } = start();
    actor.send({ type: 'roster.remove', registrationId: 1 });
    actor.send({ type: 'roster.dismiss' });
    expect(state().value).toBe('idle');
    expect(remove.calls).toHaveLength(0);
    expect(state().context.rows).toHaveLength(4);
  });

  it.each([3, 4])('refuses to remove learner %i, who attended and has a completion', (registrationId) => {
    const { actor, remove, state } = start();
    actor.send({ type: 'roster.remove', registrationId });
    expect(state().value).toBe('cannotRemoveLearner');
    expect(state().can({ type: 'roster.confirm' })).toBe(false);
    actor.send({ type: 'roster.dismiss' });
    expect(remove.calls).toHaveLength(0);
    expect(state().context.rows).toHaveLength(4);
  });

  it('keeps the row and sets removeLearnerError when the removal fails; the next action clears it', async () => {
    const { actor, remove, state, row } = start();
    actor.send({ type: 'roster.remove', registrationId: 1 });
    actor.send({ type: 'roster.confirm' });
    remove.reject(new TypeError('Failed to fetch'));
    await flush();
    expect(row(1)).toEqual(ana);
    expect(state().context.removeLearnerError).toBe(iltMessages.roster.removeLearnerError);
    actor.send({ type: 'roster.remove', registrationId: 1 });
    expect(state().context.removeLearnerError).toBeUndefined();
  });
});

describe('rosterMachine: adding a learner', () => {
  const lee: RosterRow = { ...ana, registration_id: 5, user_id: 15, name: 'Lee Added' };

  it('adds the learner chosen by name', async () => {
    const { actor, add, state, row } = start();
    actor.send({ type: 'roster.add', userId: 15 });
    expect(state().value).toBe('addingLearner');
    expect(add.calls).toEqual([{ session_id: 4, user_id: 15 }]);
    add.resolve(lee);
    await flush();
    expect(row(5)).toEqual(lee);
    expect(state().context.rows).toHaveLength(5);
  });

  it('replaces the old row of a learner added again', async () => {
    const { actor, add, state, row } = start();
    actor.send({ type: 'roster.add', userId: 11 });
    add.resolve({ ...lee, user_id: 11, registration_id: 9 });
    await flush();
    expect(row(1)).toBeUndefined();
    expect(row(9)?.user_id).toBe(11);
    expect(state().context.rows).toHaveLength(4);
  });

  it('sets addLearnerError from error_msg, or our text when there is none', async () => {
    const { actor, add, state } = start();
    actor.send({ type: 'roster.add', userId: 15 });
    add.reject({ status: 409, body: { error_msg: 'This learner is already registered.' } });
    await flush();
    expect(state().context.addLearnerError).toBe('This learner is already registered.');
    expect(state().context.rows).toHaveLength(4);
    actor.send({ type: 'roster.add', userId: 15 });
    expect(state().context.addLearnerError).toBeUndefined();
    add.reject(new TypeError('Failed to fetch'));
    await flush();
    expect(state().context.addLearnerError).toBe(iltMessages.roster.addLearnerError);
  });

  it('takes one action at a time', () => {
    const { actor, add, mark, state } = start();
    actor.send({ type: 'roster.add', userId: 15 });
    actor.send({ type: 'roster.toggle-attendance', registrationId: 1 });
    actor.send({ type: 'roster.add', userId: 16 });
    expect(state().value).toBe('addingLearner');
    expect(add.calls).toHaveLength(1);
    expect(mark.calls).toHaveLength(0);
  });
});
