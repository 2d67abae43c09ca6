import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import { requireSession } from '../auth/require-session';

/** /dashboard/segments/{segment_id}/home: the segment with its seglets and contents, medals and badges. */
export function createSegmentHomeLoader(api: ApiClient) {
  return async function segmentHomeLoader({ request, params }: LoaderFunctionArgs) {
    requireSession(request);
    // A bad id is asked for all the same: the server's 404 sends the learner to the error page.
    const segment = await api.getSegment(Number(params.segment_id), request.signal);
    return { segment };
  };
}

export type SegmentHomeData = Awaited<ReturnType<ReturnType<typeof createSegmentHomeLoader>>>;
