import { adminMessages, formatMessage } from '@segno/domain';
import { useState } from 'react';
import { Button, buttonVariants } from '../button';
import { DataTable, dataTableCellClass, dataTableRowClass } from '../data-table';
import { useBusyWhilePending } from '../hooks/use-busy-while-pending';
import { cn } from '../lib/cn';
import { Select } from '../select';

export type SegmentSegletRow = { seglet_id: number; name: string; content_count: number; href: string };

export type SegmentSegletsProps = {
  /** The segment's seglets, each linking to its wizard. */
  seglets: readonly SegmentSegletRow[];
  /** Seglets in no segment, which can be added. */
  freeSeglets: readonly { seglet_id: number; name: string }[];
  /** Where a new seglet is created. */
  createHref: string;
  /** Puts a seglet in the segment; the list is the app's to reload. */
  onAdd: (segletId: number) => unknown;
  /** Takes a seglet out of the segment (its contents go with it). */
  onRemove: (segletId: number) => unknown;
  className?: string;
};

const linkClass = 'font-medium text-primary underline underline-offset-4';

/** The segment wizard's content step (001 section 2): the seglets a segment is made of, added and removed. */
export function SegmentSeglets({
  seglets,
  freeSeglets,
  createHref,
  onAdd,
  onRemove,
  className,
}: SegmentSegletsProps) {
  const texts = adminMessages.segmentSeglets;
  const [chosen, setChosen] = useState('');
  const [isBusy, run] = useBusyWhilePending();
  const options = freeSeglets.map((seglet) => ({ value: String(seglet.seglet_id), label: seglet.name }));

  return (
    <section
      data-slot="segment-seglets"
      aria-labelledby="segment-seglets-title"
      className={cn('grid gap-4', className)}
    >
      <h2 id="segment-seglets-title" className="text-lg font-semibold">
        {texts.title}
      </h2>
      {seglets.length === 0 ? (
        <p className="text-muted-foreground">{texts.empty}</p>
      ) : (
        <DataTable caption={texts.title} columns={['Seglet', 'Contents', 'Actions']}>
          {seglets.map((seglet) => (
            <tr key={seglet.seglet_id} className={dataTableRowClass}>
              <th scope="row" className={cn(dataTableCellClass, 'text-left font-normal')}>
                <a href={seglet.href} className={linkClass}>
                  {seglet.name}
                </a>
              </th>
              <td className={dataTableCellClass}>{seglet.content_count}</td>
              <td className={dataTableCellClass}>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={isBusy}
                  aria-label={formatMessage(texts.remove, { name: seglet.name })}
                  onClick={() => run(() => onRemove(seglet.seglet_id))}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {options.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.noneFree}</p>
      ) : (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen === '') return;
            void run(async () => {
              await onAdd(Number(chosen));
              setChosen('');
            });
          }}
        >
          <Select
            className="min-w-56"
            label={texts.choose}
            placeholder="Choose a seglet"
            options={options}
            value={chosen}
            onValueChange={setChosen}
          />
          <Button type="submit" variant="secondary" isLoading={isBusy} disabled={chosen === ''}>
            {texts.add}
          </Button>
        </form>
      )}
      <a href={createHref} className={cn(buttonVariants({ variant: 'outline' }), 'justify-self-start')}>
        {texts.create}
      </a>
    </section>
  );
}
