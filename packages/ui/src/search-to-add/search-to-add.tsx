import { authoringLimits, limits, normalizeSearchTerm } from '@segno/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { TextField } from '../text-field';

/** A search find: its id, name, and what is said of it after the name (points, where it is now). */
export type SearchFind = { id: number; name: string; detail?: string };

export type SearchToAddProps = {
  /** The search box's label, also the landmark's and the finds list's name. */
  label: string;
  hint: string;
  /** Said when a search finds nothing. */
  emptyText: string;
  /** The last search's finds, those already added left out; undefined before a search (or while the term is short). */
  results?: readonly SearchFind[];
  isSearching?: boolean;
  /**
   * Called with the cleaned term `debounceMs` after typing stops, once it is longer than 2 characters (001 section 5),
   * and with '' when it becomes too short again.
   */
  onSearch: (term: string) => void;
  /** Each Add button's accessible name: 'Add Safe Lifting'. */
  addLabel: (name: string) => string;
  addText: string;
  /** While a change is saving, the buttons wait. */
  isBusy: boolean;
  onAdd: (id: number) => void;
  /** How long after typing stops the search goes out (the admin search's 300 ms unless the spec says other). */
  debounceMs?: number;
  className?: string;
};

/**
 * A search that adds from its finds (001 section 5's search rules): the part the badge's contents, the seglet's
 * contents and the content's prerequisites and badges share.
 */
export function SearchToAdd({
  label,
  hint,
  emptyText,
  results,
  isSearching = false,
  onSearch,
  addLabel,
  addText,
  isBusy,
  onAdd,
  debounceMs = authoringLimits.searchDebounceMs,
  className,
}: SearchToAddProps) {
  const [term, setTerm] = useState('');
  const cleaned = normalizeSearchTerm(term);
  const searchable = cleaned.length >= limits.searchMinLength ? cleaned : '';

  useEffect(() => {
    const timer = setTimeout(() => onSearch(searchable), debounceMs);
    return () => clearTimeout(timer);
  }, [searchable, onSearch, debounceMs]);

  const finds = searchable === '' ? undefined : results;
  const inputRef = useRef<HTMLInputElement>(null);
  const hasAdded = useRef(false);
  // An added find leaves the list and takes its focused button with it: the focus goes back to the search.
  useEffect(() => {
    const input = inputRef.current;
    if (!hasAdded.current || !input || finds === undefined) return;
    const active = input.ownerDocument.activeElement;
    if (active === null || active === input.ownerDocument.body) {
      hasAdded.current = false;
      input.focus();
    }
  }, [finds]);
  return (
    <search aria-label={label} data-slot="search-to-add" className={cn('grid gap-3', className)}>
      <TextField
        type="search"
        label={label}
        description={hint}
        ref={inputRef}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        aria-busy={isSearching || undefined}
      />
      <div role="status" data-state={isSearching ? 'loading' : 'ready'}>
        {finds?.length === 0 && !isSearching && <p className="text-sm text-muted-foreground">{emptyText}</p>}
      </div>
      {finds !== undefined && finds.length > 0 && (
        <ul className="grid gap-2" aria-label={label}>
          {finds.map((find) => (
            <li
              key={find.id}
              className="flex items-center justify-between gap-3 rounded-md border border-border px-3 py-2"
            >
              <span>
                {find.name}
                {find.detail && <span className="text-sm text-muted-foreground"> ({find.detail})</span>}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={isBusy}
                aria-label={addLabel(find.name)}
                onClick={() => {
                  hasAdded.current = true;
                  onAdd(find.id);
                }}
              >
                {addText}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </search>
  );
}
