import { useEffect, useRef, useState } from 'react';

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves `value` once it has stopped changing for `delayMs` (001 section 4: the lock screen, like seglet
 * edits, saves 2000 ms after the last change). A value equal to the last saved one starts nothing; a change
 * still waiting when the widget goes away (the admin moved on) is saved at once rather than lost.
 */
export function useAutosave<Value>(
  value: Value,
  save: (value: Value) => unknown,
  { delayMs, keyOf = (item) => JSON.stringify(item) }: { delayMs: number; keyOf?: (value: Value) => string },
): AutosaveState {
  const [state, setState] = useState<AutosaveState>('idle');
  const savedKey = useRef(keyOf(value));
  const pending = useRef<Value | undefined>(undefined);
  const saveRef = useRef(save);
  saveRef.current = save;
  // Read by the timer: the value its key stands for.
  const valueRef = useRef(value);
  valueRef.current = value;
  const isMounted = useRef(true);
  const key = keyOf(value);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      if (pending.current !== undefined)
        void Promise.resolve(saveRef.current(pending.current)).catch(() => {});
    };
  }, []);

  useEffect(() => {
    if (key === savedKey.current) {
      pending.current = undefined;
      return;
    }
    const changed = valueRef.current;
    pending.current = changed;
    const timer = setTimeout(async () => {
      pending.current = undefined;
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
  }, [key, delayMs]);

  return state;
}
