import { stripAngleBrackets } from '@segno/domain';
import { type ChangeEvent, type Ref, useCallback, useMemo, useState } from 'react';
import { mergeRefs } from '../lib/merge-refs';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

type TextControlOptions<T extends TextControl> = {
  value: unknown;
  defaultValue: unknown;
  ref: Ref<T> | undefined;
  onChange?: (event: ChangeEvent<T>) => void;
  onValueChange?: (value: string) => void;
};

/**
 * What TextField and TextArea share: every change is cleaned of `<` and `>` (000, section 5) before anyone
 * sees it, and the characters are counted for the 'N / max' counter, whether the caller controls the value,
 * gives a default, or lets react-hook-form fill it through the ref (measured once the ref is attached).
 */
export function useTextControl<T extends TextControl>({
  value,
  defaultValue,
  ref,
  onChange,
  onValueChange,
}: TextControlOptions<T>) {
  const [uncontrolledCount, setCount] = useState(() => String(defaultValue ?? '').length);
  const count = value === undefined || value === null ? uncontrolledCount : String(value).length;
  const measure = useCallback((node: T | null) => {
    if (node) setCount(node.value.length);
  }, []);
  const controlRef = useMemo(() => mergeRefs(ref, measure), [ref, measure]);

  function handleChange(event: ChangeEvent<T>) {
    const clean = stripAngleBrackets(event.target.value);
    if (clean !== event.target.value) event.target.value = clean;
    setCount(clean.length);
    onChange?.(event);
    onValueChange?.(clean);
  }

  return { count, controlRef, handleChange };
}
