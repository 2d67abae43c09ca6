import {
  type ContentSortId,
  contentSortOptions,
  defaultContentSortId,
  parseContentSortId,
} from '@segno/domain';
import { useEffect, useId, useState } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export type SortMenuProps = {
  /**
   * The localStorage key the choice is remembered under (000, section 9: remembered locally). Give each
   * list its own key. Without one nothing is stored.
   */
  storageKey?: string;
  /** The selected option when controlled; pair it with `onValueChange`. */
  value?: ContentSortId;
  /** The option selected first when uncontrolled and nothing valid is remembered. Defaults to A-Z. */
  defaultValue?: ContentSortId;
  /** Called when the learner picks an option, and on mount when a remembered choice differs from the start. */
  onValueChange?: (value: ContentSortId) => void;
  /** The visible label. */
  label?: string;
  className?: string;
};

function readStored(storageKey: string | undefined): ContentSortId | undefined {
  if (!storageKey) return undefined;
  try {
    return parseContentSortId(window.localStorage.getItem(storageKey));
  } catch {
    // Storage can be blocked (private mode, policies); the menu then simply forgets.
    return undefined;
  }
}

function writeStored(storageKey: string | undefined, value: ContentSortId) {
  if (!storageKey) return;
  try {
    window.localStorage.setItem(storageKey, value);
  } catch {
    // Same as above: not remembering is acceptable.
  }
}

/** The content sort options as a labelled native select, which phones render with their own picker. */
export function SortMenu({
  storageKey,
  value,
  defaultValue = defaultContentSortId,
  onValueChange,
  label = 'Sort by',
  className,
}: SortMenuProps) {
  const id = useId();
  const [uncontrolledValue, setUncontrolledValue] = useState<ContentSortId>(
    () => readStored(storageKey) ?? defaultValue,
  );
  const selected = value ?? uncontrolledValue;

  // Restoring is a change the caller must hear about, so it can sort its list the remembered way.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new storage key means a new memory to restore
  useEffect(() => {
    const stored = readStored(storageKey);
    if (stored === undefined) return;
    setUncontrolledValue(stored);
    if (stored !== (value ?? defaultValue)) onValueChange?.(stored);
  }, [storageKey]);

  function choose(next: ContentSortId) {
    setUncontrolledValue(next);
    writeStored(storageKey, next);
    onValueChange?.(next);
  }

  return (
    <div
      data-slot="sort-menu"
      data-state={selected}
      className={cn('inline-flex items-center gap-2', className)}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={selected}
        onChange={(event) => {
          const next = parseContentSortId(event.target.value);
          if (next) choose(next);
        }}
        className={cn(
          'min-h-10 rounded-md border border-input bg-surface px-3 text-sm text-surface-foreground',
          focusRing,
        )}
      >
        {contentSortOptions.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
