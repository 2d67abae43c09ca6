/**
 * Segnocodes (000, sections 1, 5 and 7): a short code a leader hands out; redeeming it completes its content.
 * Letters and digits only ('Please enter a valid SegnoCode'); compared without regard to case and stored
 * upper-case.
 */
import { z } from 'zod';
import { completionResultSchema } from './activity';
import { completionErrorFlagSchema, earnedMedalSchema } from './completion';

/** POST /segnocode/redeem: the code as typed; score and system_id are sent by the client and not used. */
export const redeemRequestSchema = z.object({
  segnocode: z.string().max(200),
  score: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().optional()),
  system_id: z.string().max(200).optional(),
});
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;

export const redeemResponseSchema = z.object({
  error: completionErrorFlagSchema,
  msg: z.string(),
  /** The content the code completed; null when the code was refused. */
  content: z.object({ content_id: z.number().int(), name: z.string() }).nullable(),
  points: z.number().int().min(0),
  badges: completionResultSchema.shape.badges,
  medals: z.array(earnedMedalSchema),
  level: z.number().int().nullable(),
});
export type RedeemResponse = z.infer<typeof redeemResponseSchema>;

/** GET /segnocode/code/filter/{code}: the code (upper-case), its content and when it expires (null: never). */
export const segnocodeLookupSchema = z.object({
  data: z.object({
    code: z.string(),
    content_id: z.number().int(),
    content_name: z.string(),
    expiration_date: z.date().nullable(),
  }),
});
export type SegnocodeLookup = z.infer<typeof segnocodeLookupSchema>;
