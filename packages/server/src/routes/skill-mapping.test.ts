/**
 * Skill mapping over HTTP (001 sections 3 and 5; 0016): the skill search (2 characters at least), a content's
 * skills saved as one list (incomplete rows dropped, levels 1 to 10, only known skills), one change-log line per
 * change in the same transaction, and 403 for learners on every call.
 */
import {
  adminMessages,
  contentSkillListSchema,
  skillLevelRangeMessage,
  skillListSchema,
} from '@segno/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, contentSkill } from '../db/schema';
import { demoSkillNames } from '../demo/demo-skills';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const contentId = 12;

describe('skill mapping', () => {
  let server: TestServer;
  let admin: SignedIn;
  let learner: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, learner] = await Promise.all([server.signIn('admin'), server.signIn('learner')]);
  });
  afterAll(() => server.close());

  const put = (body: unknown, as: SignedIn = admin, id = contentId) =>
    server.request(`/content/${id}/skill`, {
      method: 'PUT',
      as,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const changes = () =>
    server.db.orm
      .select({ detail: changeLog.detail })
      .from(changeLog)
      .where(and(eq(changeLog.objectType, 'content'), eq(changeLog.objectId, contentId)))
      .orderBy(asc(changeLog.id));
  const search = (term: string) =>
    server.readOk(`/skill?searchTerm=${encodeURIComponent(term)}`, skillListSchema, admin);

  it('answers 403 to a learner on every call', async () => {
    for (const response of [
      await server.request('/skill?searchTerm=lis', { as: learner }),
      await server.request(`/content/${contentId}/skill`, { as: learner }),
      await put({ content_skills: [] }, learner),
    ])
      expect((await readErrorResponse(response)).status).toBe(403);
  });

  it('searches skills from 2 characters, in any case', async () => {
    expect((await search('l')).data).toEqual([]);
    const found = await search('LI');
    expect(found.data.map((skill) => skill.name)).toEqual([
      'Active listening',
      'Complaint handling',
      'Safe lifting',
    ]);
    expect(demoSkillNames).toContain('Active listening');
  });

  it('saves the list, drops incomplete rows, reads it back and logs one change', async () => {
    const [listening] = (await search('listening')).data;
    const [lifting] = (await search('lifting')).data;
    if (!listening || !lifting) throw new Error('demo skills missing');
    const before = (await changes()).length;
    const response = await put({
      content_skills: [
        { skill_id: lifting.skill_id, minimum_skill_level: 4, skill_name: lifting.name },
        { skill_id: listening.skill_id, minimum_skill_level: 7, skill_name: 'a name the client had' },
        // Kept only with a numeric id and level and a name (001 section 5).
        { skill_id: 'x', minimum_skill_level: 3, skill_name: 'Bad' },
        { skill_id: listening.skill_id, minimum_skill_level: 3 },
      ],
    });
    expect(response.status).toBe(200);
    const expected = [
      { skill_id: listening.skill_id, minimum_skill_level: 7, skill_name: 'Active listening' },
      { skill_id: lifting.skill_id, minimum_skill_level: 4, skill_name: 'Safe lifting' },
    ];
    expect(contentSkillListSchema.parse(await response.json()).data).toEqual(expected);
    expect((await server.readOk(`/content/${contentId}/skill`, contentSkillListSchema, admin)).data).toEqual(
      expected,
    );
    expect((await changes()).slice(before)).toEqual([{ detail: 'content_skills' }]);
    // The same list again: no new line.
    await put({ content_skills: expected });
    expect(await changes()).toHaveLength(before + 1);
  });

  it('refuses a level out of range and an unknown skill (400), saving nothing', async () => {
    const stored = await server.db.orm
      .select()
      .from(contentSkill)
      .where(eq(contentSkill.contentId, contentId));
    const before = (await changes()).length;
    const badLevel = await readErrorResponse(
      await put({
        content_skills: [{ skill_id: 1, minimum_skill_level: 0, skill_name: 'Active listening' }],
      }),
    );
    expect(badLevel.status).toBe(400);
    expect(badLevel.body.error.issues).toEqual([
      { path: 'content_skills.0.minimum_skill_level', message: skillLevelRangeMessage },
    ]);
    const unknown = await readErrorResponse(
      await put({ content_skills: [{ skill_id: 999_999, minimum_skill_level: 2, skill_name: 'Nope' }] }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.issues).toEqual([
      { path: 'content_skills.0.skill_id', message: adminMessages.schedule.unknownSkill },
    ]);
    expect(
      await server.db.orm.select().from(contentSkill).where(eq(contentSkill.contentId, contentId)),
    ).toEqual(stored);
    expect(await changes()).toHaveLength(before);
  });

  it('answers 404 for a content that does not exist', async () => {
    expect((await readErrorResponse(await put({ content_skills: [] }, admin, 999_999))).status).toBe(404);
    expect(
      (await readErrorResponse(await server.request('/content/999999/skill', { as: admin }))).status,
    ).toBe(404);
  });

  it('clears the list with an empty one', async () => {
    const response = await put({ content_skills: [] });
    expect(contentSkillListSchema.parse(await response.json()).data).toEqual([]);
  });
});
