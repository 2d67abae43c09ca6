import { z } from '../zod';

export const userStatsSchema = z.object({
  score: z.int(),
  segno_score: z.int(),
  badge_count: z.int(),
  bronze_count: z.int(),
  silver_count: z.int(),
  gold_count: z.int(),
  level: z.int(),
  current_rank: z.int(),
  rank_out_of: z.int(),
  /** Places gained since the previous day's snapshot: positive moved up, negative moved down. */
  rank_change: z.int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const userMedalSchema = z.object({
  medal_id: z.int(),
  segment_id: z.int(),
  segment_name: z.string(),
  level: z.int().check(z.minimum(1), z.maximum(3)),
  earned_date: z.date(),
});
export type UserMedal = z.infer<typeof userMedalSchema>;

export const userBadgeSchema = z.object({
  badge_id: z.int(),
  name: z.string(),
  earned_date: z.date(),
});
export type UserBadge = z.infer<typeof userBadgeSchema>;

export const userSchema = z.extend(userStatsSchema, {
  user_id: z.int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  roles: z.array(z.int()),
  user_prefs: z.object({ show_redesign_splash: z.boolean() }),
  on_the_clock: z.optional(z.boolean()),
  is_generic_user: z.optional(z.boolean()),
  loginsso_url: z.nullable(z.string()),
  profile_img: z.nullable(z.string()),
  user_medals: z.optional(z.array(userMedalSchema)),
  user_badges: z.optional(z.array(userBadgeSchema)),
});
export type User = z.infer<typeof userSchema>;

/** GET /user/{id} `include`: which related lists to embed. */
export const userIncludeSchema = z.object({
  include: z._default(z.array(z.enum(['user_medal', 'user_badge'])), []),
});
