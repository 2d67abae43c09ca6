import { type FieldErrors, type FieldValues, type Resolver, set } from 'react-hook-form';

/** A field's problem: its react-hook-form path ('skills.2.notes') and the catalogue's message. */
export type FormIssue = { field: string; message: string };

/**
 * react-hook-form's resolver from a form's issues (the domain's zod-free rules): the first issue of each field
 * is the one shown; no issue, the values go through as they are.
 */
export function issuesResolver<Values extends FieldValues>(
  issuesOf: (values: Values) => readonly FormIssue[],
): Resolver<Values> {
  return async (values) => {
    const issues = issuesOf(values);
    if (issues.length === 0) return { values, errors: {} };
    const errors: FieldErrors<Values> = {};
    const seen = new Set<string>();
    for (const issue of issues) {
      if (seen.has(issue.field)) continue;
      seen.add(issue.field);
      set(errors, issue.field, { type: 'validation', message: issue.message });
    }
    return { values: {}, errors };
  };
}
