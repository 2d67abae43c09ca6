/** Settings (key and JSON value) and categories, the stored part of GET /definition. */
import { asc } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { category, setting } from '../db/schema';

export async function listSettings(db: Orm): Promise<Map<string, unknown>> {
  const rows = await db.select().from(setting);
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function listCategories(db: Orm) {
  return db.select({ id: category.id, name: category.name }).from(category).orderBy(asc(category.name));
}
