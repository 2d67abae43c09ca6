/**
 * The admin's segnocode calls (001 sections 3 and 7): availability, replace, remove, and the redeemed-users
 * report. Codes are checked with the admin rules (`adminSegnocodeRule`) and stored upper-case.
 */
import {
  adminSegnocodeLimits,
  redeemedUserColumns,
  redeemedUsersDefaultSort,
} from '../authoring/segnocode-rules';
import { z } from '../zod';
import { segnocodeGenModes } from './authoring';
import { pagingQuerySchema } from './browse';
import { maxSqlInteger } from './integers';

/** GET /segnocode/availability/{code}: whether no content and no redeemable code uses it. */
export const segnocodeAvailabilitySchema = z.object({ code: z.string(), available: z.boolean() });
export type SegnocodeAvailability = z.infer<typeof segnocodeAvailabilitySchema>;

/** POST /segnocode/replacecode/content: the content gets the typed code (manual gen mode). */
export const segnocodeReplaceSchema = z.object({
  content_id: z.coerce.number().check(z.int(), z.positive(), z.maximum(maxSqlInteger)),
  new_segnocode: z.string().check(z.maxLength(200)),
});
export type SegnocodeReplace = z.infer<typeof segnocodeReplaceSchema>;

/**
 * Replace and remove answer the content's code. error 1: refused, and error_msg says why (001 section 10:
 * "Segnocode replace returning error 1 shows error_msg"); the content is unchanged.
 */
export const segnocodeChangeSchema = z.object({
  error: z.union([z.literal(0), z.literal(1)]),
  error_msg: z.nullable(z.string()),
  content_id: z.int(),
  segnocode: z.nullable(z.string()),
  segnocode_gen_mode: z.nullable(z.enum(segnocodeGenModes)),
});
export type SegnocodeChange = z.infer<typeof segnocodeChangeSchema>;

/** GET /segnocode/{code}/redeemedusers: paged, sorted by one column (default external id ascending). */
export const redeemedUsersQuerySchema = z.extend(pagingQuerySchema, {
  _limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)),
    adminSegnocodeLimits.reportPageSize,
  ),
  order_by: z._default(z.enum(redeemedUserColumns), redeemedUsersDefaultSort.orderBy),
  order_dir: z._default(z.enum(['asc', 'desc']), redeemedUsersDefaultSort.orderDir),
});
export type RedeemedUsersQuery = z.output<typeof redeemedUsersQuerySchema>;

/**
 * One learner who redeemed the code (001 section 3). externalId is the username (users have no separate
 * employee id); location and locDesc are null (no user location is stored); managerId is the manager's
 * external id; createdDate is when the code was redeemed.
 */
export const redeemedUserSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  externalId: z.string(),
  location: z.nullable(z.string()),
  locDesc: z.nullable(z.string()),
  managerId: z.nullable(z.string()),
  createdDate: z.date(),
});
export type RedeemedUser = z.infer<typeof redeemedUserSchema>;

/** error 1 (with msg) when no such code exists; content is the code's content. */
export const redeemedUsersSchema = z.object({
  error: z.union([z.literal(0), z.literal(1)]),
  msg: z.string(),
  content: z.nullable(z.object({ content_id: z.int(), name: z.string() })),
  count: z.int().check(z.minimum(0)),
  data: z.array(redeemedUserSchema),
});
export type RedeemedUsers = z.infer<typeof redeemedUsersSchema>;
