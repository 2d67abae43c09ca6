import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A step's search: the finds for the widget's cleaned term ('' clears them), the last search cancelling the
 * one before. Failed searches are only logged (001 section 8: failed list loads are only logged).
 */
export function useLinkedSearch<Found>(search: (term: string, signal: AbortSignal) => Promise<Found[]>) {
  const [results, setResults] = useState<Found[] | undefined>(undefined);
  const [isSearching, setSearching] = useState(false);
  const [term, setTerm] = useState('');
  const current = useRef<AbortController | undefined>(undefined);
  const searchRef = useRef(search);
  searchRef.current = search;

  const onSearch = useCallback(async (wanted: string) => {
    current.current?.abort();
    setTerm(wanted);
    if (wanted === '') {
      setResults(undefined);
      setSearching(false);
      return;
    }
    const controller = new AbortController();
    current.current = controller;
    setSearching(true);
    try {
      const found = await searchRef.current(wanted, controller.signal);
      if (!controller.signal.aborted) setResults(found);
    } catch (error) {
      if (!controller.signal.aborted) console.warn('Search failed', error);
    } finally {
      if (!controller.signal.aborted) setSearching(false);
    }
  }, []);
  useEffect(() => () => current.current?.abort(), []);

  /** Runs the last search again (after a change that moves finds in or out). */
  const refresh = useCallback(() => (term === '' ? undefined : onSearch(term)), [term, onSearch]);
  return { results, isSearching, onSearch, refresh };
}
