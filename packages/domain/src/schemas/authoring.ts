/**
 * Segment admin authoring calls (001 section 7): what the admin forms send and what the admin screens read.
 * The text fields run the same rules as the forms (`authoring/field-rules.ts`), so the server refuses with the
 * messages the admin already saw.
 */
import {
  cleanText,
  contentOwnerRule,
  contentTypeIssues,
  contentUrlRule,
  descriptionRule,
  estimatedMinutesRule,
  type FieldRule,
  imageRule,
  nameRule,
  pointsRule,
  shortNameRule,
} from '../authoring/field-rules';
import { medalErrorCodes } from '../authoring/medal-publishing';
import { authoringLimits } from '../limits-authoring';
import { contentObjectTypes, contentTypes, languages, preferredBrowsers } from '../options';
import { z } from '../zod';
import { pagingQuerySchema } from './browse';
import { expertiseSchema } from './content';
import { maxSqlInteger, maxSqlSmallint, sqlInteger, sqlIntegerText, wholeNumberPattern } from './integers';
import { publicationStatusSchema } from './plan';
import { scheduleUpdateShape } from './schedule';
import { tagSchema } from './tags';

/** A text field checked by one of the form's rules, after dropping < and > and surrounding spaces. */
export function ruledText(rule: FieldRule<string>) {
  return z.pipe(z.string().check(z.maxLength(10_000)), z.transform(cleanText)).check(
    z.superRefine((value, context) => {
      const message = rule(value);
      if (message) context.addIssue({ code: 'custom', message });
    }),
  );
}

function ruledNumber(rule: FieldRule<string | number>) {
  return z.pipe(
    z.union([z.number(), z.string().check(z.maxLength(20))]).check(
      z.superRefine((value, context) => {
        const message = rule(value);
        if (message) context.addIssue({ code: 'custom', message });
      }),
    ),
    z.transform(Number),
  );
}

const imageField = z.nullable(z.string().check(z.maxLength(2000))).check(
  z.superRefine((value, context) => {
    const message = imageRule(value);
    if (message) context.addIssue({ code: 'custom', message });
  }),
);

/** The basic info every authored item shares (001 section 5; "Badge: same rule"). */
export const basicInfoShape = {
  name: ruledText(nameRule),
  short_name: ruledText(shortNameRule),
  description: ruledText(descriptionRule),
  image_file: imageField,
};

/** The admin list calls: `_limit` (25), `_offset`, `term`, and `filters[]` status:{1|2|3}. */
export const adminListQuerySchema = z.extend(pagingQuerySchema, {
  _limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)),
    authoringLimits.managePageSize,
  ),
  term: z._default(z.string().check(z.maxLength(200)), ''),
  filters: z._default(z.array(z.string().check(z.regex(/^status:[123]$/))).check(z.maxLength(3)), []),
});

export const adminSegletIncludes = ['tag'] as const;

/**
 * GET /seglet: the admin list query (the spec's `searchTerm` or `term`), `segment_id` to list one segment's
 * seglets, and `_include=tag` for each seglet's tags.
 */
export const adminSegletQuerySchema = z.extend(adminListQuerySchema, {
  searchTerm: z.optional(z.string().check(z.maxLength(200))),
  segment_id: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
  _include: z._default(z.array(z.enum(adminSegletIncludes)).check(z.maxLength(5)), []),
});
export type AdminSegletQuery = z.output<typeof adminSegletQuerySchema>;
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

/** A list's `filters[]` values of one key (`type:3` → '3'), in the order sent. */
export function filterValues(filters: readonly string[], key: string): string[] {
  return filters
    .filter((filter) => filter.startsWith(`${key}:`))
    .map((filter) => filter.slice(key.length + 1));
}

/** The statuses a list's `filters[]` asks for (status:2 → 2); none means every status. */
export function statusFilters(filters: readonly string[]): number[] {
  return filterValues(filters, 'status').map(Number);
}

/** A filter group beyond status in a manage list: its `filters[]` key and the values offered. */
export const adminFilterGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type AdminFilterGroup = z.infer<typeof adminFilterGroupSchema>;

/** GET /badge/filters: the segments (not archived) and the medal types. */
export const adminFilterListSchema = z.object({ data: z.array(adminFilterGroupSchema) });
export type AdminFilterList = z.infer<typeof adminFilterListSchema>;

const timestamps = { created_at: z.date(), updated_at: z.date() };

// Segments

const segmentFields = z.object({
  ...basicInfoShape,
  max_points: z.coerce
    .number()
    .check(
      z.int(),
      z.minimum(authoringLimits.maxPointsRange.min),
      z.maximum(authoringLimits.maxPointsRange.max),
    ),
});

/** POST /segment and the segment wizard's basic info (PUT /segment/{id}). */
export const segmentDraftSchema = z.extend(segmentFields, {
  max_points: z._default(segmentFields.shape.max_points, authoringLimits.segmentMaxPointsDefault),
});
export type SegmentDraftInput = z.input<typeof segmentDraftSchema>;
export type SegmentDraft = z.output<typeof segmentDraftSchema>;

/** PUT /segment/{id}: any basic-info fields (no defaults: what is not sent stays), or a status. */
export const segmentUpdateSchema = z.extend(z.partial(segmentFields), {
  status: z.optional(z.union([z.literal(1), z.literal(2)])),
});

export const adminSegmentSchema = z.object({
  segment_id: z.int(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  image_file: z.nullable(z.string()),
  max_points: z.int(),
  status: publicationStatusSchema,
  /** Points of the segment's published contents. */
  total_points: z.int(),
  seglet_count: z.int(),
  content_count: z.int(),
  ...timestamps,
});
export type AdminSegment = z.infer<typeof adminSegmentSchema>;

/**
 * GET /segment/list: the manage list's `filters[]` (ours beyond status): `status:{1|2|3}` and `tag:{id}` (the
 * groups of GET /segment/filters). Within a key any value matches; across keys all must.
 */
export const adminSegmentQuerySchema = z.extend(adminListQuerySchema, {
  filters: z._default(
    z
      .array(
        z.string().check(z.regex(new RegExp(`^(?:status:[123]|tag:${wholeNumberPattern(maxSqlInteger)})$`))),
      )
      .check(z.maxLength(20)),
    [],
  ),
});
export type AdminSegmentQuery = z.output<typeof adminSegmentQuerySchema>;

/** GET /segment/list?isAdmin=true */
export const adminSegmentListSchema = z.object({
  data: z.array(adminSegmentSchema),
  total: z.int(),
});
export type AdminSegmentList = z.infer<typeof adminSegmentListSchema>;

// Medals

/** PUT /segment/{id}/medal (001 names a medal PUT but not its path): the three medals as typed. */
export const medalSaveSchema = z.object({
  medals: z
    .array(
      z.object({
        level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
        points: z.union([z.number(), z.string().check(z.maxLength(20))]),
        status: z.union([z.literal(1), z.literal(2)]),
      }),
    )
    .check(
      z.minLength(1),
      z.maxLength(3),
      z.refine((medals) => new Set(medals.map((medal) => medal.level)).size === medals.length, {
        error: 'each medal level once',
      }),
    ),
});
export type MedalSave = z.infer<typeof medalSaveSchema>;

export const adminMedalSchema = z.object({
  medal_id: z.int(),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  points: z.int(),
  status: z.union([z.literal(1), z.literal(2)]),
  badge_count: z.int(),
  /** After a save: why publishing was refused (001 section 5), else null. */
  error: z.nullable(z.union(medalErrorCodes.map((code) => z.literal(code)))),
});
export type AdminMedal = z.infer<typeof adminMedalSchema>;

/** GET /segment/{id}/medal?isAdmin=true and the answer of the PUT. */
export const adminMedalListSchema = z.object({
  data: z.array(adminMedalSchema),
  /** The segment's possible points, which no published medal may exceed. */
  max_points: z.int(),
});
export type AdminMedalList = z.infer<typeof adminMedalListSchema>;

// Seglets

/** POST /seglet and the seglet wizard's basic info (PUT /seglet/{id}). */
export const segletDraftSchema = z.object({
  name: ruledText(nameRule),
  short_name: ruledText(shortNameRule),
});
export type SegletDraftInput = z.input<typeof segletDraftSchema>;

export const segletUpdateSchema = z.extend(
  z.extend(z.partial(segletDraftSchema), { status: z.optional(z.union([z.literal(1), z.literal(2)])) }),
  scheduleUpdateShape,
);
/** What PUT /seglet/{id} takes: any basic-info or launch fields, or a status. */
export type SegletUpdateInput = z.input<typeof segletUpdateSchema>;

export const adminSegletSchema = z.object({
  seglet_id: z.int(),
  name: z.string(),
  short_name: z.string(),
  status: publicationStatusSchema,
  /** The segment it belongs to; a new seglet has none until its segments step. */
  segment_id: z.nullable(z.int()),
  segment_name: z.nullable(z.string()),
  content_count: z.int(),
  // The launch-and-expiration step (0016).
  start_date: z.nullable(z.date()),
  expiration_date: z.nullable(z.date()),
  ...timestamps,
  /** GET /seglet with `_include=tag`: its tags by name; absent otherwise. */
  tags: z.optional(z.array(tagSchema)),
});
export type AdminSeglet = z.infer<typeof adminSegletSchema>;

/** GET /seglet (searchTerm, _limit, _offset) */
export const adminSegletListSchema = z.object({
  data: z.array(adminSegletSchema),
  total: z.int(),
});
export type AdminSegletList = z.infer<typeof adminSegletListSchema>;

// Content

const contentTypeIds = contentTypes.map((type) => type.id) as number[];

const contentFields = z.object({
  ...basicInfoShape,
  type: z.int().check(z.refine((type) => contentTypeIds.includes(type), { error: 'unknown content type' })),
  sub_type: z.nullable(z.string().check(z.maxLength(40))),
  object_type: z.enum(contentObjectTypes),
  url: ruledText(contentUrlRule),
  points: ruledNumber(pointsRule),
  estimated_time: ruledNumber(estimatedMinutesRule),
  content_owner_user_email: ruledText(contentOwnerRule),
  preferred_browser: z.enum(preferredBrowsers),
  language: z.enum(languages.map((language) => language.id) as ['english', ...string[]]),
});

/** Type, sub type and url together (001 section 5), when the type is sent (`contentTypeIssues`). */
function checkTypeRules(
  fields: { type?: unknown; sub_type?: string | null; url?: string },
  context: z.core.$RefinementCtx,
) {
  if (typeof fields.type !== 'number') return;
  const issues = contentTypeIssues({ type: fields.type, subType: fields.sub_type ?? null, url: fields.url });
  for (const issue of issues)
    context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}

/** POST /content and the content wizard's basic info (PUT /content/{id}). */
export const contentDraftSchema = z
  .extend(contentFields, {
    sub_type: z._default(contentFields.shape.sub_type, null),
    object_type: z._default(contentFields.shape.object_type, 'content'),
    preferred_browser: z._default(contentFields.shape.preferred_browser, 'all'),
    language: z._default(contentFields.shape.language, 'english'),
  })
  .check(z.superRefine(checkTypeRules));
export type ContentDraftInput = z.input<typeof contentDraftSchema>;
export type ContentDraft = z.output<typeof contentDraftSchema>;

/** PUT /content/{id}: any basic-info fields (no defaults: what is not sent stays), or a status. */
export const contentUpdateSchema = z
  .extend(z.extend(z.partial(contentFields), { status: z.optional(z.union([z.literal(1), z.literal(2)])) }), {
    ...scheduleUpdateShape,
    expertise: z.optional(z.nullable(expertiseSchema)),
  })
  .check(z.superRefine(checkTypeRules));
/** What PUT /content/{id} takes: any basic-info, launch or expertise fields, or a status. */
export type ContentUpdateInput = z.input<typeof contentUpdateSchema>;

export const segnocodeGenModes = ['auto', 'manual', 'clear'] as const;

export const adminContentSchema = z.object({
  content_id: z.int(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  type: z.int(),
  /** The type's sub type (SCORM's edition), null for a type without any. */
  sub_type: z.nullable(z.string()),
  object_type: z.enum(contentObjectTypes),
  url: z.string(),
  image_file: z.nullable(z.string()),
  points: z.int(),
  estimated_time: z.int(),
  content_owner_user_email: z.string(),
  preferred_browser: z.enum(preferredBrowsers),
  language: z.string(),
  status: publicationStatusSchema,
  segment_id: z.nullable(z.int()),
  segment_name: z.nullable(z.string()),
  seglet_id: z.nullable(z.int()),
  seglet_name: z.nullable(z.string()),
  segnocode: z.nullable(z.string()),
  segnocode_gen_mode: z.nullable(z.enum(segnocodeGenModes)),
  /** 0 never, 1 every year, above 1 every that many years (001 section 3). */
  content_recurrence: z.int(),
  // The launch-and-expiration and expertise steps (0016).
  start_date: z.nullable(z.date()),
  expiration_date: z.nullable(z.date()),
  expertise: z.nullable(expertiseSchema),
  ...timestamps,
});
export type AdminContent = z.infer<typeof adminContentSchema>;

/** GET /content/search?admin=true */
export const adminContentListSchema = z.object({
  data: z.array(adminContentSchema),
  total: z.int(),
});

/**
 * GET /content/search: the manage list's `filters[]` (ours beyond status): `status:{1|2|3}`, `type:{id}` and
 * `segment:{id}`. Within a key any value matches; across keys all must.
 */
/** A content's type is a smallint, a segment's id an integer: a larger number is no filter the database takes. */
const adminContentFilterPattern = new RegExp(
  `^(?:status:[123]|type:${wholeNumberPattern(maxSqlSmallint)}|segment:${wholeNumberPattern(maxSqlInteger)})$`,
);

export const adminContentQuerySchema = z.extend(adminListQuerySchema, {
  filters: z._default(
    z.array(z.string().check(z.regex(adminContentFilterPattern))).check(z.maxLength(20)),
    [],
  ),
});
export type AdminContentQuery = z.output<typeof adminContentQuerySchema>;

/** GET /content/search/name/{term}[/type/{type}]: at most a page (25) of contents, not archived, by name. */
export const contentNameSearchListSchema = z.object({ data: z.array(adminContentSchema) });
export type ContentNameSearchList = z.infer<typeof contentNameSearchListSchema>;
export type AdminContentList = z.infer<typeof adminContentListSchema>;

/** PUT /content/{id}/segment/{segment_id}: the seglet of that segment it goes in. */
export const contentSegmentSaveSchema = z.object({ seglet_id: sqlInteger(1) });

/** GET /content/{id}/segment: where the content is placed; all null when it is in no segment. */
export const contentSegmentSchema = z.object({
  segment_id: z.nullable(z.int()),
  segment_name: z.nullable(z.string()),
  seglet_id: z.nullable(z.int()),
  seglet_name: z.nullable(z.string()),
});
export type ContentSegment = z.infer<typeof contentSegmentSchema>;

/**
 * GET /segment/{id}/content (001 section 7, "/content with seglet_content"): the segment's seglets (not
 * archived) in the segment's order, each with its contents (not archived) by name, whatever their status.
 */
export const adminSegmentContentListSchema = z.object({
  data: z.array(z.extend(adminSegletSchema, { contents: z.array(adminContentSchema) })),
});
export type AdminSegmentContentList = z.infer<typeof adminSegmentContentListSchema>;

// Change logs, name checks, user lookup

export const changeLogActions = ['create', 'update', 'status', 'archive'] as const;

/** GET /{object}/{id}/changelog (_limit 5, _offset) */
export const changeLogSchema = z.object({
  data: z.array(
    z.object({
      change_id: z.int(),
      user_name: z.string(),
      action: z.enum(changeLogActions),
      /** The fields an update changed, or the new status. */
      detail: z.string(),
      created_at: z.date(),
    }),
  ),
  total: z.int(),
});
export type ChangeLog = z.infer<typeof changeLogSchema>;

export const changeLogQuerySchema = z.extend(pagingQuerySchema, {
  _limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)),
    authoringLimits.changeLogPageSize,
  ),
});

/** The kinds of item the similar-name lookup knows (001 section 5, 002 section 5): a unit has no short name. */
export const similarNameTypes = ['segment', 'seglet', 'content', 'badge', 'plan', 'unit'] as const;
export type SimilarNameType = (typeof similarNameTypes)[number];

/** GET /search/similar/type/{type}?name=&short_name=&exclude_id=: whether either name is taken (case-insensitive). */
export const similarNameQuerySchema = z.object({
  name: z._default(z.string().check(z.maxLength(200)), ''),
  short_name: z._default(z.string().check(z.maxLength(200)), ''),
  exclude_id: z.optional(sqlIntegerText(1)),
});
export const similarNameSchema = z.object({ name_taken: z.boolean(), short_name_taken: z.boolean() });
export type SimilarName = z.infer<typeof similarNameSchema>;

/** GET /user/search/email/{email} */
export const userEmailSearchSchema = z.object({
  data: z.array(
    z.object({
      user_id: z.int(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
    }),
  ),
});
export type UserEmailSearch = z.infer<typeof userEmailSearchSchema>;
