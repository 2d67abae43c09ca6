import type { SQL } from 'drizzle-orm';
import type { Orm } from './database';

/** The rows of raw SQL: both drivers (PGlite, node-postgres) answer it with `rows`. */
export async function rowsOf<Row>(db: Orm, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
