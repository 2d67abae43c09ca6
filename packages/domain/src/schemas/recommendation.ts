/** Recommendations (000, sections 1 and 7): two kinds, recommended and popular. */
import { limits } from '../limits';
import { z } from '../zod';

export const recommendationKinds = ['recommended', 'popular'] as const;
export type RecommendationKind = (typeof recommendationKinds)[number];

/** 5 on the dashboard, 25 on the full page (000, section 9). */
export const recommendationMaxLimit = limits.allRecommendationsSize;

export const recommendationQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(recommendationMaxLimit)), 5),
  /** One kind; both when absent, `limit` of each. */
  type: z.optional(z.enum(recommendationKinds)),
});
export type RecommendationQuery = z.infer<typeof recommendationQuerySchema>;

export const recommendationSchema = z.object({
  kind: z.enum(recommendationKinds),
  content_id: z.int(),
  name: z.string(),
  type: z.int(),
  points: z.int(),
  thumbnail_url: z.nullable(z.string()),
  start_date: z.nullable(z.date()),
  segment_id: z.nullable(z.int()),
  segment_name: z.nullable(z.string()),
  /** Completions by anyone in the last 30 days (what makes a content popular). */
  recent_completions: z.int().check(z.minimum(0)),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationListSchema = z.object({ data: z.array(recommendationSchema) });
export type RecommendationList = z.infer<typeof recommendationListSchema>;

export const recommendationDismissParamsSchema = z.object({ kind: z.enum(recommendationKinds) });
