import { limits, messages, stripAngleBrackets } from '@segno/domain';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { nextActiveIndex } from './typeahead-navigation';
import { TypeaheadPopup } from './typeahead-popup';
import type { TypeaheadProps } from './typeahead-types';
import { type TypeaheadOption, useTypeaheadSuggestions } from './use-typeahead-suggestions';

function sameOption(a: TypeaheadOption | null, b: TypeaheadOption | null): boolean {
  return a?.value === b?.value;
}

/** A text field that suggests values as the learner types (ARIA 1.2 combobox with a listbox popup). */
export function Typeahead({
  label,
  loadSuggestions,
  minChars = 1,
  debounceMs = limits.typeaheadDebounceMs,
  maxSuggestions = limits.typeaheadMaxSuggestions,
  mustPick = false,
  isRequired = false,
  value,
  defaultValue = null,
  onValueChange,
  onInputValueChange,
  errorMessage,
  placeholder,
  disabled,
  loadingText = 'Loading…',
  emptyText = 'No matches',
  errorText = 'Suggestions could not be loaded.',
  id,
  className,
}: TypeaheadProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const listboxId = `${inputId}-listbox`;
  const errorId = `${inputId}-error`;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const selected = value !== undefined ? value : uncontrolledValue;
  const [inputText, setInputText] = useState(selected?.label ?? '');
  const [term, setTerm] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeValue, setActiveValue] = useState<string>();
  const [ownError, setOwnError] = useState<string>();

  // A value set from outside (controlled) shows its label; our own commits are already in the input.
  const [syncedValue, setSyncedValue] = useState(selected);
  if (!sameOption(selected, syncedValue)) {
    setSyncedValue(selected);
    setInputText(selected?.label ?? '');
  }

  const { status, suggestions } = useTypeaheadSuggestions({
    term,
    minChars,
    debounceMs,
    maxSuggestions,
    loadSuggestions,
  });
  const activeIndex = suggestions.findIndex((option) => option.value === activeValue);
  const isPopupVisible = isOpen && status !== 'idle';
  const hasOptions = isPopupVisible && suggestions.length > 0;
  const error = errorMessage ?? ownError;

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(`${inputId}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, inputId]);

  function commit(next: TypeaheadOption | null) {
    setSyncedValue(next);
    setUncontrolledValue(next);
    if (!sameOption(next, selected)) onValueChange?.(next);
  }

  function pick(option: TypeaheadOption) {
    commit(option);
    setInputText(option.label);
    onInputValueChange?.(option.label);
    setTerm(null);
    setIsOpen(false);
    setActiveValue(undefined);
    setOwnError(undefined);
  }

  function handleInput(raw: string) {
    const text = stripAngleBrackets(raw);
    setInputText(text);
    setTerm(text);
    setIsOpen(true);
    setActiveValue(undefined);
    onInputValueChange?.(text);
  }

  function moveActive(direction: 'next' | 'previous') {
    if (!isOpen || term === null) {
      // Reopen with what is in the field: after a pick or Escape the learner may want the list back.
      setTerm(inputText);
      setIsOpen(true);
      return;
    }
    const next = suggestions[nextActiveIndex(activeIndex, direction, suggestions.length)];
    setActiveValue(next?.value);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveActive(event.key === 'ArrowDown' ? 'next' : 'previous');
    } else if (event.key === 'Enter') {
      const option = hasOptions ? suggestions[activeIndex] : undefined;
      if (option) {
        event.preventDefault();
        pick(option);
      }
    } else if (event.key === 'Escape' && isPopupVisible) {
      event.preventDefault();
      setIsOpen(false);
      setActiveValue(undefined);
    }
  }

  function handleBlur() {
    setIsOpen(false);
    setActiveValue(undefined);
    const text = inputText.trim();
    if (selected && inputText === selected.label) {
      setOwnError(undefined);
      return;
    }
    // Typing a suggestion's exact label counts as picking it.
    const typedMatch = suggestions.find((option) => option.label.toLowerCase() === text.toLowerCase());
    if (text !== '' && typedMatch) {
      pick(typedMatch);
      return;
    }
    if (mustPick) {
      // spec (000, section 5): a user-assignment field requires a value ('Must enter a value').
      if (text !== '') {
        setInputText('');
        onInputValueChange?.('');
      }
      commit(null);
      setTerm(null);
      setOwnError(text !== '' || isRequired ? messages.validation.mustEnterValue : undefined);
      return;
    }
    commit(null);
    setOwnError(isRequired && text === '' ? messages.validation.mustEnterValue : undefined);
  }

  return (
    <div
      data-slot="typeahead"
      data-state={isPopupVisible ? 'open' : 'closed'}
      className={cn('relative grid gap-1', className)}
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={hasOptions}
        aria-controls={listboxId}
        aria-activedescendant={hasOptions && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={inputText}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => handleInput(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
        className={cn(
          'min-h-10 rounded-md border border-input bg-surface px-3 text-base text-surface-foreground',
          'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-60',
          focusRing,
        )}
      />
      <div className="relative">
        <TypeaheadPopup
          listboxId={listboxId}
          label={label}
          isVisible={isPopupVisible}
          status={status}
          suggestions={suggestions}
          activeIndex={activeIndex}
          optionId={optionId}
          onPick={pick}
          loadingText={loadingText}
          emptyText={emptyText}
          errorText={errorText}
        />
      </div>
      {error && (
        <p id={errorId} data-slot="typeahead-error" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
