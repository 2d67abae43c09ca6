/**
 * Content as a learner sees it (000, section 3, Content): the summary every list, tile and search result
 * shows, the full learner view of GET /content/{id}, a content's parents, and the search calls.
 */
import { limits } from '../limits';
import { contentRecurrences, contentTypes, expertiseLevels, languages } from '../options';
import { z } from '../zod';
import { maxSqlInteger } from './integers';
import { publicationStatusSchema } from './plan';

export const expertiseSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** A content in a list: segment and seglet contents, search results. */
export const contentSummarySchema = z.object({
  content_id: z.int(),
  name: z.string(),
  short_name: z.nullable(z.string()),
  type: z.int(),
  points: z.int(),
  /** The average of learners' ratings, 1 to 5; null before the first rating. */
  rating: z.nullable(z.number()),
  expertise: z.nullable(expertiseSchema),
  /** Estimated time in minutes. */
  estimated_time: z.nullable(z.int()),
  times_viewed: z.int().check(z.minimum(0)),
  start_date: z.nullable(z.date()),
  thumbnail_url: z.nullable(z.string()),
  is_complete: z.boolean(),
  /** Prerequisites not yet done under the content's rule (`isLocked`). */
  is_locked: z.boolean(),
  segment_id: z.nullable(z.int()),
  seglet_id: z.nullable(z.int()),
});
export type ContentSummary = z.infer<typeof contentSummarySchema>;

export const contentCategorySchema = z.object({ category_id: z.int(), name: z.string() });
export type ContentCategory = z.infer<typeof contentCategorySchema>;

export const contentPrerequisitesSchema = z.object({
  /** null: all of them; n: any n of them. */
  rule: z.nullable(z.int().check(z.positive())),
  /** How many must be complete (`prerequisitesNeeded`). */
  needed: z.int().check(z.minimum(0)),
  items: z.array(z.object({ content_id: z.int(), name: z.string(), is_complete: z.boolean() })),
});
export type ContentPrerequisites = z.infer<typeof contentPrerequisitesSchema>;

export const contentRestrictionSchema = z.enum(['genericUser', 'offTheClock']);

/** GET /content/{id}: the learner view. The segnocode itself is never sent. */
export const contentSchema = z.extend(contentSummarySchema, {
  description: z.string(),
  sub_type: z.nullable(z.string()),
  /** The video or document file, or the external link. */
  url: z.nullable(z.string()),
  /** An external link: shown in an iframe popup, or a new tab on mobile. */
  is_ext_url: z.boolean(),
  /** A document's text. */
  body: z.nullable(z.string()),
  language: z.string(),
  recurrence: z.enum(contentRecurrences),
  status: publicationStatusSchema,
  categories: z.array(contentCategorySchema),
  segnocode_gen_mode: z.nullable(z.int()),
  tested_out: z.boolean(),
  /** The content's segment is assigned to this learner. */
  is_required: z.boolean(),
  /** Why this learner may not submit it (`submitRestriction`), decided by the server. */
  restriction: z.nullable(contentRestrictionSchema),
  prerequisites: contentPrerequisitesSchema,
  checklist_id: z.nullable(z.int()),
  /** The learner's copy of the checklist, created on their first view of a checklist content. */
  user_checklist_id: z.nullable(z.int()),
  course_id: z.nullable(z.int()),
  /** This learner's own rating. */
  user_rating: z.nullable(z.int().check(z.minimum(1), z.maximum(5))),
});
export type Content = z.infer<typeof contentSchema>;

/** GET /content/{id}/parents and /course/{id}/parents: where a content or course sits. */
export const contentParentSchema = z.object({
  segment_id: z.int(),
  name: z.string(),
  seglet_id: z.nullable(z.int()),
});
export type ContentParent = z.infer<typeof contentParentSchema>;
export const contentParentListSchema = z.object({ data: z.array(contentParentSchema) });
export type ContentParentList = z.infer<typeof contentParentListSchema>;

// Search (000, sections 2 and 5)

export const searchFilterKeys = ['type', 'category', 'expertise', 'language'] as const;
export type SearchFilterKey = (typeof searchFilterKeys)[number];

/** The filter groups' headings, in the order the filters call lists them. */
export const searchFilterLabels: Record<SearchFilterKey, string> = {
  type: 'Type',
  category: 'Category',
  expertise: 'Expertise',
  language: 'Language',
};

/** A filter as sent in `filters[]`: `key:value`, for example `type:11` or `language:spanish`. */
export const searchFilterSchema = z.pipe(
  z.string().check(
    z.regex(/^(type|category|expertise|language):[a-z0-9_]{1,40}$/, {
      error: 'must be key:value with a known key',
    }),
  ),
  z.transform((filter) => {
    const [key, value] = filter.split(':') as [SearchFilterKey, string];
    return { key, value };
  }),
);
export type SearchFilter = z.output<typeof searchFilterSchema>;

/** Filters as a list, or one filter alone (a single `filters[]=` arrives as a string). */
const filterListSchema = z.pipe(
  z.pipe(
    z._default(z.union([z.array(z.string()), z.string()]), []),
    z.transform((value) => (Array.isArray(value) ? value : [value])),
  ),
  z.array(searchFilterSchema).check(z.maxLength(40)),
);

export const searchQuerySchema = z.object({
  /** Normalised by the server with `normalizeSearchTerm`; at least 3 characters after that. */
  term: z.string().check(z.maxLength(200)),
  filters: filterListSchema,
  _limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(limits.searchPageSize)),
    limits.searchPageSize,
  ),
  _offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(maxSqlInteger)), 0),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/**
 * GET /search's query as the server reads it: `filters[]` is always a list (every repetition and comma list), and the
 * array at the head of its schema is how the registrar knows to read it as one.
 */
export const searchCallQuerySchema = z.extend(searchQuerySchema, {
  filters: z._default(z.array(searchFilterSchema).check(z.maxLength(40)), []),
});

export const searchFiltersQuerySchema = z.pick(searchQuerySchema, { term: true });

/** GET /search */
export const searchResultListSchema = z.object({
  data: z.array(contentSummarySchema),
  total: z.int().check(z.minimum(0)),
});
export type SearchResultList = z.infer<typeof searchResultListSchema>;

export const searchFilterOptionSchema = z.object({
  /** What goes after `key:` in `filters[]`. */
  value: z.string(),
  label: z.string(),
  /** Matching contents with this value. */
  count: z.int().check(z.minimum(1)),
});
export const searchFilterGroupSchema = z.object({
  key: z.enum(searchFilterKeys),
  label: z.string(),
  options: z.array(searchFilterOptionSchema),
});
export type SearchFilterGroup = z.infer<typeof searchFilterGroupSchema>;

/** GET /search/filters: the values found among the term's matches, with counts. */
export const searchFilterListSchema = z.object({ data: z.array(searchFilterGroupSchema) });
export type SearchFilterList = z.infer<typeof searchFilterListSchema>;

/** A filter option's label: the type, expertise or language name the option lists give. */
export function searchFilterOptionLabel(key: Exclude<SearchFilterKey, 'category'>, value: string): string {
  const option =
    key === 'type'
      ? contentTypes.find((type) => String(type.id) === value)
      : key === 'expertise'
        ? expertiseLevels.find((level) => String(level.id) === value)
        : languages.find((language) => language.id === value);
  if (!option) return value;
  const name = option.name.replace(/_/g, ' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}
