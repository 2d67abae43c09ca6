import { Alert, Button, Leaderboard } from '@segno/ui';
import { useLoaderData } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { hashHref, paths } from '../../paths';
import type { LeaderboardData } from './leaderboard-loader';
import { useBoardInParts } from './use-board-in-parts';

/**
 * /dashboard/leaderboard: every learner in rank order, the signed-in learner's row marked and in view. The board
 * opens on the page around the learner and loads the rest a page at a time as it scrolls.
 */
export function LeaderboardPage() {
  const { userId, segmentId, segmentName, board } = useLoaderData() as LeaderboardData;
  const title = segmentId === undefined ? 'Leaderboard' : (segmentName ?? 'Segment leaderboard');
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <BoardInParts key={segmentId ?? 'overall'} {...{ userId, segmentId, board, title }} />
    </div>
  );
}

function BoardInParts({
  userId,
  segmentId,
  board,
  title,
}: Pick<LeaderboardData, 'userId' | 'segmentId' | 'board'> & { title: string }) {
  const { entries, loadRowsInView, failed, retry } = useBoardInParts(useApi(), segmentId, board);
  return (
    <>
      {failed && (
        <Alert tone="danger" className="flex flex-wrap items-center justify-between gap-2">
          Part of the leaderboard could not be loaded.
          <Button variant="outline" size="sm" onClick={retry}>
            Try again
          </Button>
        </Alert>
      )}
      <Leaderboard
        entries={entries}
        currentUserId={userId}
        variant="full"
        onRowsInView={loadRowsInView}
        profileHref={(userId) => hashHref(paths.profileOf(userId))}
        label={`${title} rankings`}
      />
    </>
  );
}
