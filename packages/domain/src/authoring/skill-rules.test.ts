import { describe, expect, it } from 'vitest';
import { adminMessages } from '../messages-admin';
import { contentSkillsSaveSchema, skillLevelRangeMessage } from '../schemas/skill-mapping';
import { isSkillLevel, keptSkills } from './skill-rules';

describe('keptSkills (001 section 5: numeric skill_id and minimum level and a skill name)', () => {
  it.each([
    [{ skill_id: 1, minimum_skill_level: 3, skill_name: 'Listening' }, true],
    [{ skill_id: '1', minimum_skill_level: 3, skill_name: 'Listening' }, false],
    [{ skill_id: 1, minimum_skill_level: null, skill_name: 'Listening' }, false],
    [{ skill_id: 1, minimum_skill_level: 2.5, skill_name: 'Listening' }, false],
    [{ skill_id: 1, minimum_skill_level: 3, skill_name: '  ' }, false],
    [{ skill_id: 1, minimum_skill_level: 3 }, false],
  ])('%o kept: %s', (row, isKept) => {
    expect(keptSkills([row])).toHaveLength(isKept ? 1 : 0);
  });

  it('keeps one row per skill, the last, and trims the name', () => {
    expect(
      keptSkills([
        { skill_id: 1, minimum_skill_level: 3, skill_name: 'Listening' },
        { skill_id: 2, minimum_skill_level: 5, skill_name: ' Safety ' },
        { skill_id: 1, minimum_skill_level: 7, skill_name: 'Listening' },
      ]),
    ).toEqual([
      { skill_id: 2, minimum_skill_level: 5, skill_name: 'Safety' },
      { skill_id: 1, minimum_skill_level: 7, skill_name: 'Listening' },
    ]);
  });

  it.each([
    [0, false],
    [1, true],
    [10, true],
    [11, false],
  ])('level %s is a minimum: %s', (level, ok) => {
    expect(isSkillLevel(level)).toBe(ok);
  });
});

describe('contentSkillsSaveSchema', () => {
  it('drops incomplete rows and refuses a level out of range with the message', () => {
    expect(
      contentSkillsSaveSchema.parse({
        content_skills: [{ skill_id: 1, minimum_skill_level: 2, skill_name: 'Listening' }, { skill_id: 2 }],
      }).content_skills,
    ).toEqual([{ skill_id: 1, minimum_skill_level: 2, skill_name: 'Listening' }]);
    const refused = contentSkillsSaveSchema.safeParse({
      content_skills: [{ skill_id: 1, minimum_skill_level: 11, skill_name: 'Listening' }],
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['content_skills.0.minimum_skill_level', skillLevelRangeMessage],
    ]);
    expect(skillLevelRangeMessage).toBe(
      adminMessages.schedule.skillLevelRange.replace('{{min}}', '1').replace('{{max}}', '10'),
    );
  });
});
