import type { LeaderboardEntry } from './leaderboard-types';

const firstNames = ['Lena', 'Marcus', 'Priya', 'Diego', 'Aisha', 'Tomás', 'Mei', 'Jonas', 'Fatima', 'Owen'];
const lastNames = [
  'Park',
  'Okafor',
  'Sharma',
  'Alvarez',
  'Haddad',
  'Novak',
  'Chen',
  'Berg',
  'Rahman',
  'Doyle',
];

/** A deterministic board of `count` learners, scores falling, every tenth pair tied. */
export function makeLeaderboard(count: number): LeaderboardEntry[] {
  const entries: LeaderboardEntry[] = [];
  let score = count * 3 + 500;
  for (let index = 0; index < count; index += 1) {
    if (index % 10 !== 1) score -= 3;
    const previous = entries[index - 1];
    const rank = previous && previous.segno_score === score ? previous.rank : index + 1;
    entries.push({
      user_id: index + 1,
      rank,
      name: `${firstNames[index % 10]} ${lastNames[Math.floor(index / 10) % 10]}`,
      segno_score: score,
      bronze_count: (index * 7) % 5,
      silver_count: (index * 3) % 4,
      gold_count: index % 3,
      badge_count: (index * 5) % 9,
      rank_change: (index % 7) - 3,
    });
  }
  return entries;
}
