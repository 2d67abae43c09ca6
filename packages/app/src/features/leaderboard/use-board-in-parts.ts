import {
  type BoardInParts,
  type Leaderboard,
  leaderboardPageSize,
  pagesToLoad,
  placeRows,
} from '@segno/domain';
import type { LeaderboardEntry } from '@segno/ui';
import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../api/api-client';
import { toLeaderboardEntry } from '../dashboard/to-widget-items';

const placePage = (board: BoardInParts<LeaderboardEntry>, page: Leaderboard) =>
  placeRows(board, { total: page.total, offset: page.offset, rows: page.data.map(toLeaderboardEntry) });

/**
 * The whole board, from the page the screen opened with (centred on the learner): `loadRowsInView` fetches each
 * page the places in view still need, once; a page that fails sets `failed` until `retry` asks again.
 */
export function useBoardInParts(api: ApiClient, segmentId: number | undefined, firstPage: Leaderboard) {
  const [entries, setEntries] = useState(() => placePage([], firstPage));
  const [failed, setFailed] = useState(false);
  const asked = useRef(new Set<number>());
  const inView = useRef<[number, number]>(undefined);
  const requests = useRef(new AbortController());

  // Leaving the screen cancels the pages on their way (and forgets them, should the screen come back).
  useEffect(
    () => () => {
      requests.current.abort();
      requests.current = new AbortController();
      asked.current.clear();
    },
    [],
  );

  function loadRowsInView(first: number, last: number) {
    inView.current = [first, last];
    const { signal } = requests.current;
    for (const offset of pagesToLoad(entries, first, last, leaderboardPageSize)) {
      if (asked.current.has(offset)) continue;
      asked.current.add(offset);
      api.getLeaderboard(segmentId, { offset }, signal).then(
        (page) => setEntries((board) => placePage(board, page)),
        (error: unknown) => {
          if (signal.aborted) return;
          console.warn('A page of the leaderboard could not be loaded.', error);
          asked.current.delete(offset);
          setFailed(true);
        },
      );
    }
  }

  function retry() {
    setFailed(false);
    if (inView.current) loadRowsInView(...inView.current);
  }

  return { entries, loadRowsInView, failed, retry };
}
