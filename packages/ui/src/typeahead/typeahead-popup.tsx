import { cn } from '../lib/cn';
import type { SuggestionStatus, TypeaheadOption } from './use-typeahead-suggestions';

export type TypeaheadPopupProps = {
  /** The listbox id the input's aria-controls points at. */
  listboxId: string;
  /** Names the listbox after the field. */
  label: string;
  /** Whether the popup shows at all. */
  isVisible: boolean;
  /** Where the suggestion request stands; picks the status line. */
  status: SuggestionStatus;
  /** The options to list, already capped. */
  suggestions: TypeaheadOption[];
  /** The option the arrow keys point at, or -1. */
  activeIndex: number;
  /** The DOM id of the option at an index, shared with aria-activedescendant. */
  optionId: (index: number) => string;
  /** Called when an option is clicked. */
  onPick: (option: TypeaheadOption) => void;
  /** Status line while loading. */
  loadingText: string;
  /** Status line when nothing matched. */
  emptyText: string;
  /** Status line when loading failed. */
  errorText: string;
};

/** The suggestion popup: the listbox, or a status line while loading, when nothing matched, or on error. */
export function TypeaheadPopup({
  listboxId,
  label,
  isVisible,
  status,
  suggestions,
  activeIndex,
  optionId,
  onPick,
  loadingText,
  emptyText,
  errorText,
}: TypeaheadPopupProps) {
  const statusText =
    status === 'loading' ? loadingText : status === 'empty' ? emptyText : status === 'error' ? errorText : '';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops the mouse from taking focus; keys stay on the input
    <div
      data-slot="typeahead-popup"
      data-state={isVisible ? 'open' : 'closed'}
      data-status={status}
      hidden={!isVisible}
      // Keeps focus in the input, so picking or scrolling with the mouse does not count as leaving the field.
      onMouseDown={(event) => event.preventDefault()}
      className="absolute inset-x-0 top-full z-50 mt-1 rounded-md border border-border bg-surface text-surface-foreground shadow-overlay"
    >
      <div
        id={listboxId}
        role="listbox"
        aria-label={label}
        hidden={suggestions.length === 0}
        data-slot="typeahead-listbox"
        className="max-h-80 overflow-y-auto py-1"
      >
        {suggestions.map((option, index) => (
          // Options stay out of the tab order: focus remains in the input, which names the active option with
          // aria-activedescendant and handles every key (ARIA 1.2 combobox pattern).
          // biome-ignore lint/a11y/useFocusableInteractive: see above
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          <div
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            data-slot="typeahead-option"
            data-state={index === activeIndex ? 'active' : 'inactive'}
            onClick={() => onPick(option)}
            className={cn(
              'flex min-h-10 cursor-pointer items-center px-3 text-sm hover:bg-muted',
              'aria-selected:bg-secondary aria-selected:text-secondary-foreground',
            )}
          >
            {option.label}
          </div>
        ))}
      </div>
      <p
        role="status"
        data-slot="typeahead-status"
        className={cn(
          'px-3 py-2 text-sm',
          status === 'error' ? 'text-danger' : 'text-muted-foreground',
          statusText === '' && 'sr-only',
        )}
      >
        {statusText}
      </p>
    </div>
  );
}
