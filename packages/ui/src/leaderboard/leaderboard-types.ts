/** One learner on a leaderboard (000, section 3, Leader), with the name and picture the app joins in. */
export type LeaderboardEntry = {
  user_id: number;
  /** Competition rank from the server: ties share a rank and the next rank skips (1, 2, 2, 4). */
  rank: number;
  name: string;
  profile_img?: string;
  segno_score: number;
  bronze_count: number;
  silver_count: number;
  gold_count: number;
  badge_count: number;
  /** Places gained since yesterday: positive moved up. */
  rank_change: number;
};
