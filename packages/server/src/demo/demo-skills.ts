/**
 * Demo skills (0016) for the content wizard's skill-mapping step; issue 10's assessments rate the same skills.
 * Contents start with none mapped.
 */
import type { Orm } from '../db/database';
import { skill } from '../db/schema';

export const demoSkillNames = [
  'Active listening',
  'Customer greeting',
  'Complaint handling',
  'Hazard spotting',
  'Safe lifting',
  'First aid',
  'Product knowledge',
  'Needs analysis',
] as const;

/** Inserts the demo skills; their ids come from the table's identity. */
export async function seedDemoSkills(db: Orm): Promise<void> {
  await db.insert(skill).values(demoSkillNames.map((name) => ({ name })));
}
