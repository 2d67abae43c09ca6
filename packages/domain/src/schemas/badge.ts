/** GET /badge/{id} (000, section 7): a badge, and with `include=content` the contents it needs. */
import { z } from 'zod';
import { segmentBadgeSchema } from './segment';

export const badgeContentSchema = z.object({
  content_id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  points: z.number().int(),
  is_complete: z.boolean(),
});
export type BadgeContent = z.infer<typeof badgeContentSchema>;

export const badgeDetailSchema = segmentBadgeSchema.extend({
  /** null for a system badge. */
  segment_id: z.number().int().nullable(),
  /** The medal that earns this badge, if it is earned with a medal rather than by contents. */
  medal_id: z.number().int().nullable(),
  contents: z.array(badgeContentSchema).optional(),
});
export type BadgeDetail = z.infer<typeof badgeDetailSchema>;

export const badgeIncludeSchema = z.object({ include: z.array(z.enum(['content'])).default([]) });
