import { useState } from 'react';

/**
 * Busy while a caller's handler is pending: `run` calls it and, when it returns a promise, is busy until the
 * promise settles. A rejection is the caller's to report; the widget only stops being busy.
 */
export function useBusyWhilePending(): [isBusy: boolean, run: (handler: () => unknown) => Promise<void>] {
  const [isBusy, setBusy] = useState(false);
  async function run(handler: () => unknown) {
    const pending = handler();
    if (!(pending instanceof Promise)) return;
    setBusy(true);
    try {
      await pending;
    } catch {
      // The caller reports failures.
    } finally {
      setBusy(false);
    }
  }
  return [isBusy, run];
}
