import {
  type AdminMedal,
  adminMessages,
  cleanText,
  type MedalLevel,
  medalErrorMessage,
  medalNames,
  parseWholeNumber,
} from '@segno/domain';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { RuledTextField } from '../authoring-forms/ruled-text-field';
import {
  submitOnEnter,
  useAuthoringForm,
  useAuthoringFormState,
} from '../authoring-forms/use-authoring-form';
import { cn } from '../lib/cn';
import { Switch } from '../switch';

/** What the medals step sends (medalSaveSchema): the points as typed, so the server checks them the same way. */
export type MedalEdit = { level: MedalLevel; points: string; status: 1 | 2 };

export type MedalEditorProps = {
  id: string;
  /** The segment's medals; after a save, the server's answer with each refused medal's error. */
  medals: readonly AdminMedal[];
  /** The segment's possible points, which no published medal may exceed (error 1). */
  maxPoints: number;
  onSubmit: (medals: MedalEdit[]) => unknown;
  onDirtyChange?: (isDirty: boolean) => void;
  className?: string;
};

type MedalRowValues = { points: string; isPublished: boolean };
type MedalEditorValues = { medals: MedalRowValues[] };

const byLevel = (medals: readonly AdminMedal[]) => [...medals].sort((a, b) => a.level - b.level);

const toValues = (medals: readonly AdminMedal[]): MedalEditorValues => ({
  medals: byLevel(medals).map((medal) => ({ points: String(medal.points), isPublished: medal.status === 2 })),
});

/**
 * The segment wizard's medals step (001 sections 4 and 5): bronze, silver and gold, each with its points and
 * whether it is published. Points that are not a number (error 4) are caught before sending; errors 1 to 3
 * come back from the server, whose refused medals are saved as drafts.
 */
export function MedalEditor({ id, medals, maxPoints, onSubmit, onDirtyChange, className }: MedalEditorProps) {
  const sorted = byLevel(medals);
  const form = useAuthoringFormState<MedalEditorValues>({ defaultValues: toValues(medals) });
  const { register, control, reset, getFieldState, formState } = form;
  const { errors } = formState;

  // A new answer from the server (after a save) replaces what is shown.
  useEffect(() => {
    reset(toValues(medals));
  }, [medals, reset]);

  const submit = useAuthoringForm({
    form,
    onDirtyChange,
    onSubmit,
    toSubmitted: (values: MedalEditorValues): MedalEdit[] =>
      sorted.map((medal, index) => {
        const row = values.medals[index];
        return {
          level: medal.level,
          points: cleanText(row?.points ?? ''),
          status: row?.isPublished ? 2 : 1,
        };
      }),
  });

  const notANumber = medalErrorMessage(4, maxPoints);
  return (
    <form
      id={id}
      noValidate
      data-slot="medal-editor"
      className={cn('grid gap-4', className)}
      onSubmit={submit}
      onKeyDown={submitOnEnter}
    >
      {sorted.map((medal, index) => {
        const name = medalNames[medal.level];
        const headingId = `${id}-medal-${medal.level}`;
        // The server's verdict is about what it was sent; editing the row retires it.
        const serverError =
          medal.error !== null && !getFieldState(`medals.${index}`, formState).isDirty
            ? medalErrorMessage(medal.error, maxPoints)
            : undefined;
        const errorMessage = errors.medals?.[index]?.points?.message ?? serverError;
        return (
          <fieldset
            key={medal.level}
            aria-labelledby={headingId}
            data-slot="medal-editor-row"
            data-level={medal.level}
            data-state={errorMessage ? 'invalid' : 'valid'}
            className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-[1fr_auto] sm:items-start"
          >
            <div className="flex items-baseline justify-between gap-3 sm:col-span-2">
              <h3 id={headingId} className="text-base font-semibold">
                {name}
              </h3>
              <p data-slot="medal-editor-badges" className="text-sm text-muted-foreground">
                {medal.badge_count === 1 ? '1 badge' : `${medal.badge_count} badges`}
              </p>
            </div>
            <RuledTextField
              label="Points"
              inputMode="numeric"
              autoComplete="off"
              errorMessage={errorMessage}
              notice={serverError ? adminMessages.medals.reverted : undefined}
              {...register(`medals.${index}.points`, {
                validate: (value) => (parseWholeNumber(value) === undefined ? notANumber : undefined),
              })}
            />
            <Controller
              control={control}
              name={`medals.${index}.isPublished`}
              render={({ field }) => (
                <Switch
                  ref={field.ref}
                  label="Published"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  className="sm:mt-6"
                />
              )}
            />
          </fieldset>
        );
      })}
    </form>
  );
}
