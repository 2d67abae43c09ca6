/**
 * Submitting a completion and rating a content (000, section 7): POST /user/{id}/content/{content_id} with the
 * form score, optional rating and optional segnocode, and POST /user/{id}/content/{content_id}/rating.
 */
import { z } from 'zod';
import { limits } from '../limits';
import { completionResultSchema } from './activity';

/** A form sends every field as text: an empty one means "not given". */
const emptyAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

/** 1 to 5 whole stars, from a form's text or a JSON number. */
export const ratingValueSchema = z.coerce.number().int().min(1).max(limits.ratingMax);

export const completionRequestSchema = z.object({
  /** 1: the content was finished and passed; 0: attempted, not passed (the client shows the warning). */
  score: z.preprocess(emptyAsMissing, z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]))),
  rating: z.preprocess(emptyAsMissing, ratingValueSchema.optional()),
  /** Compared with the content's code by the server; its format is not judged here, a wrong code is error 1. */
  segnocode: z.preprocess(emptyAsMissing, z.string().trim().max(64).optional()),
});
export type CompletionRequest = z.infer<typeof completionRequestSchema>;

/** A medal a completion (or a redeemed code) earned, with its level's name (Bronze, Silver, Gold). */
export const earnedMedalSchema = completionResultSchema.shape.medals.element.extend({ name: z.string() });
export type EarnedMedal = z.infer<typeof earnedMedalSchema>;

/** Whether the server judged the submission an error (1: the client clears the code and shows `msg`). */
export const completionErrorFlagSchema = z.union([z.literal(0), z.literal(1)]);

/**
 * The answer to a submission: completed with its awards (error 0); attempted but not completed (completed
 * false, error 0: the completion warning); or refused for a reason the learner can fix (completed false,
 * error 1, `msg` says why, e.g. a wrong segnocode or an unfinished checklist).
 */
export const completionResponseSchema = completionResultSchema.extend({
  error: completionErrorFlagSchema,
  msg: z.string(),
  medals: z.array(earnedMedalSchema),
});
export type CompletionResponse = z.infer<typeof completionResponseSchema>;

export const ratingRequestSchema = z.object({ value: ratingValueSchema });
export type RatingRequest = z.infer<typeof ratingRequestSchema>;

/** The learner's rating as stored and the content's new average rating. */
export const ratingResponseSchema = z.object({
  value: z.number().int().min(1).max(limits.ratingMax),
  rating: z.number().min(1).max(limits.ratingMax),
});
export type RatingResponse = z.infer<typeof ratingResponseSchema>;
