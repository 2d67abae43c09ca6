import type { UserStats } from '@segno/domain';

/** A mid-table learner's stats, shared by the StatsSummary and StatsPopout stories. */
export const storyStats: UserStats = {
  score: 1340,
  segno_score: 1340,
  badge_count: 4,
  bronze_count: 3,
  silver_count: 2,
  gold_count: 1,
  level: 5,
  current_rank: 7,
  rank_out_of: 1250,
  rank_change: 2,
};
