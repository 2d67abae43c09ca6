/**
 * Tags (001 sections 3 and 7): GET /tag suggestions, POST /tag, and the tags of a content, segment or seglet.
 * The name runs the picker's rule (`authoring/tag-rules.ts`), so the server refuses with the picker's message.
 */
import { cleanText } from '../authoring/field-rules';
import { tagNameRule } from '../authoring/tag-rules';
import { authoringLimits } from '../limits-authoring';
import { z } from '../zod';

export const tagSchema = z.object({ tag_id: z.int(), name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

/** GET /tag answers, and the item tag calls (GET /content/{id}/tag, PUT/DELETE …/tag/{tag_id}). */
export const tagListSchema = z.object({ data: z.array(tagSchema) });
export type TagList = z.infer<typeof tagListSchema>;

/** GET /tag: `searchTerm` (more than 2 characters, else no suggestions) and `_limit` (at most 10). */
export const tagSearchQuerySchema = z.object({
  searchTerm: z._default(z.string().check(z.maxLength(200)), ''),
  _limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(authoringLimits.tagSuggestionLimit)),
    authoringLimits.tagSuggestionLimit,
  ),
});
export type TagSearchQuery = z.output<typeof tagSearchQuerySchema>;

/** POST /tag: `name`, trimmed and without angle brackets, more than 2 characters. */
export const tagDraftSchema = z.object({
  name: z.pipe(z.string().check(z.maxLength(10_000)), z.transform(cleanText)).check(
    z.superRefine((value, context) => {
      const message = tagNameRule(value);
      if (message) context.addIssue({ code: 'custom', message });
    }),
  ),
});
export type TagDraftInput = z.input<typeof tagDraftSchema>;

/** What a tag can be put on ('plan' since issue 9). */
export const taggedKinds = ['segment', 'seglet', 'content', 'plan'] as const;
export type TaggedKind = (typeof taggedKinds)[number];
