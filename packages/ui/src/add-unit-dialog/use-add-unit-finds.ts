import { authoringLimits, limits, normalizeSearchTerm } from '@segno/domain';
import { useEffect, useRef, useState } from 'react';
import type { AddUnitFinds, AddUnitSearchChoice, LoadAddUnitFinds } from './add-unit-dialog-types';

export type AddUnitFindsState = AddUnitFinds & { status: 'idle' | 'loading' | 'ready' | 'failed' };

const none: AddUnitFindsState = { status: 'idle', units: [], total: 0 };

/**
 * The finds of the dialog's search: the first page at once, then the cleaned term once it is longer than 2
 * characters, 300 ms after typing stops (001 section 5's search rules). A newer search aborts the older one.
 */
export function useAddUnitFinds(
  loadUnits: LoadAddUnitFinds,
  choice: AddUnitSearchChoice | undefined,
  term: string,
): AddUnitFindsState {
  const [state, setState] = useState<AddUnitFindsState>(none);
  const cleaned = normalizeSearchTerm(term);
  const searchable = cleaned.length >= limits.searchMinLength ? cleaned : '';
  // The latest load function, so a caller need not keep it stable: only the term and the option search again.
  const loadRef = useRef(loadUnits);
  loadRef.current = loadUnits;

  useEffect(() => {
    if (choice === undefined) {
      setState(none);
      return;
    }
    const controller = new AbortController();
    setState((current) => ({ ...current, status: 'loading' }));
    const timer = setTimeout(
      () => {
        loadRef.current(searchable, choice, controller.signal).then(
          (finds) => {
            if (!controller.signal.aborted) setState({ status: 'ready', ...finds });
          },
          () => {
            if (!controller.signal.aborted) setState({ status: 'failed', units: [], total: 0 });
          },
        );
      },
      searchable === '' ? 0 : authoringLimits.searchDebounceMs,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [choice, searchable]);

  return state;
}
