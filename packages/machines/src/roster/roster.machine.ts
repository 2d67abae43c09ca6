import {
  attendanceToggle,
  canRemoveLearner,
  iltErrorMessage,
  iltMessages,
  type RegistrationTypeId,
  registrationTypeAfter,
  rosterTypeAction,
} from '@segno/domain';
import { assign, fromPromise, setup } from 'xstate';
import type {
  AddLearnerInput,
  AttendanceInput,
  MarkPresentOutput,
  RemoveLearnerInput,
  RosterEvent,
  RosterInput,
  RosterRow,
  SetRegistrationTypeInput,
} from './roster.types';

type RosterContext = {
  session_id: number;
  rows: RosterRow[];
  /** The row the running call, the confirmation or the modal is about. */
  activeId?: number;
  /** Spec 002 section 8: a failed add sets addLearnerError. */
  addLearnerError?: string;
  /** Spec 002 section 8: a failed removal sets removeLearnerError. */
  removeLearnerError?: string;
  /** A failed deny, reinstate or attendance change (ours: the spec names no flag for these). */
  updateError?: string;
};

type RowEvent = Extract<RosterEvent, { registrationId: number }>;

const rowOf = (context: RosterContext, registrationId: number | undefined) =>
  context.rows.find((row) => row.registration_id === registrationId);

/** The row the machine acts on; the guards made sure it exists before any state that calls this. */
function activeRow(context: RosterContext): RosterRow {
  const row = rowOf(context, context.activeId);
  if (!row) throw new Error(`rosterMachine: no roster row ${context.activeId}`);
  return row;
}

/** The active row's type once denied or reinstated (002 section 4: 1 to 2, 2 to 1). */
function flippedType(context: RosterContext): RegistrationTypeId {
  const action = rosterTypeAction(activeRow(context).registration_type_id);
  if (!action)
    throw new Error(`rosterMachine: roster row ${context.activeId} cannot be denied or reinstated`);
  return registrationTypeAfter(action);
}

const activeCall = ({ context }: { context: RosterContext }) => ({
  session_id: context.session_id,
  registration_id: activeRow(context).registration_id,
});

/** The rows with the active one changed; the others untouched. */
const updateActive = (context: RosterContext, change: Partial<RosterRow>) =>
  context.rows.map((row) => (row.registration_id === context.activeId ? { ...row, ...change } : row));

const errorOf = (error: unknown, fallback: string) => iltErrorMessage(error) ?? fallback;

/**
 * The roster of one session (002, section 4, "Roster"), one machine for the whole list: deny flips an enrolled
 * learner to denied and reinstate back; the attendance toggle marks present (creates a completion) or unmarks
 * (removes it) only when can_remove, else opens `cannotRemoveAttendance`; removing asks for confirmation
 * (`confirmingRemoval`) and is refused (`cannotRemoveLearner`) for a learner whose attendance is recorded; an
 * instructor adds a learner found by name. One call runs at a time; the rules come from the domain. A failed call
 * leaves the rows as they were and holds its error (addLearnerError, removeLearnerError, updateError) until the
 * next action. The app provides `setRegistrationType`, `markPresent`, `unmarkPresent`, `removeLearner` and
 * `addLearner`.
 */
export const rosterMachine = setup({
  types: {
    context: {} as RosterContext,
    events: {} as RosterEvent,
    input: {} as RosterInput,
  },
  actors: {
    setRegistrationType: fromPromise<unknown, SetRegistrationTypeInput>(async () => {
      throw new Error('rosterMachine needs a setRegistrationType actor (machine.provide)');
    }),
    markPresent: fromPromise<MarkPresentOutput, AttendanceInput>(async () => {
      throw new Error('rosterMachine needs a markPresent actor (machine.provide)');
    }),
    unmarkPresent: fromPromise<unknown, AttendanceInput>(async () => {
      throw new Error('rosterMachine needs an unmarkPresent actor (machine.provide)');
    }),
    removeLearner: fromPromise<unknown, RemoveLearnerInput>(async () => {
      throw new Error('rosterMachine needs a removeLearner actor (machine.provide)');
    }),
    addLearner: fromPromise<RosterRow, AddLearnerInput>(async () => {
      throw new Error('rosterMachine needs an addLearner actor (machine.provide)');
    }),
  },
  actions: {
    clearErrors: assign({
      addLearnerError: undefined,
      removeLearnerError: undefined,
      updateError: undefined,
    }),
    takeRow: assign({ activeId: ({ event }) => (event as RowEvent).registrationId }),
  },
  guards: {
    canDeny: ({ context, event }) => {
      const row = rowOf(context, (event as RowEvent).registrationId);
      return row !== undefined && rosterTypeAction(row.registration_type_id) === 'deny';
    },
    canReinstate: ({ context, event }) => {
      const row = rowOf(context, (event as RowEvent).registrationId);
      return row !== undefined && rosterTypeAction(row.registration_type_id) === 'reinstate';
    },
    marksPresent: ({ context, event }) => {
      const row = rowOf(context, (event as RowEvent).registrationId);
      return row !== undefined && attendanceToggle(row) === 'markPresent';
    },
    unmarksPresent: ({ context, event }) => {
      const row = rowOf(context, (event as RowEvent).registrationId);
      return row !== undefined && attendanceToggle(row) === 'unmarkPresent';
    },
    cannotRemoveAttendance: ({ context, event }) => {
      const row = rowOf(context, (event as RowEvent).registrationId);
      return row !== undefined && attendanceToggle(row) === 'cannotRemoveAttendance';
    },
    canRemoveLearner: ({ context, event }) => {
      const row = rowOf(context, (event as RowEvent).registrationId);
      return row !== undefined && canRemoveLearner(row);
    },
    isOnRoster: ({ context, event }) => rowOf(context, (event as RowEvent).registrationId) !== undefined,
  },
}).createMachine({
  id: 'roster',
  context: ({ input }) => ({ session_id: input.session_id, rows: input.rows }),
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ activeId: undefined }),
      on: {
        'roster.deny': { guard: 'canDeny', target: 'changingType', actions: ['clearErrors', 'takeRow'] },
        'roster.reinstate': {
          guard: 'canReinstate',
          target: 'changingType',
          actions: ['clearErrors', 'takeRow'],
        },
        'roster.toggle-attendance': [
          { guard: 'marksPresent', target: 'markingPresent', actions: ['clearErrors', 'takeRow'] },
          { guard: 'unmarksPresent', target: 'unmarkingPresent', actions: ['clearErrors', 'takeRow'] },
          {
            guard: 'cannotRemoveAttendance',
            target: 'cannotRemoveAttendance',
            actions: ['clearErrors', 'takeRow'],
          },
        ],
        'roster.remove': [
          { guard: 'canRemoveLearner', target: 'confirmingRemoval', actions: ['clearErrors', 'takeRow'] },
          // spec 002 section 4: a learner with attendance and completion registered cannot be removed
          { guard: 'isOnRoster', target: 'cannotRemoveLearner', actions: ['clearErrors', 'takeRow'] },
        ],
        'roster.add': { target: 'addingLearner', actions: 'clearErrors' },
      },
    },
    changingType: {
      invoke: {
        id: 'setRegistrationType',
        src: 'setRegistrationType',
        input: ({ context }) => ({ ...activeCall({ context }), registration_type_id: flippedType(context) }),
        onDone: {
          target: 'idle',
          actions: assign({
            rows: ({ context }) => updateActive(context, { registration_type_id: flippedType(context) }),
          }),
        },
        onError: {
          target: 'idle',
          actions: assign({
            updateError: ({ event }) => errorOf(event.error, iltMessages.roster.updateError),
          }),
        },
      },
    },
    markingPresent: {
      invoke: {
        id: 'markPresent',
        src: 'markPresent',
        input: activeCall,
        onDone: {
          target: 'idle',
          actions: assign({
            // the completion just created may be taken back (unmarked) by the instructor who made it
            rows: ({ context, event }) =>
              updateActive(context, {
                has_completed: true,
                completion_id: event.output.completion_id,
                can_remove: true,
              }),
          }),
        },
        onError: {
          target: 'idle',
          actions: assign({
            updateError: ({ event }) => errorOf(event.error, iltMessages.roster.updateError),
          }),
        },
      },
    },
    unmarkingPresent: {
      invoke: {
        id: 'unmarkPresent',
        src: 'unmarkPresent',
        input: activeCall,
        onDone: {
          target: 'idle',
          actions: assign({
            rows: ({ context }) => updateActive(context, { has_completed: false, completion_id: null }),
          }),
        },
        onError: {
          target: 'idle',
          actions: assign({
            updateError: ({ event }) => errorOf(event.error, iltMessages.roster.updateError),
          }),
        },
      },
    },
    cannotRemoveAttendance: {
      on: { 'roster.dismiss': 'idle' },
    },
    confirmingRemoval: {
      on: { 'roster.confirm': 'removingLearner', 'roster.dismiss': 'idle' },
    },
    cannotRemoveLearner: {
      on: { 'roster.dismiss': 'idle' },
    },
    removingLearner: {
      invoke: {
        id: 'removeLearner',
        src: 'removeLearner',
        input: activeCall,
        onDone: {
          target: 'idle',
          actions: assign({
            rows: ({ context }) => context.rows.filter((row) => row.registration_id !== context.activeId),
          }),
        },
        onError: {
          target: 'idle',
          actions: assign({
            removeLearnerError: ({ event }) => errorOf(event.error, iltMessages.roster.removeLearnerError),
          }),
        },
      },
    },
    addingLearner: {
      invoke: {
        id: 'addLearner',
        src: 'addLearner',
        input: ({ context, event }) => ({
          session_id: context.session_id,
          // only roster.add enters this state
          user_id: event.type === 'roster.add' ? event.userId : 0,
        }),
        onDone: {
          target: 'idle',
          actions: assign({
            // a learner added again (say, after cancelling) replaces their old row
            rows: ({ context, event }) => [
              ...context.rows.filter((row) => row.user_id !== event.output.user_id),
              event.output,
            ],
          }),
        },
        onError: {
          target: 'idle',
          actions: assign({
            addLearnerError: ({ event }) => errorOf(event.error, iltMessages.roster.addLearnerError),
          }),
        },
      },
    },
  },
});
