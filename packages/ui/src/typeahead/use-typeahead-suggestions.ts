import { useEffect, useEffectEvent, useState } from 'react';

export type TypeaheadOption = { value: string; label: string };

export type LoadSuggestions = (term: string, signal: AbortSignal) => Promise<TypeaheadOption[]>;

export type SuggestionStatus = 'idle' | 'loading' | 'ready' | 'empty' | 'error';

type SuggestionState = { status: SuggestionStatus; suggestions: TypeaheadOption[] };

const idle: SuggestionState = { status: 'idle', suggestions: [] };

/**
 * Asks for suggestions once the term has rested for `debounceMs` and is at least `minChars` long. A newer
 * term aborts the older request, so a slow answer for "fi" can never replace the answer for "fire".
 * `term` null means not asking (after a pick, say).
 */
export function useTypeaheadSuggestions({
  term,
  minChars,
  debounceMs,
  maxSuggestions,
  loadSuggestions,
}: {
  term: string | null;
  minChars: number;
  debounceMs: number;
  maxSuggestions: number;
  loadSuggestions: LoadSuggestions;
}): SuggestionState {
  const [state, setState] = useState<SuggestionState>(idle);
  const load = useEffectEvent(loadSuggestions);

  useEffect(() => {
    const query = term?.trim() ?? '';
    if (term === null || query.length < minChars) {
      setState(idle);
      return;
    }
    setState({ status: 'loading', suggestions: [] });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      load(query, controller.signal).then(
        (results) => {
          if (controller.signal.aborted) return;
          const suggestions = results.slice(0, maxSuggestions);
          setState({ status: suggestions.length > 0 ? 'ready' : 'empty', suggestions });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('Typeahead suggestions failed', error);
          setState({ status: 'error', suggestions: [] });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, minChars, debounceMs, maxSuggestions]);

  return state;
}
