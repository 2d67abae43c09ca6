/** Plans and learners' links to them (0003). */
import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { plan, userPlan } from '../db/schema';

export type PlanRow = typeof plan.$inferSelect;
export type UserPlanRow = typeof userPlan.$inferSelect;
export type UserPlanWithPlan = { plan: PlanRow; link: UserPlanRow };

/** Drafts are not shown to learners. */
const draftStatus = 1;

/** The plans the user is subscribed or assigned to, assigned ones first. */
export async function listUserPlans(db: Orm, userId: number): Promise<UserPlanWithPlan[]> {
  return db
    .select({ plan, link: userPlan })
    .from(userPlan)
    .innerJoin(plan, eq(plan.id, userPlan.planId))
    .where(
      and(
        eq(userPlan.userId, userId),
        or(eq(userPlan.isSubscribed, true), eq(userPlan.isAssigned, true)),
        ne(plan.status, draftStatus),
      ),
    )
    .orderBy(desc(userPlan.isAssigned), asc(plan.planName), asc(plan.id));
}

export async function findPlan(db: Orm, planId: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plan).where(eq(plan.id, planId));
  return row;
}

/** The user's link to the plan, locked for update so concurrent subscribes take turns. */
export async function findUserPlanForUpdate(
  db: Orm,
  userId: number,
  planId: number,
): Promise<UserPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(userPlan)
    .where(and(eq(userPlan.userId, userId), eq(userPlan.planId, planId)))
    .for('update');
  return row;
}

/**
 * Subscribes or unsubscribes. The first subscribe (or an assignment before it) sets `started_at`, which a
 * duration due date counts from; unsubscribing and subscribing again keeps it.
 */
export async function setPlanSubscription(
  db: Orm,
  userId: number,
  planId: number,
  isSubscribed: boolean,
  now: Date,
): Promise<UserPlanRow> {
  const startedAt = isSubscribed ? now : null;
  const [row] = await db
    .insert(userPlan)
    .values({ userId, planId, isSubscribed, startedAt })
    .onConflictDoUpdate({
      target: [userPlan.userId, userPlan.planId],
      set: {
        isSubscribed,
        startedAt: sql`coalesce(${userPlan.startedAt}, ${sql.param(startedAt, userPlan.startedAt)})`,
      },
    })
    .returning();
  if (!row) throw new Error('The plan subscription was not saved');
  return row;
}
