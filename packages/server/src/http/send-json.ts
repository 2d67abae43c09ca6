import { secondsFromDate } from '@segno/domain';
import type { Context } from 'hono';

/**
 * JSON.stringify's replacer: a date as 10-digit seconds. `this[key]` is the field before its own `toJSON` ran.
 * Cheaper than a copy of the body with every date replaced (the domain's `encodeDates`, which the client uses): for
 * a leaderboard page of 200 rows, about 0.05 ms of the server's CPU instead of 0.5 ms (issue 11, server load).
 */
function datesAsSeconds(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const field = this[key];
  return field instanceof Date ? secondsFromDate(field) : value;
}

/** Answers with JSON, every date sent as 10-digit seconds (000, section 3, "Date handling"), in the status set. */
export function sendJson(c: Context, body: object): Response {
  c.header('Content-Type', 'application/json');
  return c.body(JSON.stringify(body, datesAsSeconds));
}
