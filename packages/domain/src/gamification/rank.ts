/**
 * Competition ranking by score ("1224"): one more than the number of learners with a higher score, so ties
 * share a rank and the next rank skips. The server computes the same with SQL RANK() for scale.
 */
export function competitionRank(score: number, allScores: Iterable<number>): number {
  let higher = 0;
  for (const other of allScores) if (other > score) higher += 1;
  return higher + 1;
}

/** Places gained since the snapshot: positive moved up. 0 without a snapshot rank. */
export function rankChange(currentRank: number, snapshotRank: number | undefined): number {
  return snapshotRank === undefined ? 0 : snapshotRank - currentRank;
}
