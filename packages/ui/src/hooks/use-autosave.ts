import { useEffect, useRef, useState } from 'react';

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'failed';

export type AutosaveOptions<Value> = {
  delayMs: number;
  /** What makes two values the same save; JSON by default. */
  keyOf?: (value: Value) => string;
  /**
   * While false, nothing saves and the current value counts as the saved one (a form that is clean again after
   * its own submit); true by default.
   */
  enabled?: boolean;
  /** Asked when the delay is over; false skips this save without a state change (an invalid form waits). */
  isReady?: (value: Value) => boolean | Promise<boolean>;
  /** Whether a change still waiting when the widget goes away is saved at once; true by default. */
  saveOnUnmount?: boolean;
};

/**
 * Saves `value` once it has stopped changing for `delayMs` (001 section 4: seglet edits and the lock screen
 * save 2000 ms after the last change). A value equal to the last saved one starts nothing; a change still
 * waiting when the widget goes away (the admin moved on) is saved at once rather than lost, unless
 * `saveOnUnmount` is false.
 */
export function useAutosave<Value>(
  value: Value,
  save: (value: Value) => unknown,
  {
    delayMs,
    keyOf = (item) => JSON.stringify(item),
    enabled = true,
    isReady,
    saveOnUnmount = true,
  }: AutosaveOptions<Value>,
): AutosaveState {
  const [state, setState] = useState<AutosaveState>('idle');
  const savedKey = useRef(keyOf(value));
  const pending = useRef<Value | undefined>(undefined);
  const saveRef = useRef(save);
  saveRef.current = save;
  const isReadyRef = useRef(isReady);
  isReadyRef.current = isReady;
  const saveOnUnmountRef = useRef(saveOnUnmount);
  saveOnUnmountRef.current = saveOnUnmount;
  // Read by the timer: the value its key stands for.
  const valueRef = useRef(value);
  valueRef.current = value;
  const isMounted = useRef(true);
  const key = keyOf(value);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      if (pending.current !== undefined && saveOnUnmountRef.current)
        void Promise.resolve(saveRef.current(pending.current)).catch(() => {});
    };
  }, []);

  useEffect(() => {
    if (!enabled) savedKey.current = key;
    if (key === savedKey.current) {
      pending.current = undefined;
      return;
    }
    const changed = valueRef.current;
    pending.current = changed;
    const timer = setTimeout(async () => {
      pending.current = undefined;
      if (isReadyRef.current && !(await isReadyRef.current(changed))) return;
      setState('saving');
      try {
        await saveRef.current(changed);
        savedKey.current = key;
        if (isMounted.current) setState('saved');
      } catch {
        if (isMounted.current) setState('failed');
      }
    }, delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs, enabled]);

  return state;
}
