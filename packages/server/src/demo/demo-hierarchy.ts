/**
 * Seeds the demo org hierarchy (issue 10), `demoHierarchy` of demo-workplace.ts, with its explicit ids.
 */
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { reportDistrict, reportRegion, reportStore } from '../db/schema';
import { demoHierarchy } from './demo-workplace';

export async function seedDemoHierarchy(db: Orm): Promise<void> {
  await db.insert(reportRegion).values([...demoHierarchy.regions]);
  await db.insert(reportDistrict).values([...demoHierarchy.districts]);
  await db.insert(reportStore).values([...demoHierarchy.stores]);
  // Explicit ids: move the identities past them, so regions made later get fresh ids.
  for (const table of ['report_region', 'report_district', 'report_store']) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
    );
  }
}
