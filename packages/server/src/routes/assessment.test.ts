/**
 * Skill assessments over HTTP (issue 10; 002 sections 3, 5, 7 and 9): every call refused without a session
 * (401) and while the assessment tool is off (403); job role saves for segment admins only; the suggestions from
 * 2 characters; the list's three sorts; an assessment read by its two people, saved and edited by its assessor,
 * with each validation message and who may assess whom.
 */
import {
  type AssessmentSaveInput,
  assessmentListSchema,
  assessmentMessages,
  assessmentSchema,
  assessorRoleListSchema,
  decodeDates,
  formatMessage,
  jobRoleListSchema,
  jobRoleSchema,
  messages,
  skillListSchema,
  userNameSearchSchema,
} from '@segno/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessment, jobRole, setting } from '../db/schema';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const texts = assessmentMessages;
const json = { 'Content-Type': 'application/json' };

describe('skill assessments', () => {
  let server: TestServer;
  let admin: SignedIn;
  let learner: SignedIn;
  let manager: SignedIn;
  let instructor: SignedIn;
  /** Sales Associate: Customer greeting, Active listening, Product knowledge, Needs analysis (demo). */
  let salesAssociate: { id: number; skillIds: number[] };

  beforeAll(async () => {
    server = await startTestServer();
    [admin, learner, manager, instructor] = await Promise.all([
      server.signIn('admin'),
      server.signIn('learner'),
      server.signIn('manager'),
      server.signIn('instructor'),
    ]);
    const [found] = (await server.readOk('/job_role/search/sales', jobRoleListSchema, learner)).data;
    if (!found) throw new Error('demo job role missing');
    salesAssociate = { id: found.id, skillIds: found.skills.map((skill) => skill.skill_id) };
  });
  afterAll(() => server.close());

  const send = (method: string, path: string, body: unknown, as?: SignedIn) =>
    server.request(path, { method, as, headers: json, body: JSON.stringify(body) });
  const list = (query: string, as: SignedIn) =>
    server.readOk(`/assessments${query}`, assessmentListSchema, as);
  const readJson = async <Schema extends { parse: (value: unknown) => unknown }>(
    response: Response,
    schema: Schema,
  ) => schema.parse(decodeDates(await response.json())) as ReturnType<Schema['parse']>;
  /** The manager rates `learner` (their report) as Sales Associate. */
  const form = (overrides: Partial<AssessmentSaveInput> = {}): AssessmentSaveInput => ({
    job_role: { id: salesAssociate.id },
    assessee: { id: learner.user_id },
    assessor_role: { id: 2 },
    assessment_date: '03/09/2026',
    skills: salesAssociate.skillIds.map((skill_id, index) => ({
      skill_id,
      rating: index === 3 ? null : index + 6,
      notes: `Notes on skill ${index + 1}`,
    })),
    ...overrides,
  });
  const issuesOf = async (response: Response) => {
    const { status, body } = await readErrorResponse(response);
    return { status, issues: body.error.issues };
  };

  it('answers 401 without a session on every call', async () => {
    const calls: [string, string][] = [
      ['GET', '/job_role/search/sales'],
      ['POST', '/job_role'],
      ['PUT', '/job_role/1'],
      ['GET', '/skill/search/first'],
      ['GET', '/assessor_role'],
      ['GET', '/user/search/name/maya'],
      ['GET', '/assessments'],
      ['GET', '/assessment/1'],
      ['POST', '/assessment'],
      ['PUT', '/assessment/1'],
    ];
    for (const [method, path] of calls) {
      const response = await server.request(path, {
        method,
        ...(method === 'GET' ? {} : { headers: json, body: '{}' }),
      });
      expect((await readErrorResponse(response)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('refuses every call while the assessment tool is off (403), and answers again once it is on', async () => {
    const toolSetting = eq(setting.key, 'assessment_tool_enabled');
    await server.db.orm.update(setting).set({ value: false }).where(toolSetting);
    try {
      for (const response of [
        await server.request('/job_role/search/sales', { as: learner }),
        await send('POST', '/job_role', { name: 'Cashier', skills: [{ name: 'Counting' }] }, admin),
        await send(
          'PUT',
          `/job_role/${salesAssociate.id}`,
          { name: 'Cashier', skills: [{ name: 'Counting' }] },
          admin,
        ),
        await server.request('/skill/search/first', { as: learner }),
        await server.request('/assessor_role', { as: learner }),
        await server.request('/user/search/name/maya', { as: learner }),
        await server.request('/assessments', { as: learner }),
        await server.request('/assessment/1', { as: learner }),
        await send('POST', '/assessment', form(), manager),
        await send('PUT', '/assessment/1', form(), manager),
      ]) {
        const { status, body } = await readErrorResponse(response);
        expect([status, body.error.message]).toEqual([403, texts.toolDisabled]);
      }
      expect(await server.db.orm.select().from(jobRole).where(eq(jobRole.name, 'Cashier'))).toEqual([]);
    } finally {
      await server.db.orm.update(setting).set({ value: true }).where(toolSetting);
    }
    expect((await server.request('/assessor_role', { as: learner })).status).toBe(200);
  });

  it('suggests job roles, skills and people from 2 characters, at most 100', async () => {
    const jobRoles = (text: string) =>
      server.readOk(`/job_role/search/${encodeURIComponent(text)}`, jobRoleListSchema, learner);
    expect((await jobRoles('s')).data).toEqual([]);
    expect((await jobRoles('LEAD')).data.map((role) => role.name)).toEqual([
      'Customer Service Lead',
      'Store Safety Lead',
    ]);
    const [sales] = (await jobRoles('sales')).data;
    expect(sales?.skills.map((skill) => skill.name)).toEqual([
      'Customer greeting',
      'Active listening',
      'Product knowledge',
      'Needs analysis',
    ]);
    expect(new Set(sales?.skills.map((skill) => skill.id)).size).toBe(4);
    const tooLong = await readErrorResponse(
      await server.request(`/job_role/search/${'a'.repeat(101)}`, { as: learner }),
    );
    expect(tooLong.status).toBe(400);

    const skills = (text: string) =>
      server.readOk(`/skill/search/${encodeURIComponent(text)}`, skillListSchema, learner);
    expect((await skills('l!')).data).toEqual([]);
    // Special characters are stripped (002 section 5): 'l!i' searches 'li'.
    expect((await skills('l!i')).data.map((skill) => skill.name)).toEqual([
      'Active listening',
      'Complaint handling',
      'Safe lifting',
    ]);

    const people = (text: string) =>
      server.readOk(`/user/search/name/${encodeURIComponent(text)}`, userNameSearchSchema, learner);
    expect((await people('m')).data).toEqual([]);
    expect((await people('chen MAYA')).data).toEqual([
      { user_id: learner.user_id, first_name: 'Maya', last_name: 'Chen', name: 'Maya Chen' },
    ]);
  });

  it('lists the assessor roles', async () => {
    expect(await server.readOk('/assessor_role', assessorRoleListSchema, learner)).toEqual({
      data: [
        { id: 1, name: 'Self' },
        { id: 2, name: 'Manager' },
        { id: 3, name: 'Peer' },
        { id: 4, name: 'Instructor' },
      ],
    });
  });

  it('lists the user’s assessments in the three sorts, Alphabetical by default, paged', async () => {
    // learner's: by manager (Sales Associate, 12 days ago), self (Sales Associate, 5), kmensah (Customer Service
    // Lead, 20). All are about Maya Chen, so Alphabetical goes by job role, then id.
    const rows = (await list('', learner)).data;
    const key = (row: (typeof rows)[number]) => `${row.assessor.name}/${row.job_role.name}`;
    const alphabetical = [
      'Kwame Mensah/Customer Service Lead',
      'Robert Hughes/Sales Associate',
      'Maya Chen/Sales Associate',
    ];
    expect(rows.map(key)).toEqual(alphabetical);
    expect((await list('?sort=alphabetical', learner)).data.map(key)).toEqual(alphabetical);
    expect((await list('?sort=reverse-alphabetical', learner)).data.map(key)).toEqual(
      [...alphabetical].reverse(),
    );
    expect((await list('?sort=last-updated', learner)).data.map(key)).toEqual([
      'Maya Chen/Sales Associate',
      'Robert Hughes/Sales Associate',
      'Kwame Mensah/Customer Service Lead',
    ]);
    const page = await list('?sort=last-updated&_limit=1&_offset=1', learner);
    expect([page.total, page.data.map(key)]).toEqual([3, ['Robert Hughes/Sales Associate']]);
    // Only the assessor edits; the date is MM/DD/YYYY (12 days before the demo's 2026-03-10).
    const byManager = rows[1];
    expect(byManager).toMatchObject({
      assessee: { id: learner.user_id, name: 'Maya Chen' },
      assessor: { id: manager.user_id, name: 'Robert Hughes' },
      assessor_role: { id: 2, name: 'Manager' },
      assessment_date: '02/26/2026',
      can_edit: false,
    });
    expect(rows.map((row) => row.can_edit)).toEqual([false, false, true]);
    const bad = await readErrorResponse(await server.request('/assessments?sort=name', { as: learner }));
    expect(bad.status).toBe(400);
  });

  it('reads an assessment for its assessor and its assessee only', async () => {
    const [, byManager] = (await list('', learner)).data;
    const id = byManager?.assessment_id ?? 0;
    const read = await server.readOk(`/assessment/${id}`, assessmentSchema, learner);
    expect(read.skills).toEqual([
      {
        skill_id: salesAssociate.skillIds[0],
        name: 'Customer greeting',
        rating: 7,
        notes: expect.any(String),
      },
      {
        skill_id: salesAssociate.skillIds[1],
        name: 'Active listening',
        rating: 5,
        notes: expect.any(String),
      },
      {
        skill_id: salesAssociate.skillIds[2],
        name: 'Product knowledge',
        rating: 4,
        notes: expect.any(String),
      },
      {
        skill_id: salesAssociate.skillIds[3],
        name: 'Needs analysis',
        rating: null,
        notes: expect.any(String),
      },
    ]);
    expect(read.job_role.skills.map((skill) => skill.skill_id)).toEqual(salesAssociate.skillIds);
    expect((await server.readOk(`/assessment/${id}`, assessmentSchema, manager)).can_edit).toBe(true);
    const stranger = await readErrorResponse(await server.request(`/assessment/${id}`, { as: admin }));
    expect([stranger.status, stranger.body.error.message]).toEqual([403, texts.notParty]);
    expect(
      (await readErrorResponse(await server.request('/assessment/999999', { as: learner }))).status,
    ).toBe(404);
    expect((await readErrorResponse(await server.request('/assessment/abc', { as: learner }))).status).toBe(
      400,
    );
  });

  it('saves an assessment by the signed-in assessor, N/A as null, and reads it back', async () => {
    const response = await send('POST', '/assessment', form(), manager);
    expect(response.status).toBe(201);
    const saved = await readJson(response, assessmentSchema);
    expect(saved).toMatchObject({
      job_role: { id: salesAssociate.id, name: 'Sales Associate' },
      assessee: { id: learner.user_id, name: 'Maya Chen' },
      assessor: { id: manager.user_id, name: 'Robert Hughes' },
      assessor_role: { id: 2, name: 'Manager' },
      assessment_date: '03/09/2026',
      can_edit: true,
    });
    expect(saved.skills.map((skill) => [skill.rating, skill.notes])).toEqual([
      [6, 'Notes on skill 1'],
      [7, 'Notes on skill 2'],
      [8, 'Notes on skill 3'],
      [null, 'Notes on skill 4'],
    ]);
    expect(saved.updated_at.getTime()).toBe(
      server.clock.now().getTime() - (server.clock.now().getTime() % 1000),
    );
    expect(await server.readOk(`/assessment/${saved.assessment_id}`, assessmentSchema, manager)).toEqual(
      saved,
    );
    expect((await list('', manager)).data.map((row) => row.assessment_id)).toContain(saved.assessment_id);
  });

  it('refuses what the form must fix, each with its message (400), saving nothing', async () => {
    const count = async () => (await server.db.orm.select({ id: assessment.id }).from(assessment)).length;
    const before = await count();
    const [first, second, third, fourth] = salesAssociate.skillIds as [number, number, number, number];
    const rated = (skill_id: number, rating: number | null = 5) => ({ skill_id, rating, notes: 'ok' });

    expect(
      await issuesOf(await send('POST', '/assessment', { assessment_date: '3/9/2026' }, manager)),
    ).toEqual({
      status: 400,
      issues: [
        { path: 'job_role', message: texts.jobRoleRequired },
        { path: 'assessee', message: texts.assesseeRequired },
        { path: 'assessor_role', message: texts.assessorRoleRequired },
        { path: 'assessment_date', message: texts.dateInvalid },
        { path: 'skills', message: texts.skillsRequired },
      ],
    });
    expect(
      await issuesOf(
        await send(
          'POST',
          '/assessment',
          form({
            assessor_role: { id: 9 },
            assessment_date: '02/30/2026',
            skills: [
              { skill_id: first, rating: 11, notes: 'x' },
              { skill_id: second, rating: 'N/A' as never, notes: ' <> ' },
            ],
          }),
          manager,
        ),
      ),
    ).toEqual({
      status: 400,
      issues: [
        { path: 'assessor_role.id', message: texts.assessorRoleRequired },
        { path: 'assessment_date', message: texts.dateInvalid },
        { path: 'skills.0.rating', message: texts.ratingInvalid },
        { path: 'skills.1.rating', message: texts.ratingInvalid },
        { path: 'skills.1.notes', message: texts.notesRequired },
      ],
    });
    expect(await issuesOf(await send('POST', '/assessment', form({ skills: [] }), manager))).toEqual({
      status: 400,
      issues: [{ path: 'skills', message: texts.skillsRequired }],
    });
    // Choices that do not exist.
    expect(
      await issuesOf(
        await send(
          'POST',
          '/assessment',
          form({ job_role: { id: 999_999 }, assessee: { id: 999_999 } }),
          manager,
        ),
      ),
    ).toEqual({
      status: 400,
      issues: [
        { path: 'job_role.id', message: texts.jobRoleRequired },
        { path: 'assessee.id', message: texts.assesseeRequired },
      ],
    });
    // Skills that are not the job role's, rated twice, or left out.
    expect(
      await issuesOf(
        await send(
          'POST',
          '/assessment',
          form({ skills: [rated(first), rated(999_999), rated(first), rated(third)] }),
          manager,
        ),
      ),
    ).toEqual({
      status: 400,
      issues: [
        { path: 'skills.1.skill_id', message: texts.skillNotInJobRole },
        { path: 'skills.2.skill_id', message: texts.skillRatedTwice },
        { path: 'skills', message: formatMessage(texts.skillNotRated, { name: 'Active listening' }) },
        { path: 'skills', message: formatMessage(texts.skillNotRated, { name: 'Needs analysis' }) },
      ],
    });
    expect(fourth).toBeGreaterThan(0);
    expect(await count()).toBe(before);
  });

  it('lets only the allowed assessor roles through (who may assess whom)', async () => {
    const refusal = async (as: SignedIn, assesseeId: number, roleId: number) => {
      const response = await send(
        'POST',
        '/assessment',
        form({ assessee: { id: assesseeId }, assessor_role: { id: roleId } }),
        as,
      );
      if (response.status === 201) return 'saved';
      const { issues } = await issuesOf(response);
      return issues?.find((issue) => issue.path === 'assessor_role.id')?.message;
    };
    const refusals = texts.assessorRoleRefusals;
    // manager (4) leads learner (1); admin (2) leads manager.
    expect(await refusal(manager, admin.user_id, 2)).toBe(refusals.managerOfAssessee);
    expect(await refusal(manager, learner.user_id, 1)).toBe(refusals.selfOnly);
    expect(await refusal(manager, manager.user_id, 3)).toBe(refusals.notSelf);
    expect(await refusal(learner, manager.user_id, 4)).toBe(refusals.instructorOnly);
    expect(await refusal(manager, manager.user_id, 1)).toBe('saved');
    expect(await refusal(learner, manager.user_id, 3)).toBe('saved');
    expect(await refusal(instructor, learner.user_id, 4)).toBe('saved');
    expect(await refusal(admin, manager.user_id, 2)).toBe('saved');
  });

  it('edits an assessment by its assessor only; the last update moves', async () => {
    const created = await readJson(await send('POST', '/assessment', form(), manager), assessmentSchema);
    server.clock.advance(60_000);
    const changed = form({
      assessment_date: '03/10/2026',
      skills: form().skills.map((skill, index) => ({
        ...skill,
        rating: index === 0 ? null : 2,
        notes: 'Edited',
      })),
    });
    const response = await send('PUT', `/assessment/${created.assessment_id}`, changed, manager);
    expect(response.status).toBe(200);
    const edited = await readJson(response, assessmentSchema);
    expect(edited.assessment_date).toBe('03/10/2026');
    expect(edited.skills.map((skill) => [skill.rating, skill.notes])).toEqual([
      [null, 'Edited'],
      [2, 'Edited'],
      [2, 'Edited'],
      [2, 'Edited'],
    ]);
    expect(edited.updated_at.getTime() - created.updated_at.getTime()).toBe(60_000);
    expect(edited.created_at).toEqual(created.created_at);
    // The manager's list now has it first by last update.
    expect((await list('?sort=last-updated', manager)).data[0]?.assessment_id).toBe(created.assessment_id);

    const byAssessee = await readErrorResponse(
      await send('PUT', `/assessment/${created.assessment_id}`, changed, learner),
    );
    expect([byAssessee.status, byAssessee.body.error.message]).toEqual([403, texts.notAssessor]);
    expect((await readErrorResponse(await send('PUT', '/assessment/999999', changed, manager))).status).toBe(
      404,
    );
    const invalid = await issuesOf(
      await send('PUT', `/assessment/${created.assessment_id}`, form({ assessment_date: '' }), manager),
    );
    expect(invalid).toEqual({
      status: 400,
      issues: [{ path: 'assessment_date', message: texts.dateInvalid }],
    });
  });

  it('creates and saves job roles for segment admins only, with new and known skills', async () => {
    const [firstAid] = (await server.readOk('/skill/search/first', skillListSchema, admin)).data;
    if (!firstAid) throw new Error('demo skill missing');
    const body = {
      name: ' Cashier ',
      skills: [{ skill_id: firstAid.skill_id, name: firstAid.name }, { name: 'Cash handling!' }],
    };
    for (const response of [
      await send('POST', '/job_role', body, learner),
      await send('PUT', `/job_role/${salesAssociate.id}`, body, learner),
    ]) {
      const { status, body: error } = await readErrorResponse(response);
      expect([status, error.error.message]).toEqual([403, 'Only segment admins may do this.']);
    }

    const response = await send('POST', '/job_role', body, admin);
    expect(response.status).toBe(201);
    const created = jobRoleSchema.parse(await response.json());
    expect(created.name).toBe('Cashier');
    expect(created.skills.map((skill) => skill.name)).toEqual(['First aid', 'Cash handling']);
    expect(created.skills[0]?.skill_id).toBe(firstAid.skill_id);
    // The new skill is a skill like the others.
    expect(
      (await server.readOk('/skill/search/cash', skillListSchema, admin)).data.map((skill) => skill.name),
    ).toEqual(['Cash handling']);

    const taken = await readErrorResponse(
      await send('POST', '/job_role', { ...body, name: 'CASHIER' }, admin),
    );
    expect([taken.status, taken.body.error.issues]).toEqual([
      409,
      [{ path: 'name', message: texts.jobRoleNameTaken }],
    ]);

    expect(
      await issuesOf(
        await send(
          'POST',
          '/job_role',
          { name: 'C', skills: [{ name: 'Till' }, { name: 'TILL' }, { skill_id: 999_999, name: 'Gone' }] },
          admin,
        ),
      ),
    ).toEqual({
      status: 400,
      issues: [
        { path: 'name', message: formatMessage(messages.validation.minLength, { minlength: 2 }) },
        { path: 'skills.1.name', message: texts.skillDuplicate },
      ],
    });
    expect(
      await issuesOf(
        await send(
          'POST',
          '/job_role',
          {
            name: 'Stock Clerk',
            skills: [{ name: 'Shelf stacking' }, { skill_id: 999_999, name: 'Gone' }],
          },
          admin,
        ),
      ),
    ).toEqual({ status: 400, issues: [{ path: 'skills.1.skill_id', message: texts.skillNotFound }] });
    // The same skill by id and by its name; a refused save adds neither the job role nor its new skills.
    expect(
      await issuesOf(
        await send(
          'POST',
          '/job_role',
          {
            name: 'Stock Clerk',
            skills: [{ skill_id: firstAid.skill_id, name: 'Typed' }, { name: 'FIRST aid' }],
          },
          admin,
        ),
      ),
    ).toEqual({ status: 400, issues: [{ path: 'skills.1.name', message: texts.skillDuplicate }] });
    expect((await server.readOk('/skill/search/shelf', skillListSchema, admin)).data).toEqual([]);
    expect((await server.readOk('/job_role/search/clerk', jobRoleListSchema, admin)).data).toEqual([]);
    expect(
      await issuesOf(await send('POST', '/job_role', { name: 'Stock Clerk', skills: [] }, admin)),
    ).toEqual({
      status: 400,
      issues: [{ path: 'skills', message: texts.jobRoleSkillsRequired }],
    });

    // Rename, reorder, drop one and add one: a kept skill keeps its row id.
    const saved = await send(
      'PUT',
      `/job_role/${created.id}`,
      {
        name: 'Senior Cashier',
        skills: [{ name: 'Customer greeting' }, { skill_id: firstAid.skill_id, name: 'First aid' }],
      },
      admin,
    );
    expect(saved.status).toBe(200);
    const edited = jobRoleSchema.parse(await saved.json());
    expect(edited.name).toBe('Senior Cashier');
    expect(edited.skills.map((skill) => skill.name)).toEqual(['Customer greeting', 'First aid']);
    expect(edited.skills[1]?.id).toBe(created.skills[0]?.id);
    const sameName = await readErrorResponse(
      await send(
        'PUT',
        `/job_role/${created.id}`,
        { name: 'sales associate', skills: [{ name: 'Till' }] },
        admin,
      ),
    );
    expect(sameName.status).toBe(409);
    expect((await readErrorResponse(await send('PUT', '/job_role/999999', body, admin))).status).toBe(404);
  });

  it('keeps the ratings of a skill its job role drops, and asks the edit to rate the current skills', async () => {
    const role = jobRoleSchema.parse(
      await (
        await send(
          'POST',
          '/job_role',
          { name: 'Greeter', skills: [{ name: 'Customer greeting' }, { name: 'Active listening' }] },
          admin,
        )
      ).json(),
    );
    const [greeting, listening] = role.skills.map((skill) => skill.skill_id) as [number, number];
    const rate = (ids: number[]) => ids.map((skill_id) => ({ skill_id, rating: 5, notes: 'Fine' }));
    const created = await readJson(
      await send(
        'POST',
        '/assessment',
        form({ job_role: { id: role.id }, skills: rate([greeting, listening]) }),
        manager,
      ),
      assessmentSchema,
    );
    await send(
      'PUT',
      `/job_role/${role.id}`,
      { name: 'Greeter', skills: [{ skill_id: greeting, name: 'Customer greeting' }] },
      admin,
    );
    const read = await server.readOk(`/assessment/${created.assessment_id}`, assessmentSchema, manager);
    expect(read.skills.map((skill) => skill.skill_id)).toEqual([greeting, listening]);
    expect(read.job_role.skills.map((skill) => skill.skill_id)).toEqual([greeting]);
    const stale = await issuesOf(
      await send(
        'PUT',
        `/assessment/${created.assessment_id}`,
        form({ job_role: { id: role.id }, skills: rate([greeting, listening]) }),
        manager,
      ),
    );
    expect(stale).toEqual({
      status: 400,
      issues: [{ path: 'skills.1.skill_id', message: texts.skillNotInJobRole }],
    });
    const current = await send(
      'PUT',
      `/assessment/${created.assessment_id}`,
      form({ job_role: { id: role.id }, skills: rate([greeting]) }),
      manager,
    );
    expect(current.status).toBe(200);
  });
});
