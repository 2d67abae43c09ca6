/**
 * What `npm run bench:load` adds to the scale data set: the activity feed the dashboard reads, and learners of the
 * data signed in, each with the authorisation header the app would send.
 */
import { activityDescriptions, Role } from '@segno/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { appUser } from '../src/db/schema';
import { basicAuthorization } from '../src/http/basic-credentials';
import { startSession } from '../src/services/session-service';
import { deferKeysAndIndexes } from './load-scale-data';
import { printLine } from './timing';

export type SignedInLearner = { userId: number; authorization: string };

/** A SQL string literal. */
const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * The feed the dashboard reads: one Points activity per completion, as completing a content writes it. Medals and
 * badges earned add theirs in the product; the dashboard reads the newest five whatever their type.
 */
export async function loadActivities(db: Database): Promise<void> {
  const started = performance.now();
  const marker = '\u0000';
  const [before = '', after = ''] = activityDescriptions.points(marker).split(marker);
  const { defer, restore } = deferKeysAndIndexes(['activity']);
  await db.exec(defer);
  await db.exec(
    `INSERT INTO activity (user_id, type, date, segment_id, segment_name, points, description, content_id)
       SELECT completion.user_id, 'Points', completion.completed_at, content.segment_id, segment.name,
              completion.points_awarded, ${sqlText(before)} || content.name || ${sqlText(after)}, content.id
       FROM completion
       JOIN content ON content.id = completion.content_id
       JOIN segment ON segment.id = content.segment_id;`,
  );
  await db.exec(restore);
  await db.exec('VACUUM ANALYZE activity;');
  printLine(`  loaded the activity feed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Enabled learners spread over the data set (the same ones on every run), each with a session of their own. */
export async function signInLearners(db: Database, count: number): Promise<SignedInLearner[]> {
  const learners = await db.orm
    .select({ id: appUser.id, username: appUser.username })
    .from(appUser)
    .where(and(eq(appUser.isDisabled, false), sql`${Role.learner} = any(${appUser.roles})`))
    .orderBy(sql`md5(${appUser.id}::text)`)
    .limit(count);
  const signedIn: SignedInLearner[] = [];
  for (const learner of learners) {
    const token = await startSession(db.orm, learner.id, new Date());
    signedIn.push({ userId: learner.id, authorization: basicAuthorization(learner.username, token) });
  }
  return signedIn;
}
