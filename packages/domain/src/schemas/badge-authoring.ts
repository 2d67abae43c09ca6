/**
 * Badge authoring calls (001 sections 3, 5 and 7): what the badge form sends and what the badge screens read.
 * A badge's text fields follow the segment's rules ("Badge: same rule"); its medal type (1 bronze, 2 silver,
 * 3 gold, none) ties it to that medal of its segment, with which the scoring engine awards it.
 */
import { cleanText } from '../authoring/field-rules';
import { medalLevels } from '../gamification/medals';
import { limits } from '../limits';
import { authoringLimits } from '../limits-authoring';
import { formatMessage, messages } from '../messages';
import { adminMessages } from '../messages-admin';
import { z } from '../zod';
import { adminListQuerySchema, basicInfoShape, filterValues, statusFilters } from './authoring';
import { maxSqlInteger, wholeNumberPattern } from './integers';
import { publicationStatusSchema } from './plan';

const id = z.int().check(z.minimum(1), z.maximum(2_147_483_647));

/** 1 bronze, 2 silver, 3 gold; null: the badge is not earned with a medal. */
export const badgeMedalTypeSchema = z.nullable(z.union(medalLevels.map((level) => z.literal(level))));
export type BadgeMedalType = z.infer<typeof badgeMedalTypeSchema>;

const badgeFields = z.object({
  ...basicInfoShape,
  segment_id: id,
  medal_type_id: badgeMedalTypeSchema,
});

/** POST /badge and the badge wizard's basic info. */
export const badgeDraftSchema = z.extend(badgeFields, {
  medal_type_id: z._default(badgeMedalTypeSchema, null),
});
export type BadgeDraftInput = z.input<typeof badgeDraftSchema>;
export type BadgeDraft = z.output<typeof badgeDraftSchema>;

const { shortDescriptionMaxLength } = authoringLimits;

/**
 * The notifications step (ours; 001 names the step only): whether the reward pop-up announces the badge to
 * the learner who earns it, and a message shown with it there (the short-description limit, 255).
 */
export const badgeNotificationsSchema = z.object({
  notify_on_earn: z.boolean(),
  notification_text: z.pipe(z.string().check(z.maxLength(10_000)), z.transform(cleanText)).check(
    z.refine((text) => text.length <= shortDescriptionMaxLength, {
      error: formatMessage(adminMessages.validation.tooLong, { maxlength: shortDescriptionMaxLength }),
    }),
  ),
});
export type BadgeNotifications = z.output<typeof badgeNotificationsSchema>;

/** PUT /badge/{id}: any basic-info or notifications fields (what is not sent stays), or a status. */
export const badgeUpdateSchema = z.extend(z.partial(z.extend(badgeFields, badgeNotificationsSchema.shape)), {
  status: z.optional(z.union([z.literal(1), z.literal(2)])),
});
export type BadgeUpdate = z.output<typeof badgeUpdateSchema>;

export const adminBadgeSchema = z.object({
  badge_id: z.int(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  image_file: z.nullable(z.string()),
  segment_id: z.nullable(z.int()),
  segment_name: z.nullable(z.string()),
  medal_type_id: badgeMedalTypeSchema,
  status: publicationStatusSchema,
  content_count: z.int(),
  notify_on_earn: z.boolean(),
  notification_text: z.string(),
  created_at: z.date(),
  updated_at: z.date(),
});
export type AdminBadge = z.infer<typeof adminBadgeSchema>;

/**
 * The manage list's `filters[]` (ours beyond status): `status:{1|2|3}`, `segment:{id}` and
 * `medal:{1|2|3|none}`. Within a key any value matches; across keys all must.
 */
export const badgeListFilterPattern = new RegExp(
  `^(?:status:[123]|segment:${wholeNumberPattern(maxSqlInteger)}|medal:(?:[123]|none))$`,
);

/** The manage list's `filters[]` read by key; an empty list means any value of that key. */
export function badgeListFilters(filters: readonly string[]) {
  return {
    statuses: statusFilters(filters),
    segmentIds: filterValues(filters, 'segment').map(Number),
    /** null: the badges earned with no medal. */
    medalTypes: filterValues(filters, 'medal').map((value) => (value === 'none' ? null : Number(value))),
  };
}

/** GET /badge: the manage list (term or searchTerm, filters[], and `segment_id` for one segment's). */
export const adminBadgeQuerySchema = z.extend(adminListQuerySchema, {
  filters: z._default(z.array(z.string().check(z.regex(badgeListFilterPattern))).check(z.maxLength(20)), []),
  searchTerm: z.optional(z.string().check(z.maxLength(200))),
  segment_id: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
});

export const adminBadgeListSchema = z.object({
  data: z.array(adminBadgeSchema),
  total: z.int(),
});
export type AdminBadgeList = z.infer<typeof adminBadgeListSchema>;

/** GET /badge/segment/search/name/{term}: at most a page (25) of badges, not archived, by name. */
export const badgeNameSearchListSchema = z.object({ data: z.array(adminBadgeSchema) });
export type BadgeNameSearchList = z.infer<typeof badgeNameSearchListSchema>;

/** GET /badge/{id}/content: the contents that earn the badge. */
export const adminBadgeContentListSchema = z.object({
  data: z.array(
    z.object({
      content_id: z.int(),
      name: z.string(),
      short_name: z.string(),
      points: z.int(),
      status: publicationStatusSchema,
    }),
  ),
});
export type AdminBadgeContentList = z.infer<typeof adminBadgeContentListSchema>;
export type AdminBadgeContent = AdminBadgeContentList['data'][number];

/** GET /badge/segment/list: the segments a badge can belong to (not archived), for the form's select. */
export const badgeSegmentListSchema = z.object({
  data: z.array(z.object({ segment_id: z.int(), name: z.string() })),
});
export type BadgeSegmentList = z.infer<typeof badgeSegmentListSchema>;

/** An admin search's term (GET /badge/{id}/content/search, the name searches): "longer than 2 characters" (001 section 5). */
export const adminSearchTermSchema = z.object({
  term: z
    .pipe(
      z.string().check(z.maxLength(200)),
      z.transform((term) => term.trim()),
    )
    .check(
      z.refine((term) => term.length >= limits.searchMinLength, {
        error: messages.validation.searchTooShort,
      }),
    ),
});
