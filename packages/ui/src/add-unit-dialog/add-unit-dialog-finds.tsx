import { formatMessage, planAdminMessages } from '@segno/domain';
import type { Ref } from 'react';
import { Checkbox } from '../checkbox';
import { RadioGroup } from '../radio-group';
import { TextField } from '../text-field';
import type { AddUnitSearchChoice } from './add-unit-dialog-types';
import type { AddUnitFindsState } from './use-add-unit-finds';

const texts = planAdminMessages.addUnitDialog;

export type AddUnitDialogFindsProps = {
  choice: AddUnitSearchChoice;
  term: string;
  onTermChange: (term: string) => void;
  finds: AddUnitFindsState;
  selected: readonly number[];
  onPick: (unitId: number, isPicked: boolean) => void;
  /** Shown when sending found no unit chosen. */
  errorMessage?: string;
  /** The first unit's input, focused when sending found no unit chosen. */
  firstUnitRef: Ref<HTMLDivElement>;
};

/**
 * The search and its finds: ticks for existing units (many), radios for the unit to copy (one, 002 section 4),
 * each unit's status after its name.
 */
export function AddUnitDialogFinds({
  choice,
  term,
  onTermChange,
  finds,
  selected,
  onPick,
  errorMessage,
  firstUnitRef,
}: AddUnitDialogFindsProps) {
  const isLoading = finds.status === 'loading' || finds.status === 'idle';
  const statusText =
    finds.status === 'failed'
      ? texts.searchFailed
      : isLoading
        ? texts.searching
        : finds.units.length === 0
          ? texts.searchEmpty
          : finds.total > finds.units.length
            ? formatMessage(texts.more, { shown: finds.units.length, total: finds.total })
            : '';
  return (
    <search aria-label={texts.searchLabel} data-slot="add-unit-dialog-search" className="grid gap-3">
      <TextField
        type="search"
        label={texts.searchLabel}
        description={texts.searchHint}
        value={term}
        onValueChange={onTermChange}
        aria-busy={isLoading || undefined}
      />
      <p
        role="status"
        data-state={finds.status}
        className={finds.status === 'failed' ? 'text-sm text-danger' : 'text-sm text-muted-foreground'}
      >
        {statusText}
      </p>
      <div ref={firstUnitRef} className="max-h-72 overflow-y-auto">
        {choice === 'copy' ? (
          finds.units.length > 0 && (
            <RadioGroup
              legend={texts.copyLegend}
              options={finds.units.map((unit) => ({
                value: String(unit.id),
                label: unit.name,
                description: unit.detail,
              }))}
              value={selected[0] === undefined ? '' : String(selected[0])}
              onValueChange={(value) => onPick(Number(value), true)}
            />
          )
        ) : (
          <fieldset
            data-slot="add-unit-dialog-units"
            className="grid gap-1"
            hidden={finds.units.length === 0}
          >
            <legend className="mb-1 text-sm font-medium">
              {texts.unitsLegend}{' '}
              <span className="font-normal text-muted-foreground">
                ({formatMessage(texts.selectedCount, { count: selected.length })})
              </span>
            </legend>
            {finds.units.map((unit) => (
              <Checkbox
                key={unit.id}
                label={unit.name}
                description={unit.detail}
                checked={selected.includes(unit.id)}
                aria-invalid={errorMessage ? true : undefined}
                onCheckedChange={(isChecked) => onPick(unit.id, isChecked)}
              />
            ))}
          </fieldset>
        )}
      </div>
      {errorMessage && (
        <p role="alert" data-slot="add-unit-dialog-units-error" className="text-sm text-danger">
          {errorMessage}
        </p>
      )}
    </search>
  );
}
