/**
 * The content wizard's relationships, locking and badges steps (001 sections 2 to 7): a content's
 * prerequisites and its rule, where it appears, its external content, and the badges it earns.
 */
import { externalUrlRule } from '../authoring/content-relationships';
import { z } from '../zod';
import { badgeMedalTypeSchema } from './badge-authoring';
import { maxSqlInteger } from './integers';
import { publicationStatusSchema } from './plan';

/** A prerequisite as the admin sees it, whatever its status. */
export const adminPrerequisiteSchema = z.object({
  content_id: z.int(),
  name: z.string(),
  status: publicationStatusSchema,
});
export type AdminPrerequisite = z.infer<typeof adminPrerequisiteSchema>;

/**
 * GET /content/{id}/prerequisite/admin, and the answer of every prerequisite change: the rule (null: all of;
 * n: any n of), whether the content is locked (it has prerequisites), and the prerequisites by name.
 */
export const adminPrerequisiteListSchema = z.object({
  prerequisite_rule: z.nullable(z.int().check(z.positive())),
  is_locked: z.boolean(),
  data: z.array(adminPrerequisiteSchema),
});
export type AdminPrerequisiteList = z.infer<typeof adminPrerequisiteListSchema>;

/** PUT /content/{id}/prerequisite_rule: null for 'all of', or N for 'N of' (the range is checked against the count). */
export const prerequisiteRuleSaveSchema = z.object({
  prerequisite_rule: z.nullable(z.int().check(z.positive(), z.maximum(maxSqlInteger))),
});
export type PrerequisiteRuleSave = z.infer<typeof prerequisiteRuleSaveSchema>;

/** GET /content/{id}/parents/admin: each segment (with the seglet) or plan holding the content, any status. */
export const adminContentParentSchema = z.object({
  kind: z.enum(['segment', 'plan']),
  id: z.int(),
  name: z.string(),
  seglet_id: z.nullable(z.int()),
  seglet_name: z.nullable(z.string()),
  status: publicationStatusSchema,
});
export type AdminContentParent = z.infer<typeof adminContentParentSchema>;
export const adminContentParentListSchema = z.object({ data: z.array(adminContentParentSchema) });
export type AdminContentParentList = z.infer<typeof adminContentParentListSchema>;

/** One of a content's external content entries (001 section 3: external_content list). */
export const externalContentSchema = z.object({
  external_content_id: z.int(),
  url: z.string(),
});
export type ExternalContent = z.infer<typeof externalContentSchema>;
/** GET /content/{id}/external_content, and the answer of POST and DELETE. */
export const externalContentListSchema = z.object({ data: z.array(externalContentSchema) });
export type ExternalContentList = z.infer<typeof externalContentListSchema>;

/** POST /content/{id}/external_content: an https address. */
export const externalContentDraftSchema = z.object({
  url: z
    .pipe(
      z.string().check(z.maxLength(2000)),
      z.transform((value) => value.trim()),
    )
    .check(
      z.superRefine((value, context) => {
        const message = externalUrlRule(value);
        if (message) context.addIssue({ code: 'custom', message });
      }),
    ),
});
export type ExternalContentDraft = z.input<typeof externalContentDraftSchema>;

/** A badge a content earns (GET /content/{id}/badge). */
export const contentBadgeSchema = z.object({
  badge_id: z.int(),
  name: z.string(),
  medal_type_id: badgeMedalTypeSchema,
  status: publicationStatusSchema,
});
export type ContentBadge = z.infer<typeof contentBadgeSchema>;
/** GET /content/{id}/badge, and the answer of PUT and DELETE /content/{id}/badge/{badge_id}. */
export const contentBadgeListSchema = z.object({ data: z.array(contentBadgeSchema) });
export type ContentBadgeList = z.infer<typeof contentBadgeListSchema>;
