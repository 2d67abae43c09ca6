import { useCallback, useState } from 'react';

/**
 * State that the caller may own (`value` given) or leave to the widget (`defaultValue`), as Radix does.
 * `undefined` means uncontrolled, so `null` stays available as a real value (the slider's N/A).
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: {
  value: T | undefined;
  defaultValue: T;
  onChange?: (value: T) => void;
}): [T, (next: T) => void] {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : uncontrolledValue;
  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setUncontrolledValue(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, setValue];
}
