/** Inserts the demo job roles and assessments (demo-assessments.ts); runs after the demo skills and users. */
import type { Orm } from '../db/database';
import { assessment, assessmentRating, jobRole, jobRoleSkill, skill } from '../db/schema';
import { daysBefore } from '../lib/calendar';
import { buildDemoAssessments, demoJobRoles } from './demo-assessments';
import type { DemoUser } from './demo-data';

export async function seedDemoAssessments(db: Orm, now: Date, users: readonly DemoUser[]): Promise<void> {
  const skills = await db.select({ id: skill.id, name: skill.name }).from(skill);
  const skillId = (name: string) => {
    const found = skills.find((row) => row.name === name);
    if (!found) throw new Error(`demo skill ${name} missing`);
    return found.id;
  };
  const userId = (username: string) => {
    const found = users.find((user) => user.username === username);
    if (!found) throw new Error(`demo user ${username} missing`);
    return found.id;
  };
  const jobRoleIds = new Map<string, number>();
  for (const role of demoJobRoles) {
    const [row] = await db
      .insert(jobRole)
      .values({ name: role.name, createdAt: daysBefore(now, 40), updatedAt: daysBefore(now, 40) })
      .returning({ id: jobRole.id });
    if (!row) throw new Error('job_role insert returned no row');
    jobRoleIds.set(role.name, row.id);
    await db
      .insert(jobRoleSkill)
      .values(role.skills.map((name, position) => ({ jobRoleId: row.id, skillId: skillId(name), position })));
  }
  for (const planned of buildDemoAssessments(now)) {
    const [row] = await db
      .insert(assessment)
      .values({
        jobRoleId: jobRoleIds.get(planned.jobRoleName) ?? 0,
        assesseeId: userId(planned.assesseeUsername),
        assessorId: userId(planned.assessorUsername),
        assessorRoleId: planned.assessorRoleId,
        assessmentDate: planned.assessmentDate,
        createdAt: planned.createdAt,
        updatedAt: planned.updatedAt,
      })
      .returning({ id: assessment.id });
    if (!row) throw new Error('assessment insert returned no row');
    await db.insert(assessmentRating).values(
      planned.ratings.map((rating, position) => ({
        assessmentId: row.id,
        skillId: skillId(rating.skill),
        position,
        rating: rating.rating,
        notes: rating.notes,
      })),
    );
  }
}
