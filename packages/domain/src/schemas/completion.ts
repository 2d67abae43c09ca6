/**
 * Submitting a completion and rating a content (000, section 7): POST /user/{id}/content/{content_id} with the
 * form score, optional rating and optional segnocode, and POST /user/{id}/content/{content_id}/rating.
 */
import { limits } from '../limits';
import { z } from '../zod';
import { completionResultSchema } from './activity';
import { preprocess } from './preprocess';

/** A form sends every field as text: an empty one means "not given". */
const emptyAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

/** 1 to 5 whole stars, from a form's text or a JSON number. */
export const ratingValueSchema = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(limits.ratingMax));

export const completionRequestSchema = z.object({
  /** 1: the content was finished and passed; 0: attempted, not passed (the client shows the warning). */
  score: preprocess(emptyAsMissing, z.pipe(z.coerce.number(), z.union([z.literal(0), z.literal(1)]))),
  rating: preprocess(emptyAsMissing, z.optional(ratingValueSchema)),
  /** Compared with the content's code by the server; its format is not judged here, a wrong code is error 1. */
  segnocode: preprocess(emptyAsMissing, z.optional(z.string().check(z.trim(), z.maxLength(64)))),
});
export type CompletionRequest = z.infer<typeof completionRequestSchema>;

/** A medal a completion (or a redeemed code) earned, with its level's name (Bronze, Silver, Gold). */
export const earnedMedalSchema = z.extend(completionResultSchema.shape.medals.def.element, {
  name: z.string(),
});
export type EarnedMedal = z.infer<typeof earnedMedalSchema>;

/** Whether the server judged the submission an error (1: the client clears the code and shows `msg`). */
export const completionErrorFlagSchema = z.union([z.literal(0), z.literal(1)]);

/**
 * The answer to a submission: completed with its awards (error 0); attempted but not completed (completed
 * false, error 0: the completion warning); or refused for a reason the learner can fix (completed false,
 * error 1, `msg` says why, e.g. a wrong segnocode or an unfinished checklist).
 */
export const completionResponseSchema = z.extend(completionResultSchema, {
  error: completionErrorFlagSchema,
  msg: z.string(),
  medals: z.array(earnedMedalSchema),
});
export type CompletionResponse = z.infer<typeof completionResponseSchema>;

export const ratingRequestSchema = z.object({ value: ratingValueSchema });
export type RatingRequest = z.infer<typeof ratingRequestSchema>;

/** The learner's rating as stored and the content's new average rating. */
export const ratingResponseSchema = z.object({
  value: z.int().check(z.minimum(1), z.maximum(limits.ratingMax)),
  rating: z.number().check(z.minimum(1), z.maximum(limits.ratingMax)),
});
export type RatingResponse = z.infer<typeof ratingResponseSchema>;
