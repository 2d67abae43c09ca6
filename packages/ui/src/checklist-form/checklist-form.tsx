import type { FormEvent } from 'react';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { useBusyWhilePending } from '../hooks/use-busy-while-pending';
import { useControllableState } from '../hooks/use-controllable-state';
import { cn } from '../lib/cn';

/** One line of a checklist (GET /checklist/{id}, /user_checklist/{id}). */
export type ChecklistFormItem = { item_id: number; label: string };

export type ChecklistFormProps = {
  /** The checklist's name, the group's legend. */
  name: string;
  items: readonly ChecklistFormItem[];
  /** The checked item ids when controlled (the learner's saved copy). */
  checkedIds?: readonly number[];
  defaultCheckedIds?: readonly number[];
  /** Called with every checked id after each change; the app saves the learner's copy. */
  onChange?: (checkedIds: readonly number[]) => void;
  /** Called once every item is checked and the learner submits; busy while its promise is pending. */
  onSubmit: (checkedIds: readonly number[]) => unknown;
  submitLabel?: string;
  disabled?: boolean;
  className?: string;
};

/** '3 of 5 checked'. */
export function checklistProgressText(checked: number, total: number): string {
  return `${checked} of ${total} checked`;
}

/** A personal checklist (000 section 5): every item must be checked before it can be submitted. */
export function ChecklistForm({
  name,
  items,
  checkedIds,
  defaultCheckedIds = [],
  onChange,
  onSubmit,
  submitLabel = 'Submit',
  disabled = false,
  className,
}: ChecklistFormProps) {
  const [checked, setChecked] = useControllableState({
    value: checkedIds,
    defaultValue: defaultCheckedIds,
    onChange,
  });
  const [isBusy, runBusy] = useBusyWhilePending();
  const checkedCount = items.filter((item) => checked.includes(item.item_id)).length;
  const isComplete = items.length > 0 && checkedCount === items.length;

  function toggle(itemId: number, isChecked: boolean) {
    // Kept in the checklist's order, whatever order they were ticked in.
    const next = items
      .map((item) => item.item_id)
      .filter((id) => (id === itemId ? isChecked : checked.includes(id)));
    setChecked(next);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isComplete || isBusy) return;
    await runBusy(() => onSubmit(checked));
  }

  return (
    <form
      noValidate
      data-slot="checklist-form"
      data-state={isComplete ? 'complete' : 'incomplete'}
      onSubmit={handleSubmit}
      className={cn('grid gap-4', className)}
    >
      <fieldset disabled={disabled} className="grid gap-1">
        <legend className="mb-2 text-base font-semibold">{name}</legend>
        {items.map((item) => (
          <Checkbox
            key={item.item_id}
            label={item.label}
            checked={checked.includes(item.item_id)}
            onCheckedChange={(isChecked) => toggle(item.item_id, isChecked)}
          />
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p data-slot="checklist-form-progress" aria-live="polite" className="text-sm text-muted-foreground">
          {checklistProgressText(checkedCount, items.length)}
        </p>
        <Button type="submit" disabled={disabled || !isComplete} isLoading={isBusy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
