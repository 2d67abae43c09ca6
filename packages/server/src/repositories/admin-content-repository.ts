/**
 * Contents as the admin reads and writes them (001 sections 3 and 7): every status, with the names of its
 * segment and seglet and its owner's e-mail; the search list; content owners by e-mail; codes in use.
 */
import { publicationStatus } from '@segno/domain';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/database';
import { appUser, content, seglet, segment, segnocode } from '../db/schema';
import { containsPattern } from './sql-patterns';

export type ContentInsert = typeof content.$inferInsert;
export type ContentChanges = Partial<Omit<ContentInsert, 'id' | 'createdAt'>>;

const owner = alias(appUser, 'content_owner');

const adminContentColumns = {
  id: content.id,
  name: content.name,
  shortName: content.shortName,
  description: content.description,
  type: content.type,
  subType: content.subType,
  objectType: content.objectType,
  url: content.url,
  imageFile: content.imageFile,
  points: content.points,
  estimatedMinutes: content.estimatedMinutes,
  ownerEmail: owner.email,
  preferredBrowser: content.preferredBrowser,
  language: content.language,
  status: content.status,
  segmentId: content.segmentId,
  segmentName: segment.name,
  segletId: content.segletId,
  segletName: seglet.name,
  segnocode: content.segnocode,
  segnocodeGenMode: content.segnocodeGenMode,
  recurrence: content.recurrence,
  recurrenceYears: content.recurrenceYears,
  // Launch and expiration, expertise (0016)
  startDate: content.startDate,
  expirationDate: content.expirationDate,
  expertise: content.expertise,
  createdAt: content.createdAt,
  updatedAt: content.updatedAt,
};

function selectAdminContents(db: Orm) {
  return db
    .select(adminContentColumns)
    .from(content)
    .leftJoin(segment, eq(segment.id, content.segmentId))
    .leftJoin(seglet, eq(seglet.id, content.segletId))
    .leftJoin(owner, eq(owner.id, content.contentOwnerUserId));
}

export async function findAdminContent(db: Orm, contentId: number) {
  const [row] = await selectAdminContents(db).where(eq(content.id, contentId));
  return row;
}

export type AdminContentRow = NonNullable<Awaited<ReturnType<typeof findAdminContent>>>;

export type AdminContentFilter = {
  term: string;
  statuses: number[];
  /** Any of these types, segments; none: any. */
  types?: number[];
  segmentIds?: number[];
  limit: number;
  offset: number;
};

/**
 * Newest first; archived only when asked for; the term matches the name or short name, ignoring case; narrowed
 * to the types and segments asked for.
 */
export async function listAdminContents(db: Orm, query: AdminContentFilter) {
  const conditions: SQL[] = [
    // Parts of a content are authored inside it, never listed on their own.
    ne(content.objectType, 'contentPart'),
    query.statuses.length > 0
      ? inArray(content.status, query.statuses)
      : ne(content.status, publicationStatus.archived),
  ];
  if (query.types?.length) conditions.push(inArray(content.type, query.types));
  if (query.segmentIds?.length) conditions.push(inArray(content.segmentId, query.segmentIds));
  const term = query.term.trim();
  if (term) {
    const pattern = containsPattern(term);
    conditions.push(or(ilike(content.name, pattern), ilike(content.shortName, pattern)) as SQL);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectAdminContents(db)
      .where(where)
      .orderBy(desc(content.createdAt), desc(content.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(content).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The contents of the seglets, not archived and not parts, by name. */
export async function listSegletsContents(db: Orm, segletIds: readonly number[]) {
  if (segletIds.length === 0) return [];
  return selectAdminContents(db)
    .where(
      and(
        inArray(content.segletId, [...segletIds]),
        ne(content.objectType, 'contentPart'),
        ne(content.status, publicationStatus.archived),
      ),
    )
    .orderBy(asc(content.name), asc(content.id));
}

/** Contents, not archived and not parts, whose name or short name holds the term (of one type): a page, by name. */
export async function searchContentsByName(db: Orm, term: string, type: number | undefined, limit: number) {
  const pattern = containsPattern(term);
  return selectAdminContents(db)
    .where(
      and(
        ne(content.objectType, 'contentPart'),
        ne(content.status, publicationStatus.archived),
        or(ilike(content.name, pattern), ilike(content.shortName, pattern)),
        type === undefined ? undefined : eq(content.type, type),
      ),
    )
    .orderBy(asc(content.name), asc(content.id))
    .limit(limit);
}

export async function insertContent(db: Orm, values: Omit<ContentInsert, 'id'>): Promise<number> {
  const [row] = await db.insert(content).values(values).returning({ id: content.id });
  if (!row) throw new Error('The content was not inserted');
  return row.id;
}

export async function updateContent(db: Orm, contentId: number, changes: ContentChanges): Promise<void> {
  await db.update(content).set(changes).where(eq(content.id, contentId));
}

/** The row as stored, for comparing a save with it; locked, so two saves of one content run one after the other. */
export async function findContentForUpdate(db: Orm, contentId: number) {
  const [row] = await db.select().from(content).where(eq(content.id, contentId)).for('update');
  return row;
}

/** Users whose company e-mail is exactly this one, ignoring case (0 or 1: the column is unique by lower case). */
export async function findUsersByEmail(db: Orm, email: string) {
  return db
    .select({
      userId: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      email: appUser.email,
    })
    .from(appUser)
    .where(eq(sql`lower(${appUser.email})`, email.trim().toLowerCase()))
    .limit(1);
}

/** The segment a seglet belongs to (null when it has none); undefined when there is no such seglet. */
export async function findSegletSegment(db: Orm, segletId: number) {
  const [row] = await db.select({ segmentId: seglet.segmentId }).from(seglet).where(eq(seglet.id, segletId));
  return row;
}

export async function segmentExists(db: Orm, segmentId: number): Promise<boolean> {
  const rows = await db.select({ id: segment.id }).from(segment).where(eq(segment.id, segmentId));
  return rows.length > 0;
}

/** Whether a code already finishes a content or is handed out as a redeemable code. */
export async function isSegnocodeInUse(db: Orm, code: string): Promise<boolean> {
  const [onContent, redeemable] = await Promise.all([
    db.select({ id: content.id }).from(content).where(eq(content.segnocode, code)).limit(1),
    db.select({ code: segnocode.code }).from(segnocode).where(eq(segnocode.code, code)).limit(1),
  ]);
  return onContent.length > 0 || redeemable.length > 0;
}
