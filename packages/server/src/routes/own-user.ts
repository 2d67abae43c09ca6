/** Input helpers for the calls a user makes on their own record: `/user/{id}/...` and `/manager/{id}/...`. */
import type { z } from '@segno/domain/zod';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError, errorMessages } from '../http/api-error';
import { parseIdParam, readFormOrJson } from '../http/request-input';

/** The path's user id, which must be the signed-in user's own (403 otherwise). */
export function ownUserId(c: Context<ApiEnv>, param = 'user_id'): number {
  const userId = parseIdParam(c, param);
  if (userId !== c.get('signedIn').userId) throw new ApiError(403, errorMessages.forbidden);
  return userId;
}

/** The form or JSON body parsed by the schema (400 with the issues otherwise). */
export async function parseBody<Schema extends z.ZodMiniType>(
  c: Context<ApiEnv>,
  schema: Schema,
): Promise<z.output<Schema>> {
  const parsed = schema.safeParse(await readFormOrJson(c));
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  return parsed.data;
}
