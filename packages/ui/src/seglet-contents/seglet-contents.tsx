import { adminMessages, formatMessage } from '@segno/domain';
import { Button } from '../button';
import { DataTable, dataTableCellClass, dataTableRowClass } from '../data-table';
import { useBusyWhilePending } from '../hooks/use-busy-while-pending';
import { cn } from '../lib/cn';
import { SearchToAdd } from '../search-to-add/search-to-add';

export type SegletContentRow = {
  content_id: number;
  name: string;
  points: number;
  /** The seglet the content is in now (a search find in another seglet moves here when added). */
  seglet_id?: number | null;
  seglet_name?: string | null;
};

export type SegletContentsProps = {
  /** The seglet's contents, by name (content has no order inside a seglet); undefined while they load. */
  contents: readonly SegletContentRow[] | undefined;
  /** The seglet being edited: finds already in it are not offered. */
  segletId: number;
  /** False when the seglet is in no segment: a content can only go into a seglet that is in a segment. */
  canAdd: boolean;
  /** The contents matching the last search; undefined before a search (or while the term is short). */
  results?: readonly SegletContentRow[];
  /** Whether a search is under way. */
  isSearching?: boolean;
  /** Shown (as an alert) when the last change was not saved. */
  error?: string;
  /**
   * Called with the cleaned term 300 ms after typing stops, once it is longer than 2 characters (001 section 5),
   * and with '' when it becomes too short again.
   */
  onSearch: (term: string) => void;
  /** Puts a content in the seglet; the lists are the app's to reload. */
  onAdd: (contentId: number) => unknown;
  /** Takes a content out of the seglet. */
  onRemove: (contentId: number) => unknown;
  className?: string;
};

/**
 * The seglet wizard's contents step (001 section 2): the seglet's contents by name, each change applied at once;
 * added from a content search when the seglet is in a segment.
 */
export function SegletContents({
  contents,
  segletId,
  canAdd,
  results,
  isSearching = false,
  error,
  onSearch,
  onAdd,
  onRemove,
  className,
}: SegletContentsProps) {
  const texts = adminMessages.segletContents;
  const [isBusy, run] = useBusyWhilePending();
  const finds = results?.filter((content) => content.seglet_id !== segletId);

  return (
    <section
      data-slot="seglet-contents"
      aria-labelledby="seglet-contents-title"
      aria-busy={contents === undefined || undefined}
      className={cn('grid gap-4', className)}
    >
      <div className="grid gap-1">
        <h2 id="seglet-contents-title" className="text-lg font-semibold">
          {texts.title}
        </h2>
        <p className="text-sm text-muted-foreground">{texts.order}</p>
      </div>
      {error !== undefined && (
        <p role="alert" data-slot="seglet-contents-error" className="text-sm text-danger">
          {error}
        </p>
      )}
      {contents === undefined ? (
        <p role="status" className="text-muted-foreground">
          {texts.loading}
        </p>
      ) : contents.length === 0 ? (
        <p className="text-muted-foreground">{texts.empty}</p>
      ) : (
        <DataTable
          caption={texts.title}
          columns={[texts.columns.content, texts.columns.points, texts.columns.actions]}
        >
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
      {canAdd ? (
        <SearchToAdd
          label={texts.searchLabel}
          hint={texts.searchHint}
          emptyText={texts.searchEmpty}
          results={finds?.map((content) => ({
            id: content.content_id,
            name: content.name,
            detail: content.seglet_name
              ? formatMessage(texts.inOtherSeglet, { seglet: content.seglet_name })
              : undefined,
          }))}
          isSearching={isSearching}
          onSearch={onSearch}
          addLabel={(name) => formatMessage(texts.add, { name })}
          addText={adminMessages.lists.add}
          isBusy={isBusy}
          onAdd={(id) => run(() => onAdd(id))}
        />
      ) : (
        <p data-slot="seglet-contents-not-in-segment" className="rounded-md border border-border p-3 text-sm">
          {texts.notInSegment}
        </p>
      )}
    </section>
  );
}
