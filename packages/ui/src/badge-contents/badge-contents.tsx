import { adminMessages, authoringLimits, formatMessage, limits, normalizeSearchTerm } from '@segno/domain';
import { useEffect, useState } from 'react';
import { Button } from '../button';
import { DataTable, dataTableCellClass, dataTableRowClass } from '../data-table';
import { useBusyWhilePending } from '../hooks/use-busy-while-pending';
import { cn } from '../lib/cn';
import { TextField } from '../text-field';

export type BadgeContentRow = { content_id: number; name: string; points: number };

export type BadgeContentsProps = {
  /** The contents that earn the badge. */
  contents: readonly BadgeContentRow[];
  /** The segment's contents matching the last search; undefined before a search (or while the term is short). */
  results?: readonly BadgeContentRow[];
  /** Whether a search is under way. */
  isSearching?: boolean;
  /**
   * Called with the cleaned term 300 ms after typing stops, once it is longer than 2 characters (001 section 5),
   * and with '' when it becomes too short again.
   */
  onSearch: (term: string) => void;
  /** Adds a content to the badge; the lists are the app's to reload. */
  onAdd: (contentId: number) => unknown;
  /** Takes a content out of the badge. */
  onRemove: (contentId: number) => unknown;
  className?: string;
};

/** The badge wizard's content step (001 section 2): the contents that earn a badge, added from a search. */
export function BadgeContents({
  contents,
  results,
  isSearching = false,
  onSearch,
  onAdd,
  onRemove,
  className,
}: BadgeContentsProps) {
  const texts = adminMessages.badges;
  const [term, setTerm] = useState('');
  const [isBusy, run] = useBusyWhilePending();
  const cleaned = normalizeSearchTerm(term);
  const searchable = cleaned.length >= limits.searchMinLength ? cleaned : '';

  useEffect(() => {
    const timer = setTimeout(() => onSearch(searchable), authoringLimits.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [searchable, onSearch]);

  return (
    <section
      data-slot="badge-contents"
      aria-labelledby="badge-contents-title"
      className={cn('grid gap-4', className)}
    >
      <h2 id="badge-contents-title" className="text-lg font-semibold">
        {texts.contentsTitle}
      </h2>
      {contents.length === 0 ? (
        <p className="text-muted-foreground">{texts.contentsEmpty}</p>
      ) : (
        <DataTable caption={texts.contentsTitle} columns={['Content', 'Points', 'Actions']}>
          {contents.map((content) => (
            <tr key={content.content_id} className={dataTableRowClass}>
              <th scope="row" className={cn(dataTableCellClass, 'text-left font-normal')}>
                {content.name}
              </th>
              <td className={dataTableCellClass}>{content.points}</td>
              <td className={dataTableCellClass}>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={isBusy}
                  aria-label={formatMessage(texts.remove, { name: content.name })}
                  onClick={() => run(() => onRemove(content.content_id))}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <search aria-label={texts.searchLabel} className="grid gap-3">
        <TextField
          type="search"
          label={texts.searchLabel}
          description={texts.searchHint}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          aria-busy={isSearching || undefined}
        />
        <div role="status" data-state={isSearching ? 'loading' : 'ready'}>
          {results !== undefined && searchable !== '' && results.length === 0 && !isSearching && (
            <p className="text-sm text-muted-foreground">{texts.searchEmpty}</p>
          )}
        </div>
        {results !== undefined && searchable !== '' && results.length > 0 && (
          <ul className="grid gap-2" aria-label={texts.searchLabel}>
            {results.map((content) => (
              <li
                key={content.content_id}
                className="flex items-center justify-between gap-3 rounded-md border border-border px-3 py-2"
              >
                <span>
                  {content.name}{' '}
                  <span className="text-sm text-muted-foreground">({content.points} points)</span>
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={isBusy}
                  aria-label={formatMessage(texts.add, { name: content.name })}
                  onClick={() => run(() => onAdd(content.content_id))}
                >
                  Add
                </Button>
              </li>
            ))}
          </ul>
        )}
      </search>
    </section>
  );
}
