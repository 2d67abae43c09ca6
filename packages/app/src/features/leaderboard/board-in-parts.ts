/**
 * The leaderboard screen loads the board a page at a time as the learner scrolls: these place each page it
 * gets in the board and say which pages the places in view still need.
 */

/** The whole board by place (0 for the top): each loaded learner at their place, the others not loaded yet. */
export type BoardInParts<Row> = readonly (Row | undefined)[];

/**
 * The board with `rows` placed from `offset` on, as long as `total`, the page's count of the whole board:
 * learners who joined or left since the last page lengthen or shorten it.
 */
export function placeRows<Row>(
  board: BoardInParts<Row>,
  page: { total: number; offset: number; rows: readonly Row[] },
): BoardInParts<Row> {
  return Array.from({ length: page.total }, (_, place) => page.rows[place - page.offset] ?? board[place]);
}

/** The first place of each page (a multiple of `pageSize`) with a place from `first` to `last` not loaded. */
export function pagesToLoad<Row>(
  board: BoardInParts<Row>,
  first: number,
  last: number,
  pageSize: number,
): number[] {
  const offsets: number[] = [];
  const end = Math.min(last, board.length - 1);
  for (let place = Math.max(first, 0); place <= end; place += 1) {
    const offset = place - (place % pageSize);
    if (board[place] === undefined && offsets.at(-1) !== offset) offsets.push(offset);
  }
  return offsets;
}
