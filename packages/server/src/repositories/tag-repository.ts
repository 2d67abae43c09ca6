/** Tags (0013) and the link tables putting them on segments, seglets and contents. */
import type { TaggedKind } from '@segno/domain';
import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { contentTag, planTag, segletTag, segmentTag, tag } from '../db/schema';
import { qualified } from './content-repository';
import { containsPattern } from './sql-patterns';

const links = {
  segment: { table: segmentTag, itemId: segmentTag.segmentId, tagId: segmentTag.tagId },
  seglet: { table: segletTag, itemId: segletTag.segletId, tagId: segletTag.tagId },
  content: { table: contentTag, itemId: contentTag.contentId, tagId: contentTag.tagId },
  plan: { table: planTag, itemId: planTag.planId, tagId: planTag.tagId },
} as const;

const tagColumns = { id: tag.id, name: tag.name };
export type TagRow = { id: number; name: string };

/** Tags whose name holds the term anywhere, ignoring case: names starting with it first, then by name. */
export async function searchTags(db: Orm, term: string, limit: number): Promise<TagRow[]> {
  const lowered = term.trim().toLowerCase();
  return db
    .select(tagColumns)
    .from(tag)
    .where(sql`${tag.name} ilike ${containsPattern(term)}`)
    .orderBy(sql`position(${lowered} in lower(${tag.name}))`, sql`lower(${tag.name})`, asc(tag.id))
    .limit(limit);
}

export async function findTag(db: Orm, tagId: number): Promise<TagRow | undefined> {
  const [row] = await db.select(tagColumns).from(tag).where(eq(tag.id, tagId));
  return row;
}

/** The tag of this name whatever its case (the name is unique by lower case). */
export async function findTagByName(db: Orm, name: string): Promise<TagRow | undefined> {
  const [row] = await db.select(tagColumns).from(tag).where(sql`lower(${tag.name}) = lower(${name})`);
  return row;
}

/** A new tag, or undefined when one of that name (any case) exists, even one added a moment ago by another save. */
export async function insertTag(db: Orm, name: string, at: Date): Promise<TagRow | undefined> {
  const [row] = await db
    .insert(tag)
    .values({ name, createdAt: at })
    .onConflictDoNothing()
    .returning(tagColumns);
  return row;
}

/** The item's tags by name. */
export async function listItemTags(db: Orm, kind: TaggedKind, itemId: number): Promise<TagRow[]> {
  const link = links[kind];
  return db
    .select(tagColumns)
    .from(link.table)
    .innerJoin(tag, eq(tag.id, link.tagId))
    .where(eq(link.itemId, itemId))
    .orderBy(sql`lower(${tag.name})`, asc(tag.id));
}

/** The tags of each of the items, by name: one row per item and tag. */
export async function listItemsTags(
  db: Orm,
  kind: TaggedKind,
  itemIds: readonly number[],
): Promise<(TagRow & { itemId: number })[]> {
  if (itemIds.length === 0) return [];
  const link = links[kind];
  return db
    .select({ itemId: link.itemId, ...tagColumns })
    .from(link.table)
    .innerJoin(tag, eq(tag.id, link.tagId))
    .where(inArray(link.itemId, [...itemIds]))
    .orderBy(sql`lower(${tag.name})`, asc(tag.id));
}

/** The tags on at least one item of the kind, by name. */
export async function listTagsInUse(db: Orm, kind: TaggedKind): Promise<TagRow[]> {
  const link = links[kind];
  return db
    .select(tagColumns)
    .from(tag)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(link.table)
          .where(sql`${link.tagId} = ${qualified(tag, tag.id)}`),
      ),
    )
    .orderBy(sql`lower(${tag.name})`, asc(tag.id));
}

/** Puts the tag on the item; false when it was there already. */
export async function attachTag(db: Orm, kind: TaggedKind, itemId: number, tagId: number): Promise<boolean> {
  const inserted = await insertLink(db, kind, itemId, tagId).onConflictDoNothing().returning();
  return inserted.length > 0;
}

function insertLink(db: Orm, kind: TaggedKind, itemId: number, tagId: number) {
  switch (kind) {
    case 'segment':
      return db.insert(segmentTag).values({ segmentId: itemId, tagId });
    case 'seglet':
      return db.insert(segletTag).values({ segletId: itemId, tagId });
    case 'content':
      return db.insert(contentTag).values({ contentId: itemId, tagId });
    case 'plan':
      return db.insert(planTag).values({ planId: itemId, tagId });
  }
}

/** Takes the tag off the item; false when it was not there. */
export async function detachTag(db: Orm, kind: TaggedKind, itemId: number, tagId: number): Promise<boolean> {
  const link = links[kind];
  const deleted = await db
    .delete(link.table)
    .where(and(eq(link.itemId, itemId), eq(link.tagId, tagId)))
    .returning({ tagId: link.tagId });
  return deleted.length > 0;
}
