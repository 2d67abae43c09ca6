import { z } from 'zod';

export const userStatsSchema = z.object({
  score: z.number().int(),
  segno_score: z.number().int(),
  badge_count: z.number().int(),
  bronze_count: z.number().int(),
  silver_count: z.number().int(),
  gold_count: z.number().int(),
  level: z.number().int(),
  current_rank: z.number().int(),
  rank_out_of: z.number().int(),
  /** Places gained since the previous day's snapshot: positive moved up, negative moved down. */
  rank_change: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const userMedalSchema = z.object({
  medal_id: z.number().int(),
  segment_id: z.number().int(),
  segment_name: z.string(),
  level: z.number().int().min(1).max(3),
  earned_date: z.date(),
});
export type UserMedal = z.infer<typeof userMedalSchema>;

export const userBadgeSchema = z.object({
  badge_id: z.number().int(),
  name: z.string(),
  earned_date: z.date(),
});
export type UserBadge = z.infer<typeof userBadgeSchema>;

export const userSchema = userStatsSchema.extend({
  user_id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  roles: z.array(z.number().int()),
  user_prefs: z.object({ show_redesign_splash: z.boolean() }),
  on_the_clock: z.boolean().optional(),
  is_generic_user: z.boolean().optional(),
  loginsso_url: z.string().nullable(),
  profile_img: z.string().nullable(),
  user_medals: z.array(userMedalSchema).optional(),
  user_badges: z.array(userBadgeSchema).optional(),
});
export type User = z.infer<typeof userSchema>;

/** GET /user/{id} `include`: which related lists to embed. */
export const userIncludeSchema = z.object({
  include: z.array(z.enum(['user_medal', 'user_badge'])).default([]),
});
