/**
 * Site feedback and content requests sent from the header dialogs (000, sections 3 and 5): PUT on the current
 * user's feedback and content_request.
 */
import { limits } from '../limits';
import { feedbackTopics } from '../options';
import { stripAngleBrackets } from '../text';
import { z } from '../zod';
import { preprocess } from './preprocess';

const detailMaxLength = 2000;

/** Free text as stored: angle brackets stripped, then trimmed. */
const cleanText = (maxLength: number) =>
  z.pipe(
    z.pipe(z.string(), z.transform(stripAngleBrackets)),
    z.string().check(z.trim(), z.maxLength(maxLength)),
  );

/** A form sends every field as text: an empty one means "not given". */
const optionalText = (maxLength: number) =>
  preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.optional(cleanText(maxLength)),
  );

const feedbackTopicIds = feedbackTopics.map((topic) => topic.id) as [
  (typeof feedbackTopics)[number]['id'],
  ...(typeof feedbackTopics)[number]['id'][],
];

export const feedbackRequestSchema = z.object({
  comment: z.pipe(cleanText(limits.feedbackCommentMaxLength), z.string().check(z.minLength(1))),
  topic: z.enum(feedbackTopicIds),
  rating: preprocess(
    (value) =>
      value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value,
    z.optional(z.int().check(z.minimum(1), z.maximum(limits.ratingMax))),
  ),
  browser: optionalText(detailMaxLength),
  os: optionalText(detailMaxLength),
  referrer: optionalText(detailMaxLength),
  pageUrl: optionalText(detailMaxLength),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const contentRequestSchema = z.object({
  comment: z.pipe(cleanText(limits.feedbackCommentMaxLength), z.string().check(z.minLength(1))),
  type: optionalText(100),
  pageUrl: optionalText(detailMaxLength),
});
export type ContentRequest = z.infer<typeof contentRequestSchema>;

/** The answer of calls that only report that they worked. */
export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponseSchema>;
