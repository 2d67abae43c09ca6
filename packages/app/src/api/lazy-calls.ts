/** Calls that only answer asynchronously: the kind whose code can load on first use. */
export type AsyncCalls = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * The eager calls, and behind them calls whose code (with their schemas and rules) loads on the first call of any of
 * them: the learner's first load stays small (issue 11). A call not among the eager ones is looked up on the lazy
 * calls once loaded; a failed load is retried on the next call. Only string names are calls: symbols and `then` are
 * not, so the client is never taken for a promise.
 */
export function withLazyCalls<Eager extends object, Lazy extends AsyncCalls>(
  eager: Eager,
  load: () => Promise<Lazy>,
): Eager & Lazy {
  let loading: Promise<Lazy> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const lazy = new Proxy(
    {},
    {
      get(_target, name) {
        if (typeof name !== 'string' || name === 'then') return undefined;
        return async (...args: never[]) => {
          const call = (await loaded())[name];
          if (!call) throw new TypeError(`The API client has no call ${name}`);
          return call(...args);
        };
      },
    },
  );
  return Object.assign(Object.create(lazy) as Lazy, eager);
}
