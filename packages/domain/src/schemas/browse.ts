/**
 * Browse learning and segment pages (000, sections 2, 3 and 7): paged lists of every published segment and
 * plan, the learner segment list, a segment with its seglets and contents, and one seglet.
 */
import { limits } from '../limits';
import { z } from '../zod';
import { contentSummarySchema, searchFilterSchema } from './content';
import { maxSqlInteger } from './integers';
import { userPlanSchema } from './plan';
import { segmentBadgeSchema, segmentMedalSchema, userSegmentSchema } from './segment';

/** Paging as the browse calls take it: `_limit`, `_offset`. */
export const pagingQuerySchema = z.object({
  _limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), limits.browsePageSize),
  _offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(maxSqlInteger)), 0),
});

export const browseOrders = ['name', 'created_date'] as const;
export type BrowseOrder = (typeof browseOrders)[number];

/** GET /user/{id}/browse-segments and /browse-plans: by name (A to Z) or created_date (newest first). */
export const browseQuerySchema = z.extend(pagingQuerySchema, {
  order_by: z._default(z.enum(browseOrders), 'name'),
});
export type BrowseQuery = z.output<typeof browseQuerySchema>;

/** The learner's link a browse filter asks for: subscribed themselves, assigned, or neither. */
export const browseSubscriptionStates = ['subscribed', 'assigned', 'none'] as const;
export type BrowseSubscriptionState = (typeof browseSubscriptionStates)[number];

/** The browse filter groups' names and the subscription options' labels. */
export const browseFilterLabels = { subscription: 'Subscription', category: 'Category' } as const;
export const browseSubscriptionLabels: Record<BrowseSubscriptionState, string> = {
  subscribed: 'Subscribed',
  assigned: 'Assigned',
  none: 'Not subscribed',
};

const subscriptionFilter = `subscription:(${browseSubscriptionStates.join('|')})`;

/** One browse filter as sent in `filters[]`: `subscription:{state}` on both lists, `category:{id}` on segments. */
export const browseSegmentFilterSchema = z.string().check(
  z.regex(new RegExp(`^(${subscriptionFilter}|category:\\d{1,9})$`), {
    error: 'segments filter by subscription:{subscribed|assigned|none} or category:{id}',
  }),
);
export const browsePlanFilterSchema = z.string().check(
  z.regex(new RegExp(`^${subscriptionFilter}$`), {
    error: 'plans filter by subscription:{subscribed|assigned|none}',
  }),
);

/** Browse filters by key: the values of one key match any of them, the keys all apply (empty: no filter). */
export type BrowseFilters = { subscription: BrowseSubscriptionState[]; categoryIds: number[] };

function toBrowseFilters(filters: string[]): BrowseFilters {
  const valuesOf = (key: string) => [
    ...new Set(
      filters.filter((filter) => filter.startsWith(`${key}:`)).map((filter) => filter.slice(key.length + 1)),
    ),
  ];
  return {
    subscription: browseSubscriptionStates.filter((state) => valuesOf('subscription').includes(state)),
    categoryIds: valuesOf('category').map(Number),
  };
}

const browseFilterListSchema = (filter: z.ZodMiniString) =>
  z.pipe(z._default(z.array(filter).check(z.maxLength(40)), []), z.transform(toBrowseFilters));

/** GET /user/{id}/browse-segments: order, paging and `filters[]` subscription:{state}, category:{id}. */
export const browseSegmentQuerySchema = z.extend(browseQuerySchema, {
  filters: browseFilterListSchema(browseSegmentFilterSchema),
});
export type BrowseSegmentQuery = z.output<typeof browseSegmentQuerySchema>;

/** GET /user/{id}/browse-plans: order, paging and `filters[]` subscription:{state}. */
export const browsePlanQuerySchema = z.extend(browseQuerySchema, {
  filters: browseFilterListSchema(browsePlanFilterSchema),
});
export type BrowsePlanQuery = z.output<typeof browsePlanQuerySchema>;

/** Whether a segment's or plan's link (`is_subscribed`, `is_assigned`) is in one of the chosen states. */
export function matchesSubscriptionFilter(
  link: { is_subscribed: 0 | 1; is_assigned: 0 | 1 },
  states: readonly BrowseSubscriptionState[],
): boolean {
  if (states.length === 0) return true;
  return states.some((state) =>
    state === 'subscribed'
      ? link.is_subscribed === 1
      : state === 'assigned'
        ? link.is_assigned === 1
        : link.is_subscribed === 0 && link.is_assigned === 0,
  );
}

/** GET /user/{id}/browse-segments: every published segment with this learner's link and progress. */
export const browseSegmentListSchema = z.object({
  data: z.array(userSegmentSchema),
  total: z.int().check(z.minimum(0)),
});
export type BrowseSegmentList = z.infer<typeof browseSegmentListSchema>;

/** GET /user/{id}/browse-plans: every published plan with this learner's link and progress. */
export const browsePlanListSchema = z.object({
  data: z.array(userPlanSchema),
  total: z.int().check(z.minimum(0)),
});
export type BrowsePlanList = z.infer<typeof browsePlanListSchema>;

/** Segment facts shown on browse tiles and the segment home (000, section 3, Segment). */
const segmentFactsSchema = z.object({
  image_file: z.nullable(z.string()),
  start_date: z.nullable(z.date()),
  expiration_date: z.nullable(z.date()),
  content_last_changed: z.nullable(z.date()),
});

export const segmentListIncludes = ['tag', 'subscribed'] as const;

/** GET /segment: `_include` tag (tags), subscribed (the learner's flags); `filters[]` category:{id}; term. */
export const segmentListQuerySchema = z.extend(pagingQuerySchema, {
  _include: z._default(z.array(z.enum(segmentListIncludes)), []),
  filters: z._default(z.array(searchFilterSchema).check(z.maxLength(40)), []).check(
    z.refine(
      (filters) => filters.every((filter) => filter.key === 'category' && /^\d+$/.test(filter.value)),
      {
        error: 'segments filter by category:{id} only',
      },
    ),
  ),
  term: z._default(z.string().check(z.maxLength(200)), ''),
});
export type SegmentListQuery = z.output<typeof segmentListQuerySchema>;

export const segmentListItemSchema = z.extend(segmentFactsSchema, {
  segment_id: z.int(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  total_points: z.int(),
  /** Published contents. */
  content_count: z.int().check(z.minimum(0)),
  /** With `_include=tag`: the categories of the segment's contents (segments carry no tags of their own). */
  tags: z.optional(z.array(z.string())),
  is_subscribed: z.optional(z.union([z.literal(0), z.literal(1)])),
  is_assigned: z.optional(z.union([z.literal(0), z.literal(1)])),
});
export type SegmentListItem = z.infer<typeof segmentListItemSchema>;

export const segmentListSchema = z.object({
  data: z.array(segmentListItemSchema),
  total: z.int().check(z.minimum(0)),
});
export type SegmentList = z.infer<typeof segmentListSchema>;

/** A seglet with its published contents, the points they give and the learner's score from them. */
export const segletSchema = z.object({
  seglet_id: z.int(),
  name: z.string(),
  segment_id: z.int(),
  points: z.int(),
  score: z.int(),
  contents: z.array(contentSummarySchema),
});
export type Seglet = z.infer<typeof segletSchema>;

/** GET /segment/{id}/seglet */
export const segletListSchema = z.object({ data: z.array(segletSchema) });
export type SegletList = z.infer<typeof segletListSchema>;

export const segmentDetailIncludes = ['seglet_content', 'medal_badge', 'badge'] as const;
export const segmentDetailIncludeSchema = z.object({
  include: z._default(z.array(z.enum(segmentDetailIncludes)), []),
});

/**
 * GET /segment/{id}: the segment as the learner sees it; include seglet_content adds `seglets`, medal_badge
 * the `medals` with the badges each earns, badge the `badges`.
 */
export const segmentDetailSchema = z.extend(z.extend(userSegmentSchema, segmentFactsSchema.shape), {
  seglets: z.optional(z.array(segletSchema)),
  medals: z.optional(z.array(z.extend(segmentMedalSchema, { badges: z.array(segmentBadgeSchema) }))),
  badges: z.optional(z.array(segmentBadgeSchema)),
});
export type SegmentDetail = z.infer<typeof segmentDetailSchema>;
