/**
 * A seglet's contents as the seglet wizard's contents step lists them (001 section 2). Content has no position
 * inside a seglet, so they come by name.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { content, seglet } from '../db/schema';

/** Whether the seglet exists. */
export async function segletExists(db: Orm, segletId: number): Promise<boolean> {
  const rows = await db.select({ id: seglet.id }).from(seglet).where(eq(seglet.id, segletId));
  return rows.length > 0;
}

/** The ids of the seglet's contents (parts of a content are authored inside it, never listed), by name. */
export async function listSegletContentIds(db: Orm, segletId: number): Promise<number[]> {
  const rows = await db
    .select({ id: content.id })
    .from(content)
    .where(and(eq(content.segletId, segletId), ne(content.objectType, 'contentPart')))
    .orderBy(asc(content.name), asc(content.id));
  return rows.map((row) => row.id);
}
