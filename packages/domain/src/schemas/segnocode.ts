/**
 * Segnocodes (000, sections 1, 5 and 7): a short code a leader hands out; redeeming it completes its content.
 * Letters and digits only ('Please enter a valid SegnoCode'); compared without regard to case and stored
 * upper-case.
 */
import { z } from '../zod';
import { completionResultSchema } from './activity';
import { completionErrorFlagSchema, earnedMedalSchema } from './completion';
import { preprocess } from './preprocess';

/** POST /segnocode/redeem: the code as typed; score and system_id are sent by the client and not used. */
export const redeemRequestSchema = z.object({
  segnocode: z.string().check(z.maxLength(200)),
  score: preprocess((value) => (value === '' ? undefined : value), z.optional(z.coerce.number())),
  system_id: z.optional(z.string().check(z.maxLength(200))),
});
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;

export const redeemResponseSchema = z.object({
  error: completionErrorFlagSchema,
  msg: z.string(),
  /** The content the code completed; null when the code was refused. */
  content: z.nullable(z.object({ content_id: z.int(), name: z.string() })),
  points: z.int().check(z.minimum(0)),
  badges: completionResultSchema.shape.badges,
  medals: z.array(earnedMedalSchema),
  level: z.nullable(z.int()),
});
export type RedeemResponse = z.infer<typeof redeemResponseSchema>;

/** GET /segnocode/code/filter/{code}: the code (upper-case), its content and when it expires (null: never). */
export const segnocodeLookupSchema = z.object({
  data: z.object({
    code: z.string(),
    content_id: z.int(),
    content_name: z.string(),
    expiration_date: z.nullable(z.date()),
  }),
});
export type SegnocodeLookup = z.infer<typeof segnocodeLookupSchema>;
