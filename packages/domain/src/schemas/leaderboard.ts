/** Leaderboards (000, section 3, Leader): the global one and a segment's. */
import { z } from 'zod';

export const leaderSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  profile_img: z.string().nullable(),
  current_rank: z.number().int().min(1),
  /** Places gained since the latest daily snapshot; always 0 on a segment board. */
  rank_change: z.number().int(),
  /** The total score, or on a segment board the score in that segment. */
  segno_score: z.number().int(),
  bronze_count: z.number().int().min(0),
  silver_count: z.number().int().min(0),
  gold_count: z.number().int().min(0),
  badge_count: z.number().int().min(0),
});
export type Leader = z.infer<typeof leaderSchema>;

export const leaderboardSchema = z.object({
  data: z.array(leaderSchema),
  total: z.number().int(),
  offset: z.number().int(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const leaderboardPageSize = 50;
export const leaderboardMaxPageSize = 200;

/** `around`: a user id; the page is then centred on that user (the spec shows about 3 around them). */
export const leaderboardQuerySchema = z.object({
  _offset: z.coerce.number().int().min(0).default(0),
  _limit: z.coerce.number().int().min(1).max(leaderboardMaxPageSize).default(leaderboardPageSize),
  around: z.coerce.number().int().min(1).optional(),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;
