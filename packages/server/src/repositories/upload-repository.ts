/** Uploaded files (0003): the bytes live on disk, this table records who uploaded what. */
import { eq } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { upload } from '../db/schema';

export type UploadRow = typeof upload.$inferSelect;

export async function insertUpload(db: Orm, values: typeof upload.$inferInsert): Promise<void> {
  await db.insert(upload).values(values);
}

export async function findUpload(db: Orm, name: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(upload).where(eq(upload.name, name));
  return row;
}
