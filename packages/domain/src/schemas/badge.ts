/** GET /badge/{id} (000, section 7): a badge, and with `include=content` the contents it needs. */
import { z } from '../zod';
import { segmentBadgeSchema } from './segment';

export const badgeContentSchema = z.object({
  content_id: z.int(),
  name: z.string(),
  type: z.int(),
  points: z.int(),
  is_complete: z.boolean(),
});
export type BadgeContent = z.infer<typeof badgeContentSchema>;

export const badgeDetailSchema = z.extend(segmentBadgeSchema, {
  /** null for a system badge. */
  segment_id: z.nullable(z.int()),
  /** The medal that earns this badge, if it is earned with a medal rather than by contents. */
  medal_id: z.nullable(z.int()),
  contents: z.optional(z.array(badgeContentSchema)),
});
export type BadgeDetail = z.infer<typeof badgeDetailSchema>;

export const badgeIncludeSchema = z.object({ include: z._default(z.array(z.enum(['content'])), []) });
