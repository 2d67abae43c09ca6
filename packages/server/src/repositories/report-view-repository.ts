/** Saved report views (0025): per user, names unique per user without regard to case. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { reportView } from '../db/schema';

export type ReportViewFields = {
  name: string;
  url: string;
  filters: Record<string, string>;
  breadcrumbs: { label: string; url: string }[];
};

const columns = {
  view_id: reportView.id,
  name: reportView.name,
  url: reportView.url,
  filters: reportView.filters,
  breadcrumbs: reportView.breadcrumbs,
  created_at: reportView.createdAt,
  updated_at: reportView.updatedAt,
};

/** The user's views, most recently saved first. */
export function listViews(db: Orm, userId: number) {
  return db
    .select(columns)
    .from(reportView)
    .where(eq(reportView.userId, userId))
    .orderBy(desc(reportView.updatedAt), desc(reportView.id));
}

export async function findView(db: Orm, userId: number, viewId: number) {
  const [row] = await db
    .select(columns)
    .from(reportView)
    .where(and(eq(reportView.userId, userId), eq(reportView.id, viewId)));
  return row;
}

/** The user's view of that name (any case), read for update so two saves of one name take turns. */
export async function findViewByName(db: Orm, userId: number, name: string) {
  const [row] = await db
    .select({ id: reportView.id })
    .from(reportView)
    .where(and(eq(reportView.userId, userId), sql`lower(${reportView.name}) = lower(${name})`))
    .for('update');
  return row;
}

export async function insertView(db: Orm, userId: number, fields: ReportViewFields, at: Date) {
  const [row] = await db
    .insert(reportView)
    .values({ userId, ...fields, createdAt: at, updatedAt: at })
    .returning(columns);
  return row;
}

export async function updateView(db: Orm, viewId: number, fields: ReportViewFields, at: Date) {
  const [row] = await db
    .update(reportView)
    .set({ ...fields, updatedAt: at })
    .where(eq(reportView.id, viewId))
    .returning(columns);
  return row;
}

/** Serialises saves of one user's views (two first saves of one name would both find none). */
export async function lockUserViews(db: Orm, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`report_view:${userId}`}))`);
}
