import { describe, expect, it } from 'vitest';
import { canManageSessions, Role } from './roles';

describe('canManageSessions (002 section 6)', () => {
  it.each([
    [[Role.learner], false],
    [[Role.learner, Role.instructor], true],
    [[Role.learner, 2], true],
    [[6], false],
  ])('roles %j: %s', (roles, expected) => {
    expect(canManageSessions(roles)).toBe(expected);
  });
});
