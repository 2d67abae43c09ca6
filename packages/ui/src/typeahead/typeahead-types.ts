import type { LoadSuggestions, TypeaheadOption } from './use-typeahead-suggestions';

export type TypeaheadProps = {
  /** The visible label; also names the suggestion list. */
  label: string;
  /** Fetches suggestions for a term. Abort the request when `signal` fires: the term has changed. */
  loadSuggestions: LoadSuggestions;
  /** Characters needed before suggestions are asked for (default 1). */
  minChars?: number;
  /** How long typing must pause before asking, in ms (000, section 9: 300 to 500; default 400). */
  debounceMs?: number;
  /** At most this many suggestions show (default 10). */
  maxSuggestions?: number;
  /** The value must be one of the suggestions: free text is cleared when the field is left, with an error. */
  mustPick?: boolean;
  /** Leaving the field without a value shows 'Must enter a value'. */
  isRequired?: boolean;
  /** The picked option when controlled (null for none); pair it with `onValueChange`. */
  value?: TypeaheadOption | null;
  /** The option picked at first when uncontrolled. */
  defaultValue?: TypeaheadOption | null;
  /** Called with the picked option, or null when the field no longer holds one. */
  onValueChange?: (value: TypeaheadOption | null) => void;
  /** Called with the text as typed (angle brackets already stripped), for free-text use. */
  onInputValueChange?: (text: string) => void;
  /** An error from outside (a server check, say); replaces the field's own message. */
  errorMessage?: string;
  /** A hint inside the empty field; never a replacement for the label. */
  placeholder?: string;
  /** Blocks typing and picking. */
  disabled?: boolean;
  /** Shown in the popup while suggestions load. */
  loadingText?: string;
  /** Shown in the popup when no suggestion matches. */
  emptyText?: string;
  /** Shown in the popup when suggestions could not be loaded. */
  errorText?: string;
  /** The input's id; generated when left out. */
  id?: string;
  /** Extra classes for the wrapper. */
  className?: string;
};
