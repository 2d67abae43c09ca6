import { normalizeSearchTerm, searchTermError, stripAngleBrackets } from '@segno/domain';
import { type FormEvent, useId, useState } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export type SearchBoxProps = {
  /** Called with the cleaned term once it is long enough. */
  onSearch: (term: string) => void;
  defaultValue?: string;
  className?: string;
};

/** The header search box. A term shorter than 3 characters shows the spec's message and is not sent. */
export function SearchBox({ onSearch, defaultValue = '', className }: SearchBoxProps) {
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const [error, setError] = useState<string>();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const term = normalizeSearchTerm(value);
    const message = searchTermError(term);
    setError(message);
    if (!message) onSearch(term);
  }

  return (
    <search aria-label="Learning" data-slot="search-box" className={cn('relative block', className)}>
      <form onSubmit={handleSubmit}>
        <label htmlFor={id} className="sr-only">
          Search learning
        </label>
        <input
          id={id}
          type="search"
          value={value}
          placeholder="Search learning"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(stripAngleBrackets(event.target.value));
            setError(undefined);
          }}
          className={cn(
            'min-h-10 w-full rounded-md border border-input bg-surface px-3 text-sm text-surface-foreground',
            focusRing,
          )}
        />
        {error && (
          <p
            id={`${id}-error`}
            role="alert"
            className="absolute top-full left-0 z-10 mt-1 rounded-md bg-surface px-2 py-1 text-sm text-danger shadow-raised"
          >
            {error}
          </p>
        )}
      </form>
    </search>
  );
}
