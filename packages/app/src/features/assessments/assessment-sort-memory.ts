import { type AssessmentSort, assessmentSorts } from '@segno/domain';

/** 002 section 9: the assessment list's sort choice is stored locally. */
export const assessmentSortStorageKey = 'segno.assessment-sort';

export function parseAssessmentSort(value: string | null | undefined): AssessmentSort | undefined {
  return assessmentSorts.find((sort) => sort === value);
}

export function readStoredAssessmentSort(): AssessmentSort | undefined {
  try {
    return parseAssessmentSort(window.localStorage.getItem(assessmentSortStorageKey));
  } catch {
    // Storage can be blocked (private mode, policies); the list then uses the default.
    return undefined;
  }
}

export function storeAssessmentSort(sort: AssessmentSort): void {
  try {
    window.localStorage.setItem(assessmentSortStorageKey, sort);
  } catch {
    // Same as above: not remembering is acceptable.
  }
}
