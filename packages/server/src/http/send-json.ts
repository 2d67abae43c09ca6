import { encodeDates } from '@segno/domain';
import type { Context } from 'hono';

/** Answers with JSON, every date sent as 10-digit seconds (000, section 3, "Date handling"). */
export function sendJson(c: Context, body: object): Response {
  return c.json(encodeDates(body) as object);
}
