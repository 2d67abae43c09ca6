import { describe, expect, it } from 'vitest';
import { navigationEntriesFor } from './navigation';

const ids = (roles: number[]) => navigationEntriesFor(roles).map((entry) => entry.id);
const common = ['my-learning', 'my-profile', 'my-team', 'browse-learning', 'reporting-dashboard'];

describe('navigationEntriesFor', () => {
  it.each([
    ['learner', [1], common],
    ['segment admin (2)', [1, 2], [...common, 'segment-admin']],
    ['segment admin (3)', [3], [...common, 'segment-admin']],
    ['segment admin (4)', [4], [...common, 'segment-admin']],
    ['legal admin', [6], [...common, 'legal-reporting']],
    ['instructor', [1, 7], common],
    ['admin and legal', [2, 6], [...common, 'segment-admin', 'legal-reporting']],
  ])('%s', (_, roles, expected) => {
    expect(ids(roles)).toEqual(expected);
  });
});
