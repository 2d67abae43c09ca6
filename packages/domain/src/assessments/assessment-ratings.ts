/**
 * Ratings (002 section 9): whole numbers 0 to 10 or N/A, with Novice at 2, Intermediate at 5 and Expert at 9.
 * N/A travels as null. The scale and its mark names are `assessmentScale`, which the slider draws.
 */
import { assessmentScale, scaleValueText } from '../assessment-scale';

export type AssessmentRating = number | null;

/** Whether a value is a rating: a whole number on the scale, or null (N/A). */
export function isAssessmentRating(value: unknown): value is AssessmentRating {
  if (value === null) return true;
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= assessmentScale.min &&
    value <= assessmentScale.max
  );
}

/** The mark's name when the rating sits on one ('Novice' at 2), 'N/A' for null, else undefined. */
export function ratingMarkLabel(rating: AssessmentRating): string | undefined {
  if (rating === null) return assessmentScale.notApplicableLabel;
  return assessmentScale.marks.find((mark) => mark.value === rating)?.label;
}

/** What a rating reads as in a list or to assistive tech: '5, Intermediate', '3', 'N/A'. */
export function ratingText(rating: AssessmentRating): string {
  return scaleValueText(rating, assessmentScale.marks);
}
