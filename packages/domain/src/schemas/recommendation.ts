/** Recommendations (000, sections 1 and 7): two kinds, recommended and popular. */
import { z } from 'zod';
import { limits } from '../limits';

export const recommendationKinds = ['recommended', 'popular'] as const;
export type RecommendationKind = (typeof recommendationKinds)[number];

/** 5 on the dashboard, 25 on the full page (000, section 9). */
export const recommendationMaxLimit = limits.allRecommendationsSize;

export const recommendationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(recommendationMaxLimit).default(5),
  /** One kind; both when absent, `limit` of each. */
  type: z.enum(recommendationKinds).optional(),
});
export type RecommendationQuery = z.infer<typeof recommendationQuerySchema>;

export const recommendationSchema = z.object({
  kind: z.enum(recommendationKinds),
  content_id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  points: z.number().int(),
  thumbnail_url: z.string().nullable(),
  start_date: z.date().nullable(),
  segment_id: z.number().int().nullable(),
  segment_name: z.string().nullable(),
  /** Completions by anyone in the last 30 days (what makes a content popular). */
  recent_completions: z.number().int().min(0),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationListSchema = z.object({ data: z.array(recommendationSchema) });
export type RecommendationList = z.infer<typeof recommendationListSchema>;

export const recommendationDismissParamsSchema = z.object({ kind: z.enum(recommendationKinds) });
