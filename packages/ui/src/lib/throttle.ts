export type Throttled<Args extends unknown[]> = ((...args: Args) => void) & {
  /** Drops a pending trailing call and ends the current window. */
  cancel: () => void;
};

/**
 * Calls `callback` at once (leading), then at most once per `waitMs` with the latest arguments seen during
 * the window (trailing), so the last state always gets through. Used for filter changes (000, section 9:
 * filter throttle 250 ms).
 */
export function throttle<Args extends unknown[]>(
  callback: (...args: Args) => void,
  waitMs: number,
): Throttled<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: Args | undefined;

  function startWindow() {
    timer = setTimeout(() => {
      timer = undefined;
      if (pendingArgs === undefined) return;
      const args = pendingArgs;
      pendingArgs = undefined;
      callback(...args);
      startWindow();
    }, waitMs);
  }

  const throttled = (...args: Args) => {
    if (timer === undefined) {
      callback(...args);
      startWindow();
    } else {
      pendingArgs = args;
    }
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pendingArgs = undefined;
  };
  return throttled;
}
