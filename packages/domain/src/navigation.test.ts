import { describe, expect, it } from 'vitest';
import { navigationEntriesFor } from './navigation';
import { Role } from './roles';

const ids = (roles: number[], hasTeam = false) =>
  navigationEntriesFor({ userId: 4, roles, hasTeam }).map((entry) => entry.id);
const common = ['my-learning', 'my-profile', 'my-team', 'browse-learning'];
const reporting = [...common, 'reporting-dashboard'];

describe('navigationEntriesFor', () => {
  it.each([
    ['learner', [Role.learner], false, common],
    ['manager (a learner someone reports to)', [Role.learner], true, reporting],
    ['segment admin (2)', [Role.learner, Role.segmentAdmin], false, [...reporting, 'segment-admin']],
    ['segment admin (3)', [Role.segmentAdminAlt], false, [...reporting, 'segment-admin']],
    ['segment admin (4)', [Role.segmentAdminAlt2], false, [...reporting, 'segment-admin']],
    ['segment admin with a team', [Role.segmentAdmin], true, [...reporting, 'segment-admin']],
    ['legal admin', [Role.legalAdmin], false, [...reporting, 'legal-reporting']],
    ['instructor', [Role.learner, Role.instructor], false, common],
    ['instructor with a team', [Role.learner, Role.instructor], true, reporting],
    ['salaried learner', [Role.learner, Role.salaried], false, common],
    [
      'admin and legal',
      [Role.segmentAdmin, Role.legalAdmin],
      false,
      [...reporting, 'segment-admin', 'legal-reporting'],
    ],
  ])('%s', (_, roles, hasTeam, expected) => {
    expect(ids(roles, hasTeam)).toEqual(expected);
  });
});
