import { limits } from '@segno/domain';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { flush } from '../testing/controlled-actor';
import { inactivityMachine, isInactivityWarningOpen } from './inactivity.machine';

const second = 1_000;
const minute = 60 * second;
const hour = 60 * minute;

type Delays = Partial<Record<'inactivityWarning' | 'inactivityTick' | 'warningThrottle', number>>;

function start(delays: Delays = {}, keepAliveFails = false) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const machine = inactivityMachine.provide({
    actors: {
      keepAlive: fromPromise<unknown>(async () => {
        calls.push('keepAlive');
        if (keepAliveFails) throw new Error('offline');
      }),
      signOut: fromPromise<unknown>(async () => {
        calls.push('signOut');
      }),
    },
    actions: {
      closeAllDialogs: () => calls.push('closeAllDialogs'),
      goToLogin: () => calls.push('goToLogin'),
    },
    delays,
  });
  const actor = createActor(machine, { clock }).start();
  const session = () => {
    const snapshot = actor.getSnapshot();
    return snapshot.status === 'done'
      ? 'done'
      : (snapshot.value as { watching: { session: unknown } }).watching.session;
  };
  /** Moves simulated time in steps no longer than `step`, so timers started by timers fire on time. */
  const advance = (ms: number, step = second) => {
    for (let left = ms; left > 0; left -= step) clock.increment(Math.min(step, left));
  };
  return { actor, clock, calls, session, advance };
}

describe('inactivityMachine', () => {
  it('opens the warning 7,200,000 ms after the last request, not before', () => {
    const { session, advance, actor } = start();
    advance(limits.inactivityWarningMs - 1, minute);
    expect(session()).toBe('idle');
    expect(isInactivityWarningOpen(actor.getSnapshot())).toBe(false);
    advance(1);
    expect(session()).toEqual({ warning: 'counting' });
    expect(isInactivityWarningOpen(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(10);
  });

  it('restarts the 2-hour wait on every request', () => {
    const { actor, session, advance } = start();
    advance(hour + 59 * minute, minute);
    actor.send({ type: 'inactivity.request' });
    advance(hour + 59 * minute, minute);
    expect(session()).toBe('idle');
    advance(minute);
    expect(session()).toEqual({ warning: 'counting' });
  });

  it('counts down 10 ticks of one second, then closes dialogs, signs out and goes to login', async () => {
    const { actor, session, advance, calls } = start();
    advance(2 * hour, minute);
    const seen: number[] = [];
    for (let tick = 0; tick < 9; tick++) {
      advance(second);
      seen.push(actor.getSnapshot().context.secondsLeft);
    }
    expect(seen).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    advance(second - 1);
    expect(session()).toEqual({ warning: 'counting' });
    advance(1);
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(calls).toEqual(['closeAllDialogs', 'signOut']);
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toEqual(['closeAllDialogs', 'signOut', 'goToLogin']);
  });

  it('keeps the session alive mid-countdown: calls keepAlive and waits 2 hours again', async () => {
    const { actor, session, advance, calls } = start();
    advance(2 * hour, minute);
    advance(4 * second);
    expect(actor.getSnapshot().context.secondsLeft).toBe(6);
    actor.send({ type: 'inactivity.keep-alive' });
    expect(session()).toBe('idle');
    await flush();
    expect(calls).toEqual(['keepAlive']);
    advance(2 * hour - 1, minute);
    expect(session()).toBe('idle');
    advance(1);
    expect(session()).toEqual({ warning: 'counting' });
    expect(actor.getSnapshot().context.secondsLeft).toBe(10);
  });

  it('survives a failed keep-alive call', async () => {
    const { actor, session, advance, calls } = start({}, true);
    advance(2 * hour, minute);
    actor.send({ type: 'inactivity.keep-alive' });
    await flush();
    expect(calls).toEqual(['keepAlive']);
    expect(session()).toBe('idle');
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('does not let a request dismiss the open warning', () => {
    const { actor, session, advance } = start();
    advance(2 * hour, minute);
    advance(3 * second);
    actor.send({ type: 'inactivity.request' });
    expect(session()).toEqual({ warning: 'counting' });
    expect(actor.getSnapshot().context.secondsLeft).toBe(7);
  });

  it('logs off on request: closes dialogs, signs out, goes to login', async () => {
    const { actor, advance, calls } = start();
    advance(2 * hour, minute);
    actor.send({ type: 'inactivity.log-off' });
    await flush();
    expect(calls).toEqual(['closeAllDialogs', 'signOut', 'goToLogin']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('ignores keep-alive and log-off when no warning is open', () => {
    const { actor, session, calls } = start();
    expect(actor.getSnapshot().can({ type: 'inactivity.log-off' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'inactivity.keep-alive' })).toBe(false);
    actor.send({ type: 'inactivity.log-off' });
    actor.send({ type: 'inactivity.keep-alive' });
    expect(session()).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('throttles warnings: a second one cannot open within 1000 ms of the last', () => {
    // A short wait makes a second warning possible within the throttle window.
    const { actor, session, advance } = start({ inactivityWarning: 300 });
    advance(300, 100);
    expect(session()).toEqual({ warning: 'counting' });
    advance(200, 100);
    actor.send({ type: 'inactivity.keep-alive' });
    advance(300, 100);
    expect(session()).toBe('due');
    advance(499, 1);
    expect(session()).toBe('due');
    advance(1);
    expect(session()).toEqual({ warning: 'counting' });
  });

  it('a request while a throttled warning waits goes back to waiting', () => {
    const { actor, session, advance } = start({ inactivityWarning: 300 });
    advance(300, 100);
    advance(300, 100);
    actor.send({ type: 'inactivity.keep-alive' });
    advance(300, 100);
    expect(session()).toBe('due');
    actor.send({ type: 'inactivity.request' });
    expect(session()).toBe('idle');
    advance(299, 1);
    expect(session()).toBe('idle');
    advance(1);
    // 900 ms after the first warning opened: still throttled until 1000 ms
    expect(session()).toBe('due');
    advance(99, 1);
    expect(session()).toBe('due');
    advance(1);
    expect(session()).toEqual({ warning: 'counting' });
  });

  it('opens the next warning at once when the last one opened more than 1000 ms ago', () => {
    const { actor, session, advance } = start({ inactivityWarning: 300 });
    advance(300, 100);
    advance(2 * second, 100);
    actor.send({ type: 'inactivity.keep-alive' });
    advance(299, 1);
    expect(session()).toBe('idle');
    advance(1);
    expect(session()).toEqual({ warning: 'counting' });
  });
});
