/**
 * Name-taken checks (001 section 5): a segment's, seglet's, content's or badge's name and short name must not be
 * used by another item of the same type that is not archived, without regard to case. The similar-name lookup
 * (GET /search/similar/type/{type}) and every create or save ask the same question here.
 */
import { publicationStatus } from '@segno/domain';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/database';
import { badge, content, plan, seglet, segment } from '../db/schema';

export type NamedObjectType = 'segment' | 'seglet' | 'content' | 'badge' | 'plan';

export type NameCheck = {
  /** Blank names are never taken. */
  name?: string;
  shortName?: string;
  /** The item being edited, which may keep its own names. */
  excludeId?: number;
};

export type TakenNames = { nameTaken: boolean; shortNameTaken: boolean };

type NamedTable = { id: PgColumn; name: PgColumn; shortName: PgColumn; status: PgColumn };

const namedTables: Record<NamedObjectType, NamedTable> = {
  segment: { id: segment.id, name: segment.name, shortName: segment.shortName, status: segment.status },
  seglet: { id: seglet.id, name: seglet.name, shortName: seglet.shortName, status: seglet.status },
  content: { id: content.id, name: content.name, shortName: content.shortName, status: content.status },
  badge: { id: badge.id, name: badge.name, shortName: badge.shortName, status: badge.status },
  // Issue 9: a plan's name and short name (002 section 5).
  plan: { id: plan.id, name: plan.planName, shortName: plan.planShortName, status: plan.status },
};

const tableOf = { segment, seglet, content, badge, plan } as const;

export async function findTakenNames(
  orm: Orm,
  type: NamedObjectType,
  { name, shortName, excludeId }: NameCheck,
): Promise<TakenNames> {
  const columns = namedTables[type];
  const isTaken = async (column: PgColumn, value: string | undefined): Promise<boolean> => {
    const wanted = value?.trim().toLowerCase();
    if (!wanted) return false;
    const conditions: SQL[] = [
      eq(sql`lower(${column})`, wanted),
      ne(columns.status, publicationStatus.archived),
    ];
    if (excludeId !== undefined) conditions.push(ne(columns.id, excludeId));
    const rows = await orm
      .select({ id: columns.id })
      .from(tableOf[type])
      .where(and(...conditions))
      .limit(1);
    return rows.length > 0;
  };
  const [nameTaken, shortNameTaken] = await Promise.all([
    isTaken(columns.name, name),
    isTaken(columns.shortName, shortName),
  ]);
  return { nameTaken, shortNameTaken };
}
