import { isValidSegnocode, messages, type RedeemResponse } from '@segno/domain';
import { assign, fromPromise, setup } from 'xstate';

export type RedeemInput = { segnocode: string };

type RedeemContext = { segnocode: string; message?: string; result?: RedeemResponse };

/**
 * Redeeming a segnocode from /redeem/{segnocode}: it starts as the screen loads (000, section 3). A code
 * that is not letters and digits is refused here, without a call. The server's error 1 shows its msg in a
 * popup; error 0 shows the success popup and has the app reload activities and user stats (000, section 4).
 * The app provides `redeem`, `reloadActivities` and `refreshStats`.
 */
export const redeemMachine = setup({
  types: {
    context: {} as RedeemContext,
    input: {} as RedeemInput,
  },
  actors: {
    redeem: fromPromise<RedeemResponse, RedeemInput>(async () => {
      throw new Error('redeemMachine needs a redeem actor (machine.provide)');
    }),
  },
  actions: {
    reloadActivities: () => {},
    refreshStats: () => {},
  },
  guards: {
    isValidCode: ({ context }) => isValidSegnocode(context.segnocode),
  },
}).createMachine({
  id: 'redeem',
  context: ({ input }) => ({ segnocode: input.segnocode.trim() }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isValidCode', target: 'redeeming' }, { target: 'invalid' }],
    },
    invalid: {
      type: 'final',
      entry: assign({ message: messages.validation.invalidSegnocode }),
    },
    redeeming: {
      invoke: {
        src: 'redeem',
        input: ({ context }) => ({ segnocode: context.segnocode }),
        onDone: [
          {
            guard: ({ event }) => event.output.error !== 0,
            target: 'failed',
            actions: assign({ message: ({ event }) => event.output.msg || messages.errors.generic }),
          },
          {
            target: 'redeemed',
            actions: assign({ message: messages.completion.redeemed, result: ({ event }) => event.output }),
          },
        ],
        onError: { target: 'failed', actions: assign({ message: messages.errors.generic }) },
      },
    },
    failed: { type: 'final' },
    redeemed: { type: 'final', entry: ['reloadActivities', 'refreshStats'] },
  },
});
