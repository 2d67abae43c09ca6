import { authoringLimits, cleanText, messages } from '@segno/domain';
import { useEffect, useRef } from 'react';
import { type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import type { CheckNames } from './form-types';

type NamedValues = { name: string; short_name: string };
type NameField = keyof NamedValues;
const nameFields: readonly NameField[] = ['name', 'short_name'];

const comparable = (value: string) => cleanText(value).toLocaleLowerCase('en');

/**
 * "Name and short name not already taken" (001 section 5): asks `checkNames` once typing has stopped for
 * the lookup debounce, shows 'must be unique' on each taken field, and keeps that name from being
 * submitted. A failed lookup changes nothing (the spec: logged only); the server checks again on save.
 * Returns the rule to add to each name field's `validate`.
 */
export function useNameCheck<Values extends NamedValues>(
  form: UseFormReturn<Values>,
  checkNames: CheckNames | undefined,
) {
  const { control, setError, clearErrors, getFieldState } = form;
  const taken = useRef<Partial<Record<NameField, string>>>({});
  const name = useWatch({ control, name: 'name' as Path<Values> }) as string;
  const shortName = useWatch({ control, name: 'short_name' as Path<Values> }) as string;

  useEffect(() => {
    if (!checkNames) return;
    const current: NamedValues = { name: cleanText(name ?? ''), short_name: cleanText(shortName ?? '') };
    // A 'must be unique' about an earlier value no longer applies.
    for (const field of nameFields) {
      const path = field as Path<Values>;
      if (taken.current[field] !== comparable(current[field]) && getFieldState(path).error?.type === 'taken')
        clearErrors(path);
    }
    const isEdited = nameFields.some((field) => getFieldState(field as Path<Values>).isDirty);
    if (!isEdited || (current.name === '' && current.short_name === '')) return;
    let isCurrent = true;
    const timer = setTimeout(async () => {
      let answer: Awaited<ReturnType<CheckNames>>;
      try {
        answer = await checkNames(current);
      } catch {
        return;
      }
      if (!isCurrent) return;
      const isTaken: Record<NameField, boolean> = {
        name: answer.name_taken && current.name !== '',
        short_name: answer.short_name_taken && current.short_name !== '',
      };
      for (const field of nameFields) {
        const path = field as Path<Values>;
        if (isTaken[field]) {
          taken.current[field] = comparable(current[field]);
          setError(path, { type: 'taken', message: messages.validation.unique });
        } else {
          delete taken.current[field];
          if (getFieldState(path).error?.type === 'taken') clearErrors(path);
        }
      }
    }, authoringLimits.nameLookupDebounceMs);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [name, shortName, checkNames, setError, clearErrors, getFieldState]);

  return (field: NameField) => (value: string) =>
    taken.current[field] !== undefined && taken.current[field] === comparable(value)
      ? messages.validation.unique
      : undefined;
}
