/**
 * The common table expression every ranking starts from: each active learner (role 1) with the sum of their
 * point awards, zero when they have none. Optionally only awards made before a moment.
 */
import { Role } from '@segno/domain';
import { and, arrayContains, eq, lt, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { appUser, pointAward } from '../db/schema';

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
      .where(and(arrayContains(appUser.roles, [Role.learner]), eq(appUser.isDisabled, false)))
      .groupBy(appUser.id),
  );
}
