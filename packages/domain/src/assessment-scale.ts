/**
 * The assessment scale used by the assessment slider (issue 3): whole numbers 0 to 10, or not applicable,
 * with three named marks. Marks are data so the slider draws them and speaks them from one source.
 */

export type ScaleMark = { value: number; label: string };

export const assessmentScale = {
  min: 0,
  max: 10,
  step: 1,
  marks: [
    { value: 2, label: 'Novice' },
    { value: 5, label: 'Intermediate' },
    { value: 9, label: 'Expert' },
  ],
  notApplicableLabel: 'N/A',
} as const satisfies {
  min: number;
  max: number;
  step: number;
  marks: readonly ScaleMark[];
  notApplicableLabel: string;
};

/**
 * What assistive tech hears for a value (`aria-valuetext`): the number, followed by the mark's name when the
 * value sits on a mark ('5, Intermediate'); null is not applicable ('N/A').
 */
export function scaleValueText(value: number | null, marks: readonly ScaleMark[] = []): string {
  if (value === null) return assessmentScale.notApplicableLabel;
  const mark = marks.find((candidate) => candidate.value === value);
  return mark ? `${value}, ${mark.label}` : String(value);
}

/** Where a value sits along a track from min to max, in percent, clamped to 0 to 100. */
export function scalePositionPercent(value: number, min: number, max: number): number {
  if (max <= min) return 0;
  const percent = ((value - min) / (max - min)) * 100;
  return Math.min(100, Math.max(0, percent));
}
