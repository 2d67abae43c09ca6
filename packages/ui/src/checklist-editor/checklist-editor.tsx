import {
  adminMessages,
  type ChecklistItemDraft,
  checklistItemNameRule,
  checklistItemsRule,
  checklistLimits,
  checklistNameRule,
  cleanText,
  formatMessage,
  moveChecklistItem,
} from '@segno/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { TextField } from '../text-field/text-field';
import { ChecklistEditorItem } from './checklist-editor-item';

export type ChecklistEditorValue = { name: string; items: ChecklistItemDraft[] };

export type ChecklistEditorProps = {
  /** The checklist as stored (edit), or nothing for a new one (three empty items). */
  defaultValue?: ChecklistEditorValue;
  /** Learners holding a copy: shows what editing does to their checks. */
  userCount?: number;
  /**
   * Saves; a rejected promise shows the failure and keeps everything typed. Resolve with the checklist as
   * saved, so new items take their ids (a later save then renames them rather than adding them again).
   */
  onSubmit: (value: ChecklistEditorValue) => Promise<ChecklistEditorValue | undefined> | undefined;
  /** The submit button's text (create or save). */
  submitLabel?: string;
  /** Messages the server answered with, by path ('name', 'items', 'items.2.name'). */
  serverErrors?: Readonly<Record<string, string>>;
  className?: string;
};

type Row = ChecklistItemDraft & { key: string };
type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

let nextKey = 0;
const toRow = (item: ChecklistItemDraft): Row => ({ ...item, key: `item-${nextKey++}` });
const emptyItems = () => Array.from({ length: checklistLimits.newItemFields }, () => toRow({ name: '' }));

/**
 * A checklist's name and its ordered items: add, rename, move up or down, remove (001 sections 2 and 3). Checks
 * with the domain's rules on submit; the server answers with the same messages (`serverErrors`).
 */
export function ChecklistEditor({
  defaultValue,
  userCount = 0,
  onSubmit,
  submitLabel = adminMessages.checklists.save,
  serverErrors = {},
  className,
}: ChecklistEditorProps) {
  const headingId = useId();
  const [name, setName] = useState(defaultValue?.name ?? '');
  const [rows, setRows] = useState<Row[]>(() => defaultValue?.items.map(toRow) ?? emptyItems());
  const [isChecked, setIsChecked] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>('idle');

  const nameError = isChecked ? checklistNameRule(name) : undefined;
  const itemErrors = rows.map((row) => (isChecked ? checklistItemNameRule(row.name) : undefined));
  const listError = isChecked ? checklistItemsRule(rows) : undefined;
  const isSaving = saveState === 'saving';

  const change = (next: Row[]) => {
    setRows(next);
    setSaveState('idle');
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsChecked(true);
    const invalid =
      checklistNameRule(name) !== undefined ||
      checklistItemsRule(rows) !== undefined ||
      rows.some((row) => checklistItemNameRule(row.name) !== undefined);
    if (invalid) return;
    setSaveState('saving');
    try {
      const saved = await onSubmit({
        name: cleanText(name),
        items: rows.map(({ item_id, name: itemName }) =>
          item_id === undefined ? { name: cleanText(itemName) } : { item_id, name: cleanText(itemName) },
        ),
      });
      if (saved) {
        setName(saved.name);
        setRows(saved.items.map(toRow));
      }
      setSaveState('saved');
    } catch {
      setSaveState('failed');
    }
  }

  return (
    <form
      data-slot="checklist-editor"
      data-state={saveState}
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit}
      className={cn('grid max-w-2xl gap-4', className)}
    >
      <TextField
        label={adminMessages.checklists.nameLabel}
        value={name}
        maxLength={checklistLimits.nameMaxLength}
        errorMessage={nameError ?? serverErrors.name}
        disabled={isSaving}
        onValueChange={(value) => {
          setName(value);
          setSaveState('idle');
        }}
      />
      {userCount > 0 && (
        <p data-slot="checklist-editor-notice" className="rounded-md bg-muted p-3 text-sm">
          {formatMessage(adminMessages.checklists.filledNotice, { count: userCount })}
        </p>
      )}
      <h2 id={headingId} className="text-lg font-semibold">
        {adminMessages.checklists.itemsTitle}
      </h2>
      <ol className="grid gap-3">
        {rows.map((row, index) => (
          <ChecklistEditorItem
            key={row.key}
            index={index}
            count={rows.length}
            name={row.name}
            maxLength={checklistLimits.itemNameMaxLength}
            errorMessage={itemErrors[index] ?? serverErrors[`items.${index}.name`]}
            disabled={isSaving}
            onNameChange={(value) =>
              change(rows.map((other) => (other.key === row.key ? { ...other, name: value } : other)))
            }
            onMove={(step) => change(moveChecklistItem(rows, index, step))}
            onRemove={() => change(rows.filter((other) => other.key !== row.key))}
          />
        ))}
      </ol>
      {(listError ?? serverErrors.items) && (
        <p role="alert" className="text-sm text-danger">
          {listError ?? serverErrors.items}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={isSaving || rows.length >= checklistLimits.maxItems}
          onClick={() => change([...rows, toRow({ name: '' })])}
        >
          {adminMessages.checklists.addItem}
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? adminMessages.wizard.saving : submitLabel}
        </Button>
      </div>
      <p role="status" className={cn('text-sm', saveState === 'failed' && 'text-danger')}>
        {saveState === 'saved' && adminMessages.checklists.saved}
        {saveState === 'failed' && adminMessages.checklists.saveFailed}
      </p>
    </form>
  );
}
