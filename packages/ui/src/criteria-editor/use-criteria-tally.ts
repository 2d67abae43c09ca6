import { type CriterionRowInput, isCriterionRowComplete } from '@segno/domain';
import { useEffect, useRef, useState } from 'react';

/** Counts the users the rows pick (the app's POST …/assignment/tally); aborted when the rows change again. */
export type CountUsers = (rows: CriterionRowInput[], signal: AbortSignal) => Promise<number>;

/** The tally as shown: counting, a number, or failed. */
export type CriteriaTally = { state: 'counting' } | { state: 'counted'; total: number } | { state: 'failed' };

/**
 * The live tally: once the complete rows stop changing for `delayMs`, asks `countUsers` and shows its answer;
 * a change meanwhile aborts the question. Incomplete rows count for nothing, as on the server, so typing in a
 * row that is not complete yet asks nothing new. Starts from `initialTotal` (the saved assignment's tally).
 */
export function useCriteriaTally(
  rows: readonly CriterionRowInput[],
  countUsers: CountUsers,
  delayMs: number,
  initialTotal: number,
): CriteriaTally {
  const complete = rows.filter(isCriterionRowComplete);
  const key = JSON.stringify(complete);
  const [tally, setTally] = useState<CriteriaTally>({ state: 'counted', total: initialTotal });
  const counted = useRef({ key, total: initialTotal });
  const countUsersRef = useRef(countUsers);
  countUsersRef.current = countUsers;

  useEffect(() => {
    if (key === counted.current.key) {
      setTally({ state: 'counted', total: counted.current.total });
      return;
    }
    const controller = new AbortController();
    setTally({ state: 'counting' });
    const timer = setTimeout(() => {
      countUsersRef.current(JSON.parse(key), controller.signal).then(
        (total) => {
          counted.current = { key, total };
          setTally({ state: 'counted', total });
        },
        () => {
          if (!controller.signal.aborted) setTally({ state: 'failed' });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, delayMs]);

  return tally;
}
