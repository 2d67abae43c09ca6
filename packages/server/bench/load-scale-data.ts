/**
 * Bulk-loads a company-sized data set with set-based SQL (generate_series), never row by row: learners,
 * segments with medals and badges, contents, completions, the ledger that matches them, the running totals
 * (learner_score, segment_score), earned medals and badges, and yesterday's rank snapshot.
 */
import type { Database } from '../src/db/database';
import { printLine } from './timing';

export type ScaleSize = { learners: number; completions: number };

const segmentCount = 20;
const contentCount = 1000;

/** Scrambles a series number into 0..modulo-1, so completions spread over users and contents. */
const spread = (series: string, multiplier: number, modulo: number) =>
  `(((${series})::bigint * ${multiplier}) % ${modulo})::int`;

/**
 * Two statements: the first drops the tables' foreign keys and indexes (their primary keys stay), remembering
 * them; the second, after a bulk load, creates them again, each in one pass over the loaded rows.
 */
export function deferKeysAndIndexes(tables: readonly string[]): { defer: string; restore: string } {
  const names = tables.map((table) => `'${table}'`).join(', ');
  const regclasses = tables.map((table) => `'${table}'::regclass`).join(', ');
  return {
    defer: `CREATE TABLE bench_deferred_ddl AS
         SELECT format('ALTER TABLE %s ADD CONSTRAINT %I %s', conrelid::regclass, conname,
                       pg_get_constraintdef(oid)) AS ddl, 2 AS step,
                format('ALTER TABLE %s DROP CONSTRAINT %I', conrelid::regclass, conname) AS undo
         FROM pg_constraint
         WHERE contype = 'f' AND conrelid IN (${regclasses})
         UNION ALL
         SELECT indexdef, 1, format('DROP INDEX %I', indexname)
         FROM pg_indexes
         WHERE schemaname = current_schema() AND tablename IN (${names})
           AND indexname NOT LIKE '%\\_pkey';
       DO $$ DECLARE deferred record; BEGIN
         FOR deferred IN SELECT undo FROM bench_deferred_ddl LOOP EXECUTE deferred.undo; END LOOP;
       END $$;`,
    restore: `DO $$ DECLARE deferred record; BEGIN
         FOR deferred IN SELECT ddl FROM bench_deferred_ddl ORDER BY step LOOP EXECUTE deferred.ddl; END LOOP;
       END $$;
       DROP TABLE bench_deferred_ddl;`,
  };
}

function loadStatements({ learners, completions }: ScaleSize): [string, string][] {
  const bigTables = deferKeysAndIndexes(['completion', 'point_award']);
  return [
    [
      'segments, medals and badges',
      `INSERT INTO segment (id, name, short_name, status)
         SELECT s, 'Segment ' || s, 'S' || s, 2 FROM generate_series(1, ${segmentCount}) s;
       -- A learner earns about 160 points per segment (10th to 90th percentile: 60 to 260): most reach
       -- bronze at 100, many silver at 200, a few gold at 300.
       INSERT INTO medal (segment_id, level, points_needed, status)
         SELECT s, level, level * 100, 2
         FROM generate_series(1, ${segmentCount}) s, generate_series(1, 3) level;
       INSERT INTO badge (name, segment_id, status, medal_id)
         SELECT 'Gold in segment ' || segment_id, segment_id, 2, id FROM medal WHERE level = 3;`,
    ],
    [
      'contents',
      `INSERT INTO content (id, name, type, points, status, segment_id)
         SELECT c, 'Content ' || c, 1, 10 * (1 + c % 12), 2, 1 + c % ${segmentCount}
         FROM generate_series(1, ${contentCount}) c;`,
    ],
    [
      `${learners} learners`,
      // 1 in 100 is disabled and 1 in 100 is not a learner: both stay off the leaderboard.
      `INSERT INTO app_user (id, username, first_name, last_name, roles, is_disabled)
         SELECT u, 'learner' || u, 'First' || u, 'Last' || u,
                CASE WHEN u % 100 = 1 THEN '{4}'::integer[] ELSE '{1}'::integer[] END, u % 100 = 2
         FROM generate_series(1, ${learners}) u;`,
    ],
    // Checking and indexing 5 million rows one by one is what makes a bulk load slow; once, afterwards, is fast.
    ['deferring foreign keys and indexes of the big tables', bigTables.defer],
    [
      `${completions} completions`,
      `INSERT INTO completion (user_id, content_id, completed_at, points_awarded)
         SELECT 1 + ${spread('g', 2654435761, learners)}, content.id,
                now() - make_interval(mins => ${spread('g', 40503, 730 * 24 * 60)}), content.points
         FROM generate_series(1, ${completions}) g
         -- g / learners is the round: each round gives a learner a different content.
         JOIN content ON content.id = 1 + ${spread(`g::bigint * 7919 + (g::bigint / ${learners}) * 104729`, 1, contentCount)};`,
    ],
    [
      'the ledger',
      `INSERT INTO point_award (user_id, segment_id, content_id, completion_id, points, awarded_at)
         SELECT completion.user_id, content.segment_id, completion.content_id, completion.id,
                completion.points_awarded, completion.completed_at
         FROM completion JOIN content ON content.id = completion.content_id;`,
    ],
    ['foreign keys and indexes of the big tables', bigTables.restore],
    [
      'running totals',
      `INSERT INTO learner_score (user_id, score)
         SELECT user_id, sum(points) FROM point_award GROUP BY user_id;
       INSERT INTO segment_score (user_id, segment_id, score)
         SELECT user_id, segment_id, sum(points) FROM point_award GROUP BY user_id, segment_id;`,
    ],
    [
      'earned medals and badges',
      `INSERT INTO user_medal (user_id, medal_id, earned_at)
         SELECT segment_score.user_id, medal.id, now()
         FROM segment_score JOIN medal ON medal.segment_id = segment_score.segment_id
         WHERE segment_score.score >= medal.points_needed;
       INSERT INTO user_badge (user_id, badge_id, earned_at)
         SELECT user_medal.user_id, badge.id, now()
         FROM user_medal JOIN badge ON badge.medal_id = user_medal.medal_id;`,
    ],
    [
      "yesterday's rank snapshot",
      `INSERT INTO rank_snapshot (user_id, snapshot_date, rank)
         SELECT user_id, current_date - 1, rank() OVER (ORDER BY score DESC) FROM learner_score;`,
    ],
    // VACUUM sets the visibility map, as autovacuum would in production, so counts can be index-only.
    ['VACUUM ANALYZE', 'VACUUM ANALYZE;'],
  ];
}

/** Runs each step, printing how long it took; returns the total load time in seconds. */
export async function loadScaleData(db: Database, size: ScaleSize): Promise<number> {
  const started = performance.now();
  for (const [label, statement] of loadStatements(size)) {
    const stepStarted = performance.now();
    await db.exec(statement);
    printLine(`  loaded ${label} in ${((performance.now() - stepStarted) / 1000).toFixed(1)} s`);
  }
  return (performance.now() - started) / 1000;
}
