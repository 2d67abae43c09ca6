/**
 * Activities (000, section 3: type Points, Medal, Badge or Level; date; segment_name), the network feed, likes
 * and the completion result the engine returns.
 */
import { activityFilters, activityTypes } from '../gamification/activity';
import { type MedalLevel, medalNames } from '../gamification/medals';
import { z } from '../zod';
import { maxSqlInteger } from './integers';

export const activitySchema = z.object({
  activity_id: z.int(),
  type: z.enum(activityTypes),
  date: z.date(),
  segment_name: z.nullable(z.string()),
  points: z.int(),
  description: z.string(),
  like_count: z.int().check(z.minimum(0)),
  is_liked: z.boolean(),
});
export type Activity = z.infer<typeof activitySchema>;

/** GET /user/{id}/activities */
export const activityListSchema = z.object({
  data: z.array(activitySchema),
  total: z.int(),
});
export type ActivityList = z.infer<typeof activityListSchema>;

export const activityUserSchema = z.object({
  user_id: z.int(),
  first_name: z.string(),
  last_name: z.string(),
  profile_img: z.nullable(z.string()),
});

/** GET /user/{id}/network: a team peer's (or managee's) activity with who did it. */
export const networkActivitySchema = z.extend(activitySchema, { user: activityUserSchema });
export type NetworkActivity = z.infer<typeof networkActivitySchema>;
export const networkListSchema = z.object({ data: z.array(networkActivitySchema) });
export type NetworkList = z.infer<typeof networkListSchema>;

/** POST /network/{activity_id}/like and /unlike */
export const likeResultSchema = z.object({
  like_count: z.int().check(z.minimum(0)),
  is_liked: z.boolean(),
});
export type LikeResult = z.infer<typeof likeResultSchema>;

/** Query of GET /user/{id}/activities; limit 5 by default (000, section 9). */
export const activityQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 5),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(maxSqlInteger)), 0),
  filter: z.optional(z.enum(Object.keys(activityFilters) as [keyof typeof activityFilters])),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const networkQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 5),
});

/**
 * What one completion earned (000, section 7: "response points, completed, error, msg, badges, medals,
 * level"). `level` is the level newly reached, null when the completion did not raise it.
 */
export const completionResultSchema = z.object({
  points: z.int().check(z.minimum(0)),
  completed: z.boolean(),
  /** `message`: the badge's notification text, when it has one. */
  badges: z.array(z.object({ badge_id: z.int(), name: z.string(), message: z.optional(z.string()) })),
  medals: z.array(
    z.object({
      medal_id: z.int(),
      level: z.int().check(z.minimum(1), z.maximum(3)),
      segment_id: z.int(),
      segment_name: z.string(),
    }),
  ),
  level: z.nullable(z.int()),
});
export type CompletionResult = z.infer<typeof completionResultSchema>;

/**
 * The description an award writes on its activity. Not spec texts (the spec names the activity types but
 * quotes no wording), kept here so the engine and the demo history write the same words.
 */
export const activityDescriptions = {
  points: (contentName: string) => `Completed ${contentName}`,
  medal: (level: MedalLevel, segmentName: string) =>
    `Earned the ${medalNames[level]} medal in ${segmentName}`,
  badge: (badgeName: string) => `Earned the ${badgeName} badge`,
  level: (level: number) => `Reached level ${level}`,
};
