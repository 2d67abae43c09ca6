/** Leaderboards (000, section 3, Leader): the global one and a segment's. */
import { z } from '../zod';
import { maxSqlInteger } from './integers';

export const leaderSchema = z.object({
  user_id: z.int(),
  first_name: z.string(),
  last_name: z.string(),
  profile_img: z.nullable(z.string()),
  current_rank: z.int().check(z.minimum(1)),
  /** Places gained since the latest daily snapshot; always 0 on a segment board. */
  rank_change: z.int(),
  /** The total score, or on a segment board the score in that segment. */
  segno_score: z.int(),
  bronze_count: z.int().check(z.minimum(0)),
  silver_count: z.int().check(z.minimum(0)),
  gold_count: z.int().check(z.minimum(0)),
  badge_count: z.int().check(z.minimum(0)),
});
export type Leader = z.infer<typeof leaderSchema>;

export const leaderboardSchema = z.object({
  data: z.array(leaderSchema),
  total: z.int(),
  offset: z.int(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** A page when none is asked for, and what the leaderboard screen loads at a time as the learner scrolls. */
export const leaderboardPageSize = 50;
/** The most rows one call answers. */
export const leaderboardMaxPageSize = 200;

/**
 * How many places ahead of the learner a page centred on them starts (`around`): half the page, fewer at the top
 * of the board; the rest of the page is the learner and those after them.
 */
export const leaderboardPlacesAhead = (limit: number) => Math.floor(limit / 2);

/** `around`: a user id; the page is then centred on that user (the spec shows about 3 around them). */
export const leaderboardQuerySchema = z.object({
  _offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(maxSqlInteger)), 0),
  _limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(leaderboardMaxPageSize)),
    leaderboardPageSize,
  ),
  around: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(maxSqlInteger))),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;
