import { describe, expect, it } from 'vitest';
import { demoAssessmentFetch } from './demo-assessment-responses';
import { mockCheck } from './mock-check';

type Rows = { data: { assessment_id: number; assessee: { name: string } }[]; total: number };

describe('the assessment calls answer what the stories mock', () => {
  const check = mockCheck({
    mock: (server) => async (request, userId) => demoAssessmentFetch(server.demo, request, userId),
  });
  const { expectSame } = check;

  it('lists each user’s assessments in every sort and page', async () => {
    for (const sort of ['alphabetical', 'reverse-alphabetical', 'last-updated']) {
      const list = await expectSame<Rows>('GET', `/assessments?sort=${sort}`, undefined, check.learner);
      expect(list.body.total).toBe(3);
    }
    await expectSame('GET', '/assessments?sort=last-updated&_limit=1&_offset=1', undefined, check.learner);
    await expectSame('GET', '/assessments', undefined, check.admin);
    await expectSame('GET', '/assessments?sort=newest', undefined, check.learner);
  });

  it('reads an assessment for its parties only, and the dropdown', async () => {
    for (const id of [1, 2, 3, 4, 5, 99])
      await expectSame('GET', `/assessment/${id}`, undefined, check.learner);
    await expectSame('GET', '/assessor_role', undefined, check.learner);
  });

  it('suggests job roles and people from 2 characters', async () => {
    for (const text of ['s', 'sa', 'LEAD', 'store%20safety', 'zz'])
      await expectSame('GET', `/job_role/search/${text}`, undefined, check.learner);
    for (const text of ['m', 'ma', 'sofia', 'chen%20maya', 'al'])
      await expectSame('GET', `/user/search/name/${text}`, undefined, check.learner);
  });

  it('creates and saves a valid assessment, and refuses a body the schema refuses', async () => {
    const body = {
      job_role: { id: 2 },
      assessee: { id: 9 },
      assessor_role: { id: 3 },
      assessment_date: '03/01/2026',
      skills: [
        { skill_id: 4, rating: 9, notes: 'Spots spills.' },
        { skill_id: 5, rating: null, notes: 'Not seen.' },
        { skill_id: 6, rating: 2, notes: 'Basics.' },
      ],
    };
    const created = await expectSame<{ assessment_id: number }>('POST', '/assessment', body, check.learner);
    expect(created.status).toBe(201);
    const id = created.body.assessment_id;
    await expectSame('PUT', `/assessment/${id}`, { ...body, assessment_date: '03/02/2026' }, check.learner);
    await expectSame('PUT', `/assessment/${id}`, body, check.admin);
    await expectSame('POST', '/assessment', { ...body, skills: [] }, check.learner);
    await expectSame('GET', '/assessments?sort=last-updated', undefined, check.learner);
  });

  it('edits job roles as a segment admin: known and new skills, a name taken, refusals', async () => {
    for (const text of ['a', 'aid', 'LIST', 'first%20aid!']) await expectSame('GET', `/skill/search/${text}`);
    const created = await expectSame<{ id: number }>('POST', '/job_role', {
      name: 'Floor Lead',
      skills: [{ skill_id: 6, name: 'First aid' }, { name: 'Till #handling' }, { name: 'safe LIFTING' }],
    });
    expect(created.status).toBe(201);
    await expectSame('GET', '/skill/search/till');
    await expectSame('PUT', `/job_role/${created.body.id}`, {
      name: 'Floor Lead 2',
      skills: [{ name: 'Till handling' }, { skill_id: 1, name: 'Active listening' }],
    });
    await expectSame('PUT', '/job_role/2', {
      name: 'Store Safety Lead',
      skills: [
        { skill_id: 6, name: 'First aid' },
        { skill_id: 4, name: 'Hazard spotting' },
        { name: 'Ladders' },
      ],
    });
    await expectSame('GET', '/job_role/search/lead');
    await expectSame('POST', '/job_role', { name: 'sales associate', skills: [{ name: 'Ladders' }] });
    await expectSame('POST', '/job_role', { name: 'Other', skills: [{ skill_id: 999, name: 'Ghost' }] });
    await expectSame('POST', '/job_role', {
      name: 'Other',
      skills: [{ name: 'Ladders' }, { name: 'LADDERS' }],
    });
    await expectSame('POST', '/job_role', { name: '', skills: [] });
    await expectSame('PUT', '/job_role/99', { name: 'Other', skills: [{ name: 'Ladders' }] });
    await expectSame('POST', '/job_role', { name: 'Other', skills: [{ name: 'Ladders' }] }, check.learner);
  });
});
