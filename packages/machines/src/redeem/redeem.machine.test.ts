import { messages, type RedeemResponse } from '@segno/domain';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type RedeemInput, redeemMachine } from './redeem.machine';

const redeemed: RedeemResponse = {
  error: 0,
  msg: messages.completion.redeemed,
  content: { content_id: 12, name: 'Forklift safety' },
  points: 10,
  badges: [],
  medals: [],
  level: null,
};

function start(segnocode: string, answer: () => Promise<RedeemResponse>) {
  const calls: RedeemInput[] = [];
  const effects: string[] = [];
  const machine = redeemMachine.provide({
    actors: {
      redeem: fromPromise<RedeemResponse, RedeemInput>(({ input }) => {
        calls.push(input);
        return answer();
      }),
    },
    actions: {
      reloadActivities: () => effects.push('reloadActivities'),
      refreshStats: () => effects.push('refreshStats'),
    },
  });
  const actor = createActor(machine, { input: { segnocode } }).start();
  const settled = () => waitFor(actor, (snapshot) => snapshot.status === 'done');
  return { actor, calls, effects, settled };
}

describe('redeemMachine', () => {
  it('redeems as soon as it starts, then reloads activities and stats', async () => {
    const { actor, calls, effects, settled } = start(' AB12cd ', async () => redeemed);
    expect(actor.getSnapshot().value).toBe('redeeming');
    expect(calls).toEqual([{ segnocode: 'AB12cd' }]);
    const snapshot = await settled();
    expect(snapshot.value).toBe('redeemed');
    expect(snapshot.context.message).toBe(messages.completion.redeemed);
    expect(snapshot.context.result).toEqual(redeemed);
    expect(effects).toEqual(['reloadActivities', 'refreshStats']);
  });

  it.each(['', 'AB-12', 'code with spaces'])('refuses %j without calling the server', (code) => {
    const { actor, calls, effects } = start(code, async () => redeemed);
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.message).toBe(messages.validation.invalidSegnocode);
    expect(calls).toHaveLength(0);
    expect(effects).toHaveLength(0);
  });

  it("shows the server's msg for error 1 and reloads nothing", async () => {
    const { effects, settled } = start('EXPIRED1', async () => ({
      ...redeemed,
      error: 1,
      msg: 'This SegnoCode has expired.',
      content: null,
      points: 0,
    }));
    const snapshot = await settled();
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.message).toBe('This SegnoCode has expired.');
    expect(effects).toHaveLength(0);
  });

  it('shows the generic message when the call fails', async () => {
    const { effects, settled } = start('AB12', async () => {
      throw new TypeError('Failed to fetch');
    });
    const snapshot = await settled();
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.message).toBe(messages.errors.generic);
    expect(effects).toHaveLength(0);
  });
});
