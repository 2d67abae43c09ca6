import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import { requireSession } from '../auth/require-session';
import { listOrEmpty } from '../dashboard/list-or-empty';

/** The segment a `?id=` names, or none for the overall board. Anything but a positive whole number is refused. */
export function segmentIdFrom(url: URL): number | undefined {
  const id = url.searchParams.get('id');
  if (id === null || id === '') return undefined;
  if (!/^\d+$/.test(id) || Number(id) < 1) throw new Error(`Not a segment id: ${id}`);
  return Number(id);
}

/** /dashboard/leaderboard?id={segment_id}: the page of the board centred on the learner, and the segment's name. */
export function createLeaderboardLoader(api: ApiClient) {
  return async function leaderboardLoader({ request }: LoaderFunctionArgs) {
    const { userId } = requireSession(request);
    const segmentId = segmentIdFrom(new URL(request.url));
    const [board, segments] = await Promise.all([
      api.getLeaderboard(segmentId, { around: userId }, request.signal),
      // The name comes from the learner's own segments; no call returns a single segment's record yet.
      segmentId === undefined
        ? []
        : listOrEmpty(
            'segments',
            api.getUserSegments(userId, request.signal).then(({ data }) => data),
            [],
          ),
    ]);
    const segmentName = segments.find((segment) => segment.segment_id === segmentId)?.name;
    return { userId, segmentId, segmentName, board };
  };
}

export type LeaderboardData = Awaited<ReturnType<ReturnType<typeof createLeaderboardLoader>>>;
