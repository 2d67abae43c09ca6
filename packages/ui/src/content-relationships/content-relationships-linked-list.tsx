import { adminMessages } from '@segno/domain';
import { type ReactNode, useId } from 'react';
import { Button } from '../button';
import { useBusyWhilePending } from '../hooks/use-busy-while-pending';
import { cn } from '../lib/cn';
import { SearchToAdd } from '../search-to-add/search-to-add';

export type LinkedItem = { id: number; name: string; detail?: string };

export type LinkedListTexts = {
  title: string;
  hint: string;
  empty: string;
  searchLabel: string;
  searchHint: string;
  searchEmpty: string;
  add: (name: string) => string;
  remove: (name: string) => string;
};

export type LinkedListProps = {
  texts: LinkedListTexts;
  /** What is linked now. */
  items: readonly LinkedItem[];
  /** The last search's finds; undefined before a search (or while the term is short). */
  results?: readonly LinkedItem[];
  isSearching?: boolean;
  /** Called with the cleaned term 300 ms after typing stops, once it has 3 characters or more; '' after. */
  onSearch: (term: string) => void;
  onAdd: (id: number) => unknown;
  onRemove: (id: number) => unknown;
  /** The last refusal, shown as an alert (the app's to clear). */
  errorMessage?: string;
  /** Shown after a linked item's name, such as a popover trigger. */
  renderExtra?: (item: LinkedItem) => ReactNode;
  /** Why nothing can be linked now; hides the search. */
  unavailableText?: string;
  className?: string;
};

/**
 * A list of linked items, each with a remove button, and a search that adds from its finds: the parts the
 * relationships step's prerequisites and the badges step share.
 */
export function LinkedList({
  texts,
  items,
  results,
  isSearching = false,
  onSearch,
  onAdd,
  onRemove,
  errorMessage,
  renderExtra,
  unavailableText,
  className,
}: LinkedListProps) {
  const titleId = useId();
  const [isBusy, run] = useBusyWhilePending();
  const linkedIds = new Set(items.map((item) => item.id));
  const finds = results?.filter((item) => !linkedIds.has(item.id));

  return (
    <section
      data-slot="linked-list"
      data-state={isBusy ? 'busy' : 'ready'}
      aria-labelledby={titleId}
      className={cn('grid gap-3', className)}
    >
      <div className="grid gap-1">
        <h3 id={titleId} className="text-base font-semibold">
          {texts.title}
        </h3>
        <p className="text-sm text-muted-foreground">{texts.hint}</p>
      </div>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{texts.empty}</p>
      ) : (
        <ul aria-labelledby={titleId} className="grid gap-2">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border px-3 py-2"
            >
              <span className="flex flex-wrap items-center gap-2">
                <span>{item.name}</span>
                {item.detail && <span className="text-sm text-muted-foreground">{item.detail}</span>}
                {renderExtra?.(item)}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={isBusy}
                aria-label={texts.remove(item.name)}
                onClick={() => run(() => onRemove(item.id))}
              >
                {adminMessages.lists.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div role="alert" className="text-sm text-danger empty:hidden">
        {errorMessage}
      </div>
      {unavailableText ? (
        <p className="text-sm text-muted-foreground">{unavailableText}</p>
      ) : (
        <SearchToAdd
          label={texts.searchLabel}
          hint={texts.searchHint}
          emptyText={texts.searchEmpty}
          results={finds}
          isSearching={isSearching}
          onSearch={onSearch}
          addLabel={texts.add}
          addText={adminMessages.lists.add}
          isBusy={isBusy}
          onAdd={(id) => run(() => onAdd(id))}
        />
      )}
    </section>
  );
}
