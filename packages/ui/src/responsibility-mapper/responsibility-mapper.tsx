import {
  adminMessages,
  checkResponsibilityFields,
  formatMessage,
  hasResponsibilityErrors,
  responsibilityFields,
  responsibilityLimits,
  uniqueResponsibilityNames,
} from '@segno/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../button/button';
import { IconButton } from '../icon-button/icon-button';
import { cn } from '../lib/cn';
import { Typeahead } from '../typeahead/typeahead';
import type { LoadSuggestions } from '../typeahead/use-typeahead-suggestions';

export type ResponsibilityMapperMode = 'create' | 'map-only';

export type ResponsibilityMapperProps = {
  /** The names mapped now; the repeater shows them, then empty fields up to 5 (002 section 5). */
  mappedNames: readonly string[];
  /** 'map-only': each name must be picked from the suggestions; 'create': a new name is created on save. */
  mode?: ResponsibilityMapperMode;
  /** Suggestions for a typed term (GET /responsibility); option labels are the names. */
  loadSuggestions: LoadSuggestions;
  /** Saves the distinct names (repeats already cleared); a rejected promise shows the failure. */
  onSave: (names: string[]) => Promise<void> | void;
  /** How long typing must pause before suggestions are asked for. */
  debounceMs?: number;
  className?: string;
};

type Field = { key: string; name: string };
type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

let nextKey = 0;
const newField = (name = ''): Field => ({ key: `responsibility-${nextKey++}`, name });
const toFields = (names: readonly string[]): Field[] => responsibilityFields(names).map(newField);

/**
 * The map-responsibilities step's repeater (002 section 5): fields with suggestions, 2 to 100 characters each,
 * at least one filled, repeated names cleared on save, and in map-only mode every name picked from the
 * suggestions.
 */
export function ResponsibilityMapper({
  mappedNames,
  mode = 'create',
  loadSuggestions,
  onSave,
  debounceMs,
  className,
}: ResponsibilityMapperProps) {
  const headingId = useId();
  const isMapOnly = mode === 'map-only';
  const [fields, setFields] = useState(() => toFields(mappedNames));
  const [picked, setPicked] = useState<readonly string[]>(mappedNames);
  const [isChecked, setIsChecked] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [cleared, setCleared] = useState(0);

  const values = fields.map((field) => field.name);
  const errors = checkResponsibilityFields(values, { mapOnly: isMapOnly, pickable: picked });
  const shown = isChecked ? errors : { fields: {} as Record<number, string> };
  const isSaving = saveState === 'saving';

  const setName = (key: string, name: string) => {
    setFields((current) => current.map((field) => (field.key === key ? { ...field, name } : field)));
    setSaveState('idle');
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsChecked(true);
    if (hasResponsibilityErrors(errors)) return;
    const unique = uniqueResponsibilityNames(values);
    setSaveState('saving');
    try {
      await onSave(unique.names);
      setCleared(unique.cleared);
      setFields(toFields(unique.names));
      setPicked(unique.names);
      setIsChecked(false);
      setSaveState('saved');
    } catch {
      setSaveState('failed');
    }
  }

  return (
    <form
      data-slot="responsibility-mapper"
      data-mode={mode}
      data-state={saveState}
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit}
      className={cn('grid max-w-2xl gap-4', className)}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {adminMessages.responsibilities.title}
      </h2>
      <p className="text-sm text-muted-foreground">
        {isMapOnly ? adminMessages.responsibilities.introMapOnly : adminMessages.responsibilities.intro}
      </p>
      <ol className="grid gap-3">
        {fields.map((field, index) => {
          const number = { number: index + 1 };
          const option = field.name === '' ? null : { value: field.name, label: field.name };
          return (
            <li key={field.key} data-slot="responsibility-mapper-field" className="flex items-start gap-2">
              <Typeahead
                className="grow"
                label={formatMessage(adminMessages.responsibilities.fieldLabel, number)}
                loadSuggestions={loadSuggestions}
                minChars={responsibilityLimits.searchMinLength}
                maxSuggestions={responsibilityLimits.suggestionLimit}
                debounceMs={debounceMs}
                mustPick={isMapOnly}
                defaultValue={option}
                disabled={isSaving}
                emptyText={adminMessages.responsibilities.noSuggestions}
                errorText={adminMessages.responsibilities.suggestionsFailed}
                errorMessage={shown.fields[index]}
                onInputValueChange={(text) => setName(field.key, text)}
                onValueChange={(value) => {
                  if (!value) return;
                  setName(field.key, value.label);
                  setPicked((current) => [...current, value.label]);
                }}
              />
              <IconButton
                className="mt-6"
                label={formatMessage(adminMessages.responsibilities.removeField, number)}
                disabled={isSaving || field.name === ''}
                onClick={() =>
                  setFields((current) =>
                    current.map((other) => (other.key === field.key ? newField() : other)),
                  )
                }
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                </svg>
              </IconButton>
            </li>
          );
        })}
      </ol>
      {shown.form !== undefined && isChecked && (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={isSaving || fields.length >= responsibilityLimits.maxPerSave}
          onClick={() => setFields((current) => [...current, newField()])}
        >
          {adminMessages.responsibilities.addField}
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? adminMessages.wizard.saving : adminMessages.responsibilities.save}
        </Button>
      </div>
      <p role="status" className={cn('text-sm', saveState === 'failed' && 'text-danger')}>
        {saveState === 'saved' &&
          [
            adminMessages.responsibilities.saved,
            cleared > 0 ? adminMessages.responsibilities.duplicatesCleared : '',
          ]
            .filter(Boolean)
            .join(' ')}
        {saveState === 'failed' && adminMessages.responsibilities.saveFailed}
      </p>
    </form>
  );
}
