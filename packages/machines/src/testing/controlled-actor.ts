import { fromPromise } from 'xstate';

/**
 * A promise actor the test settles by hand: it records each input, and `resolve` or `reject` settles the call
 * in flight, so a test can look at the machine while a call is pending.
 */
export function controlledActor<Output, Input>() {
  const calls: Input[] = [];
  let settle: { resolve: (value: Output) => void; reject: (error: unknown) => void } | undefined;
  const actor = fromPromise<Output, Input>(({ input }) => {
    calls.push(input);
    return new Promise((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    calls,
    actor,
    resolve: (value: Output) => settle?.resolve(value),
    reject: (error: unknown) => settle?.reject(error),
  };
}

/** Lets settled promises and the machine's reactions to them run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
