import { adminMessages, formatMessage } from '@segno/domain';
import { Button } from '../button';
import { DataTable, dataTableCellClass, dataTableRowClass } from '../data-table';
import { useBusyWhilePending } from '../hooks/use-busy-while-pending';
import { cn } from '../lib/cn';
import { SearchToAdd } from '../search-to-add/search-to-add';

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
  const [isBusy, run] = useBusyWhilePending();

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
                  {adminMessages.lists.remove}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <SearchToAdd
        label={texts.searchLabel}
        hint={texts.searchHint}
        emptyText={texts.searchEmpty}
        results={results?.map((content) => ({
          id: content.content_id,
          name: content.name,
          detail: formatMessage(adminMessages.lists.points, { points: content.points }),
        }))}
        isSearching={isSearching}
        onSearch={onSearch}
        addLabel={(name) => formatMessage(texts.add, { name })}
        addText={adminMessages.lists.add}
        isBusy={isBusy}
        onAdd={(id) => run(() => onAdd(id))}
      />
    </section>
  );
}
