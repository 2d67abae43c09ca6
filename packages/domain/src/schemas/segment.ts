/** A learner's segments (000, section 3, Segment) with their medals and badges. */
import { z } from '../zod';
import { contentsProgressSchema, numericFlagSchema, publicationStatusSchema } from './plan';

export const segmentMedalSchema = z.object({
  medal_id: z.int(),
  level: z.int().check(z.minimum(1), z.maximum(3)),
  points_needed: z.int().check(z.minimum(0)),
  /** Published. */
  active: z.boolean(),
  is_earned: z.boolean(),
});
export type SegmentMedal = z.infer<typeof segmentMedalSchema>;

export const segmentBadgeSchema = z.object({
  badge_id: z.int(),
  name: z.string(),
  active: z.boolean(),
  is_earned: z.boolean(),
});
export type SegmentBadge = z.infer<typeof segmentBadgeSchema>;

export const userSegmentSchema = z.object({
  segment_id: z.int(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  status: publicationStatusSchema,
  is_subscribed: numericFlagSchema,
  is_assigned: numericFlagSchema,
  /** The learner's points in this segment. */
  segment_score: z.int(),
  /** Points of every published content of the segment. */
  total_points: z.int(),
  contents: contentsProgressSchema,
  medals: z.optional(z.array(segmentMedalSchema)),
  badges: z.optional(z.array(segmentBadgeSchema)),
});
export type UserSegment = z.infer<typeof userSegmentSchema>;

/** GET /user/{id}/segment */
export const userSegmentListSchema = z.object({ data: z.array(userSegmentSchema) });
export type UserSegmentList = z.infer<typeof userSegmentListSchema>;

export const userSegmentIncludeSchema = z.object({
  include: z._default(z.array(z.enum(['medal', 'badge'])), []),
});

/** POST /user/{id}/segment/{segment_id}/subscribe and /unsubscribe */
export const segmentSubscriptionSchema = z.object({
  segment_id: z.int(),
  is_subscribed: numericFlagSchema,
  is_assigned: numericFlagSchema,
});
export type SegmentSubscription = z.infer<typeof segmentSubscriptionSchema>;

/** GET /segment/{id}/medal; `include=badge` adds the badges earned with each medal. */
export const segmentMedalListSchema = z.object({
  data: z.array(z.extend(segmentMedalSchema, { badges: z.optional(z.array(segmentBadgeSchema)) })),
});
export type SegmentMedalList = z.infer<typeof segmentMedalListSchema>;
export const segmentMedalIncludeSchema = z.object({ include: z._default(z.array(z.enum(['badge'])), []) });

/** GET /segment/{id}/badge */
export const segmentBadgeListSchema = z.object({ data: z.array(segmentBadgeSchema) });
export type SegmentBadgeList = z.infer<typeof segmentBadgeListSchema>;
