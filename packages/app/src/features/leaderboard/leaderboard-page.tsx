import { Leaderboard } from '@segno/ui';
import { useLoaderData } from 'react-router-dom';
import { hashHref, paths } from '../../paths';
import { toLeaderboardEntry } from '../dashboard/to-widget-items';
import type { LeaderboardData } from './leaderboard-loader';

/** /dashboard/leaderboard: every learner in rank order, the signed-in learner's row marked and in view. */
export function LeaderboardPage() {
  const { userId, segmentId, segmentName, board } = useLoaderData() as LeaderboardData;
  const title = segmentId === undefined ? 'Leaderboard' : (segmentName ?? 'Segment leaderboard');
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <Leaderboard
        entries={board.data.map(toLeaderboardEntry)}
        currentUserId={userId}
        variant="full"
        profileHref={(userId) => hashHref(paths.profileOf(userId))}
        label={`${title} rankings`}
      />
    </div>
  );
}
