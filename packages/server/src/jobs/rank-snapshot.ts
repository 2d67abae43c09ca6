/**
 * The daily rank snapshot behind rank_change: the rank of every learner, taken once per UTC day. The server
 * runs it at start and hourly; a day that already has its snapshot is left alone, so several servers on one
 * database (or a restart) take it once.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { utcDayString } from '../lib/calendar';
import { hasRankSnapshot } from '../repositories/rank-snapshot-days';
import { recordRankSnapshot } from '../repositories/rank-snapshot-repository';

const snapshotLockKey = 74_260_003;
const hourMs = 60 * 60 * 1000;

/** Takes today's snapshot unless it exists; answers whether it took one. */
export async function takeRankSnapshotIfMissing(db: Database, now: Date): Promise<boolean> {
  const day = utcDayString(now);
  return db.orm.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${snapshotLockKey})`);
    if (await hasRankSnapshot(tx, day)) return false;
    // The ledger as it stands, awards made at this very moment included.
    await recordRankSnapshot(tx, day, new Date(now.getTime() + 1));
    return true;
  });
}

/** Runs the snapshot now and every hour; call the returned function to stop. */
export function startRankSnapshots(db: Database, now: () => Date = () => new Date()): () => void {
  const run = () => {
    takeRankSnapshotIfMissing(db, now()).catch((error: unknown) => {
      console.error('The rank snapshot failed:', error);
    });
  };
  run();
  const timer = setInterval(run, hourMs);
  timer.unref();
  return () => clearInterval(timer);
}
