import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any(ids)` with the ids as one array parameter. A leaderboard page's 200 ids as 200 parameters each
 * (`inArray`) cost the query builder and the driver about 0.6 ms of the server's CPU per page (issue 11).
 */
export function isAnyOf(column: Column, ids: readonly number[]): SQL {
  return sql`${column} = any(${sql.param([...ids])}::int[])`;
}
