import { limits } from '@segno/domain';
import { assign, fromPromise, not, type SnapshotFrom, setup, stateIn } from 'xstate';

export type InactivityEvent =
  /** Sent by the API transport on every request, from anywhere in the app. */
  { type: 'inactivity.request' } | { type: 'inactivity.keep-alive' } | { type: 'inactivity.log-off' };

type InactivityContext = { secondsLeft: number };

/**
 * Session inactivity (000, sections 4 and 9). 7,200,000 ms after the last API request a warning opens and
 * counts down 10 ticks of one second; "keep alive" closes it, calls the provided `keepAlive` actor (a cheap
 * request that refreshes the server session) and restarts the wait; "log off" or the countdown ending
 * closes every dialog, signs out and goes to login.
 *
 * Decisions:
 * - While the warning is open, requests do NOT dismiss it: background calls (and the keep-alive request
 *   itself) must not answer for the learner. Only `inactivity.keep-alive` does.
 * - Warning popups are throttled (1000 ms): a warning cannot open within `warningThrottle` of the last one
 *   opening. A wait that ends sooner stays `due` and the warning opens when the throttle allows, unless a
 *   request comes first. The `throttle` region watches the session region (cooling, then spent until the
 *   open warning closes), so no transition has to reach across regions.
 * - The keep-alive call runs in its own region, so the request it makes (which restarts the wait) cannot
 *   cancel it.
 * The delays are named so the app and tests can shorten them with `machine.provide({ delays })`.
 */
export const inactivityMachine = setup({
  types: {
    context: {} as InactivityContext,
    events: {} as InactivityEvent,
  },
  actors: {
    keepAlive: fromPromise<unknown>(async () => {
      throw new Error('inactivityMachine needs a keepAlive actor (machine.provide)');
    }),
    signOut: fromPromise<unknown>(async () => {
      throw new Error('inactivityMachine needs a signOut actor (machine.provide)');
    }),
  },
  actions: {
    closeAllDialogs: () => {},
    goToLogin: () => {},
    startCountdown: assign({ secondsLeft: limits.inactivityCountdownTicks }),
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
  },
  guards: {
    isLastTick: ({ context }) => context.secondsLeft <= 1,
    isThrottleOpen: stateIn('#inactivity.watching.throttle.open'),
    isWarningOpen: stateIn('#inactivity.watching.session.warning'),
  },
  delays: {
    inactivityWarning: limits.inactivityWarningMs,
    inactivityTick: limits.inactivityTickMs,
    warningThrottle: limits.warningThrottleMs,
  },
}).createMachine({
  id: 'inactivity',
  context: { secondsLeft: limits.inactivityCountdownTicks },
  initial: 'watching',
  states: {
    watching: {
      type: 'parallel',
      states: {
        session: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'inactivity.request': { target: 'idle', reenter: true } },
              after: { inactivityWarning: 'due' },
            },
            due: {
              always: {
                guard: 'isThrottleOpen',
                target: 'warning',
              },
              on: { 'inactivity.request': 'idle' },
            },
            warning: {
              entry: 'startCountdown',
              initial: 'counting',
              states: {
                counting: {
                  after: {
                    inactivityTick: [
                      { guard: 'isLastTick', target: '#inactivity.signingOut' },
                      { target: 'counting', reenter: true, actions: 'tick' },
                    ],
                  },
                },
              },
              on: {
                'inactivity.keep-alive': 'idle',
                'inactivity.log-off': '#inactivity.signingOut',
              },
            },
          },
        },
        throttle: {
          initial: 'open',
          states: {
            open: { always: { guard: 'isWarningOpen', target: 'cooling' } },
            cooling: { after: { warningThrottle: 'spent' } },
            spent: { always: { guard: not('isWarningOpen'), target: 'open' } },
          },
        },
        keepAlive: {
          initial: 'resting',
          states: {
            resting: { on: { 'inactivity.keep-alive': { guard: 'isWarningOpen', target: 'calling' } } },
            // a failed keep-alive is not the learner's problem: the next request or warning tells
            calling: { invoke: { src: 'keepAlive', onDone: 'resting', onError: 'resting' } },
          },
        },
      },
    },
    signingOut: {
      entry: 'closeAllDialogs',
      invoke: { src: 'signOut', onDone: 'signedOut', onError: 'signedOut' },
    },
    signedOut: { type: 'final', entry: 'goToLogin' },
  },
});

/** Whether the warning dialog is open (a narrow selector for the app). */
export function isInactivityWarningOpen(snapshot: SnapshotFrom<typeof inactivityMachine>): boolean {
  return snapshot.matches({ watching: { session: 'warning' } });
}
