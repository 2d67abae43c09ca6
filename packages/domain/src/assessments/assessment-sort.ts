/**
 * The assessment list's sorts (002 section 9): Alphabetical, Reverse Alphabetical, Last Updated; default
 * Alphabetical. Alphabetical is by the assessee's name (ours: the list names whom each assessment is about),
 * then the job role's; Last Updated puts the latest save first. Ties fall back to the id, so pages never overlap.
 */
export const assessmentSorts = ['alphabetical', 'reverse-alphabetical', 'last-updated'] as const;
export type AssessmentSort = (typeof assessmentSorts)[number];
export const defaultAssessmentSort: AssessmentSort = 'alphabetical';

export type SortableAssessment = {
  id: number;
  assesseeName: string;
  jobRoleName: string;
  updatedAt: Date;
};

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

function alphabetical(a: SortableAssessment, b: SortableAssessment): number {
  return byText(a.assesseeName, b.assesseeName) || byText(a.jobRoleName, b.jobRoleName) || a.id - b.id;
}

/** The comparator of a sort. */
export function compareAssessments(
  sort: AssessmentSort,
): (a: SortableAssessment, b: SortableAssessment) => number {
  switch (sort) {
    case 'alphabetical':
      return alphabetical;
    case 'reverse-alphabetical':
      return (a, b) => alphabetical(b, a);
    case 'last-updated':
      return (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id;
  }
}

/** A copy of the rows in the sort's order. */
export function sortAssessments<Row extends SortableAssessment>(
  rows: readonly Row[],
  sort: AssessmentSort,
): Row[] {
  return [...rows].sort(compareAssessments(sort));
}
