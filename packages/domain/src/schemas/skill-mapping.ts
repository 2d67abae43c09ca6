/** Skill mapping calls (issue 8): the skill search, and a content's skills read and saved as one list. */
import { isSkillLevel, keptSkills, skillLimits } from '../authoring/skill-rules';
import { formatMessage } from '../messages';
import { adminMessages } from '../messages-admin';
import { z } from '../zod';

export const skillSchema = z.object({ skill_id: z.int(), name: z.string() });
export type Skill = z.infer<typeof skillSchema>;

/** GET /skill?searchTerm=&_limit= */
export const skillSearchQuerySchema = z.object({
  searchTerm: z._default(z.string().check(z.maxLength(skillLimits.nameMaxLength)), ''),
  _limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)),
    skillLimits.suggestionLimit,
  ),
});
export const skillListSchema = z.object({ data: z.array(skillSchema) });
export type SkillList = z.infer<typeof skillListSchema>;

export const contentSkillSchema = z.object({
  skill_id: z.int(),
  minimum_skill_level: z.int(),
  skill_name: z.string(),
});
export type ContentSkill = z.infer<typeof contentSkillSchema>;

/** GET /content/{id}/skill and the answer of the PUT. */
export const contentSkillListSchema = z.object({ data: z.array(contentSkillSchema) });
export type ContentSkillList = z.infer<typeof contentSkillListSchema>;

export const skillLevelRangeMessage = formatMessage(adminMessages.schedule.skillLevelRange, {
  min: skillLimits.levelRange.min,
  max: skillLimits.levelRange.max,
});

/**
 * PUT /content/{id}/skill: the whole list. Incomplete rows are dropped (001 section 5); a kept row's level must be
 * within the range.
 */
export const contentSkillsSaveSchema = z.object({
  content_skills: z
    .pipe(
      z.array(z.record(z.string(), z.unknown())).check(z.maxLength(200)),
      z.transform((rows) => keptSkills(rows)),
    )
    .check(
      z.superRefine((rows, context) => {
        rows.forEach((row, index) => {
          if (!isSkillLevel(row.minimum_skill_level))
            context.addIssue({
              code: 'custom',
              path: [index, 'minimum_skill_level'],
              message: skillLevelRangeMessage,
            });
        });
      }),
    ),
});
export type ContentSkillsSave = z.output<typeof contentSkillsSaveSchema>;
