import { describe, expect, it } from 'vitest';
import { enrolledAfterCancelling, enrolledAfterRegistering, isSessionFull, seatsLeft } from './seats';

describe('seatsLeft and isSessionFull (002 section 4)', () => {
  it.each([
    [10, 0, 10, false],
    [10, 9, 1, false],
    [10, 10, 0, true],
    [10, 12, 0, true],
    [0, 0, 0, true],
    [1, 0, 1, false],
  ])('max %i, enrolled %i -> %i left, full %s', (max_class_size, number_enrolled, left, full) => {
    expect(seatsLeft({ max_class_size, number_enrolled })).toBe(left);
    expect(isSessionFull({ max_class_size, number_enrolled })).toBe(full);
  });
});

describe('number_enrolled after a registration change', () => {
  it('registering raises it by one', () => {
    expect(enrolledAfterRegistering(0)).toBe(1);
    expect(enrolledAfterRegistering(9)).toBe(10);
  });

  it('cancelling lowers it by one, never below 0', () => {
    expect(enrolledAfterCancelling(10)).toBe(9);
    expect(enrolledAfterCancelling(1)).toBe(0);
    expect(enrolledAfterCancelling(0)).toBe(0);
  });
});
