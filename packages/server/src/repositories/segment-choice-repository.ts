/** The segments an admin can choose from (a badge's segment, the content list's segment filter). */
import { publicationStatus } from '@segno/domain';
import { asc, ne } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { segment } from '../db/schema';

const { archived } = publicationStatus;

/** Segments that are not archived, by name. */
export async function listBadgeSegments(db: Orm) {
  return db
    .select({ id: segment.id, name: segment.name })
    .from(segment)
    .where(ne(segment.status, archived))
    .orderBy(asc(segment.name), asc(segment.id));
}
