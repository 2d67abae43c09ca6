export { Typeahead } from './typeahead';
export type { TypeaheadProps } from './typeahead-types';
export type { LoadSuggestions, TypeaheadOption } from './use-typeahead-suggestions';
