import { adminMessages, authoringLimits } from '@segno/domain';
import { useEffect, useRef, useState } from 'react';

/** A manage list's status column: 1 draft, 2 published, 3 archived. */
export const manageStatusLabels: Record<1 | 2 | 3, string> = {
  1: adminMessages.status.draft,
  2: adminMessages.status.published,
  3: adminMessages.status.archived,
};

/** The item link in a manage list's first column. */
export const manageLinkClass = 'font-medium text-primary underline underline-offset-4';

/**
 * A control whose value the list's address holds (a search box, a slider): the value shown while the user
 * changes it, and `apply(value)` once they have stopped for `delayMs` with a value (after `settle`) other than
 * the one the list shows. When the address changes by other means (Back, a link), the control follows it.
 */
export function useDebouncedQueryValue<Value>(
  shown: Value,
  apply: (value: Value) => void,
  delayMs: number,
  settle: (value: Value) => Value = (value) => value,
) {
  const [value, setValue] = useState(shown);
  // The address's value last seen, and the value this control sent and is waiting to see there.
  const [seen, setSeen] = useState<{ shown: Value; applied?: { value: Value } }>({ shown });
  // The latest callbacks, so a filter changed while the user types is kept when the value goes out.
  const applyRef = useRef(apply);
  const settleRef = useRef(settle);
  useEffect(() => {
    applyRef.current = apply;
    settleRef.current = settle;
  }, [apply, settle]);

  // The address changed, and not to what this control applied: show the address's value.
  if (!Object.is(seen.shown, shown)) {
    setSeen({ shown });
    if (!seen.applied || !Object.is(seen.applied.value, shown)) setValue(shown);
  }

  useEffect(() => {
    const wanted = settleRef.current(value);
    if (Object.is(wanted, shown)) return;
    const timer = setTimeout(() => {
      setSeen((current) => ({ ...current, applied: { value: wanted } }));
      applyRef.current(wanted);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [value, shown, delayMs]);

  return [value, setValue] as const;
}

const trimmed = (term: string) => term.trim();

/** A manage list's search box: the term goes out 300 ms after typing stops (002 section 9), trimmed. */
export function useManageSearchTerm(shownTerm: string, search: (term: string) => void) {
  return useDebouncedQueryValue(shownTerm, search, authoringLimits.searchDebounceMs, trimmed);
}
