/**
 * Who is on the leaderboard (active learners, role 1), and the common table expression of their scores summed
 * over the ledger, used where the score as it stood at a past moment is needed (rank snapshots). A current
 * score is read from the running totals instead (`learner_score`, see stats-repository).
 */
import { Role } from '@segno/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { appUser, pointAward } from '../db/schema';

const learnerRole = sql.raw(`ARRAY[${Role.learner}]`);

/**
 * An enabled user with the learner role: the people a rank counts. Literal SQL, not parameters, so that the
 * planner matches the partial indexes of migration 0004.
 */
export const isRankedLearner = sql`(${appUser.roles} @> ${learnerRole} AND NOT ${appUser.isDisabled})`;

export function learnerScores(db: Orm, awardedBefore?: Date) {
  const ownAwards = eq(pointAward.userId, appUser.id);
  return db.$with('learner_score').as(
    db
      .select({
        userId: sql<number>`${appUser.id}`.as('user_id'),
        score: sql<number>`coalesce(sum(${pointAward.points}), 0)::int`.as('score'),
      })
      .from(appUser)
      .leftJoin(
        pointAward,
        awardedBefore ? and(ownAwards, lt(pointAward.awardedAt, awardedBefore)) : ownAwards,
      )
      .where(isRankedLearner)
      .groupBy(appUser.id),
  );
}
