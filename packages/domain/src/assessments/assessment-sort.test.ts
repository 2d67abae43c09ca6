import { describe, expect, it } from 'vitest';
import { defaultAssessmentSort, sortAssessments } from './assessment-sort';
import { assessmentSortOptions } from './assessment-sort-options';

const day = (n: number) => new Date(Date.UTC(2026, 10, n));
const rows = [
  { id: 1, assesseeName: 'maya Chen', jobRoleName: 'Store Safety Lead', updatedAt: day(3) },
  { id: 2, assesseeName: 'Kwame Mensah', jobRoleName: 'Sales Associate', updatedAt: day(20) },
  { id: 3, assesseeName: 'Maya Chen', jobRoleName: 'Sales Associate', updatedAt: day(20) },
  { id: 4, assesseeName: 'Ana Silva', jobRoleName: 'Sales Associate', updatedAt: day(1) },
  { id: 5, assesseeName: 'Maya Chen', jobRoleName: 'sales associate', updatedAt: day(2) },
];
const ids = (sorted: readonly { id: number }[]) => sorted.map((row) => row.id);

describe('sortAssessments', () => {
  it('offers the spec’s three sorts in order, Alphabetical first and by default', () => {
    expect(assessmentSortOptions).toEqual([
      { value: 'alphabetical', label: 'Alphabetical' },
      { value: 'reverse-alphabetical', label: 'Reverse Alphabetical' },
      { value: 'last-updated', label: 'Last Updated' },
    ]);
    expect(defaultAssessmentSort).toBe('alphabetical');
  });

  it('sorts by assessee name, then job role, in any case, then id', () => {
    expect(ids(sortAssessments(rows, 'alphabetical'))).toEqual([4, 2, 3, 5, 1]);
  });

  it('reverses the alphabetical order exactly', () => {
    expect(ids(sortAssessments(rows, 'reverse-alphabetical'))).toEqual([1, 5, 3, 2, 4]);
  });

  it('puts the latest save first, the higher id first on a tie', () => {
    expect(ids(sortAssessments(rows, 'last-updated'))).toEqual([3, 2, 1, 5, 4]);
  });

  it('leaves its input alone', () => {
    const copy = [...rows];
    sortAssessments(rows, 'last-updated');
    expect(rows).toEqual(copy);
  });
});
