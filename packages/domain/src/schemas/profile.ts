/**
 * GET /user/{id}/profile: a learner's public profile (000, section 2, /user/{user_id}/profile), readable by any
 * signed-in user. Private fields of GET /user/{id} (username, roles, preferences) are left out; the numbers
 * come from GET /user/{id}/stats.
 */
import { z } from '../zod';
import { userMedalSchema } from './user';

/** An earned badge with the segment it belongs to (none for a system badge). */
export const profileBadgeSchema = z.object({
  badge_id: z.int(),
  name: z.string(),
  segment_id: z.nullable(z.int()),
  segment_name: z.nullable(z.string()),
  earned_date: z.date(),
});
export type ProfileBadge = z.infer<typeof profileBadgeSchema>;

export const userProfileSchema = z.object({
  user_id: z.int(),
  first_name: z.string(),
  last_name: z.string(),
  profile_img: z.nullable(z.string()),
  level: z.int().check(z.minimum(1)),
  /** Earned medals, newest first. */
  medals: z.array(userMedalSchema),
  /** Earned badges, newest first. */
  badges: z.array(profileBadgeSchema),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
