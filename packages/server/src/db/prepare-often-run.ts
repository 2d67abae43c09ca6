import { createHash } from 'node:crypto';
import type pg from 'pg';

export type PrepareOptions = {
  /** A statement is prepared from its nth run on (counted over the whole pool). */
  fromRun: number;
  /** At most this many statements are prepared: each holds memory on every connection of the pool. */
  maxStatements: number;
  /** Longer statements (bulk inserts, long lists) are never counted nor prepared. */
  maxTextLength: number;
};

const defaults: PrepareOptions = { fromRun: 3, maxStatements: 500, maxTextLength: 16_000 };

type QueryConfig = { text: string; name?: string; values?: unknown[] };

/**
 * Makes PostgreSQL parse once the statements the server runs often (issue 11, "Server load"). node-postgres sends
 * a statement without a name each time, so PostgreSQL parses and plans it anew: 0.7 ms of the 2 ms it spent on a
 * leaderboard page, on a statement that never changes. A named statement is parsed once on each connection and
 * PostgreSQL may keep its plan (it compares the plan for any values with the plans it made for given ones).
 *
 * Every connection of the pool names its parameterised statements by a hash of their text, once that text has
 * been run `fromRun` times: a one-off statement (a migration, a bulk insert) is never prepared, and the number of
 * prepared statements has a ceiling. Results are the same either way; only the work PostgreSQL repeats changes.
 * (Behind a PgBouncer in transaction mode, named statements need its `max_prepared_statements`, from 1.21.)
 */
export function prepareOftenRun(pool: pg.Pool, options: Partial<PrepareOptions> = {}): void {
  const { fromRun, maxStatements, maxTextLength } = { ...defaults, ...options };
  const runs = new Map<string, number>();
  const names = new Map<string, string>();

  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known || text.length > maxTextLength || names.size >= maxStatements) return known;
    const count = (runs.get(text) ?? 0) + 1;
    if (count < fromRun) {
      // Counting is bounded too: texts seen once or twice among many are forgotten together.
      if (runs.size >= maxStatements * 20) runs.clear();
      runs.set(text, count);
      return undefined;
    }
    runs.delete(text);
    const name = `segno_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
    return name;
  };

  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // node-postgres calls it as (text, values, callback) from the pool and drizzle as ({ text, ... }, values).
    (client as { query: unknown }).query = (config: unknown, values?: unknown, ...rest: unknown[]) => {
      const parameterised = Array.isArray(values) && values.length > 0;
      const statement: QueryConfig | undefined =
        typeof config === 'string'
          ? { text: config }
          : isPlainQuery(config) && config.name === undefined
            ? config
            : undefined;
      const name = parameterised && statement ? nameOf(statement.text) : undefined;
      return name ? query({ ...statement, name }, values, ...rest) : query(config, values, ...rest);
    };
  });
}

/** A query given as an object with its text (not a cursor or a stream, which carry their own submit). */
function isPlainQuery(config: unknown): config is QueryConfig {
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof (config as QueryConfig).text === 'string' &&
    typeof (config as { submit?: unknown }).submit !== 'function'
  );
}
