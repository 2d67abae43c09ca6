/**
 * The skills of an assessment: each skill of the job role rated once (0 to 10 or N/A) with notes (002 section
 * 5: "skill notes required"). Ours: a rated skill that is not the job role's, or one rated twice, is refused, and
 * so is a skill of the job role left out.
 */
import { formatMessage } from '../messages';
import { assessmentMessages } from '../messages-assessments';
import { stripAngleBrackets } from '../text';
import { assessmentLimits } from './assessment-limits';

export type SkillIssue = { path: (string | number)[]; message: string };

/** Notes' problem after trimming, or undefined; < and > are dropped (000 section 5). */
export function notesProblem(raw: string): string | undefined {
  const text = stripAngleBrackets(raw).trim();
  if (text === '') return assessmentMessages.notesRequired;
  if (text.length > assessmentLimits.notesMaxLength)
    return formatMessage(assessmentMessages.tooLong, { maxlength: assessmentLimits.notesMaxLength });
  return undefined;
}

/**
 * What is wrong with the rated skills against the job role's skills: paths under `skills` (an index of the sent
 * list, or the list itself for a skill left out).
 */
export function ratedSkillIssues(
  jobRoleSkills: readonly { skill_id: number; name: string }[],
  ratedSkillIds: readonly number[],
): SkillIssue[] {
  const issues: SkillIssue[] = [];
  const ofJobRole = new Set(jobRoleSkills.map((skill) => skill.skill_id));
  const seen = new Set<number>();
  ratedSkillIds.forEach((skillId, index) => {
    if (!ofJobRole.has(skillId))
      issues.push({ path: [index, 'skill_id'], message: assessmentMessages.skillNotInJobRole });
    else if (seen.has(skillId))
      issues.push({ path: [index, 'skill_id'], message: assessmentMessages.skillRatedTwice });
    seen.add(skillId);
  });
  for (const skill of jobRoleSkills)
    if (!seen.has(skill.skill_id))
      issues.push({
        path: [],
        message: formatMessage(assessmentMessages.skillNotRated, { name: skill.name }),
      });
  return issues;
}
