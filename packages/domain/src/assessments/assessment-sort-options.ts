import { assessmentMessages } from '../messages-assessments';
import { type AssessmentSort, assessmentSorts } from './assessment-sort';

/**
 * The assessment list's sort dropdown, in the spec's order (002 section 9). Apart from the sorts themselves, which
 * the app's paths need on every screen, so the catalogue travels with the list only.
 */
export const assessmentSortOptions: readonly { value: AssessmentSort; label: string }[] = assessmentSorts.map(
  (value) => ({ value, label: assessmentMessages.sorts[value] }),
);
