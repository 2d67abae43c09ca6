export { Leaderboard, type LeaderboardProps } from './leaderboard';
export { entriesAround } from './leaderboard-around';
export type { LeaderboardEntry } from './leaderboard-types';
