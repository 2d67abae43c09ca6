import type { ReactNode } from 'react';

export type AssessmentSkillListProps = {
  /** Which form's skills: the fieldset's data-slot. */
  slot: string;
  legend: string;
  /** Shown in place of the list while it has no rows. */
  emptyText: string;
  /** Shown above the list while it has rows. */
  hint?: string;
  /** The skills, one `li` each. */
  rows: readonly ReactNode[];
  /**
   * An ordered list of compact rows, named by the legend (the job role's skills, kept in the order added);
   * else a plain list of rows spaced as cards (the assessment's ratings).
   */
  isOrdered?: boolean;
  /** What is wrong with the skills as a whole (none rated, none added). */
  error?: string;
  /** Below the list and its error: the job role form's add row. */
  children?: ReactNode;
};

/** The skills fieldset of the assessment form and the job role form (002 sections 5 and 9). */
export function AssessmentSkillList({
  slot,
  legend,
  emptyText,
  hint,
  rows,
  isOrdered = false,
  error,
  children,
}: AssessmentSkillListProps) {
  let list: ReactNode;
  if (rows.length === 0) list = <p className="text-sm text-muted-foreground">{emptyText}</p>;
  else
    list = (
      <>
        {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
        {isOrdered ? (
          <ol className="grid gap-2" aria-label={legend}>
            {rows}
          </ol>
        ) : (
          <ul className="grid gap-3">{rows}</ul>
        )}
      </>
    );
  return (
    <fieldset className="grid gap-3" data-slot={slot}>
      <legend className="text-base font-semibold">{legend}</legend>
      {list}
      {error && <p className="text-sm text-danger">{error}</p>}
      {children}
    </fieldset>
  );
}
