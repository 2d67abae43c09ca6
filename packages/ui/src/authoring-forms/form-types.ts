/** A field error from the server's answer (a 409 'must be unique', a 400 issue), set on the matching field. */
export type ServerFieldError = { path: string; message: string };

/** The similar-name lookup (GET /search/similar/type/{type}). */
export type NameAvailability = { name_taken: boolean; short_name_taken: boolean };
export type CheckNames = (names: { name: string; short_name: string }) => Promise<NameAvailability>;

/**
 * What every authoring form shares. The wizard frame's buttons live outside the form: the app calls
 * `form.requestSubmit()` on the element with this `id`; Enter in a text field submits too.
 */
export type AuthoringFormProps<Values> = {
  /** The form element's id. */
  id: string;
  defaultValues?: Partial<Values>;
  /**
   * Receives the cleaned, typed values. Reject to keep the form dirty (a failed save); nothing typed is lost
   * either way.
   */
  onSubmit: (values: Values) => unknown;
  /** Whether anything differs from the defaults, reported on change. */
  onDirtyChange?: (isDirty: boolean) => void;
  /** Errors from the last save, each shown on its field; the first one is focused. */
  serverErrors?: readonly ServerFieldError[];
  className?: string;
};
