/**
 * Site feedback and content requests sent from the header dialogs (000, sections 3 and 5): PUT on the current
 * user's feedback and content_request.
 */
import { z } from 'zod';
import { limits } from '../limits';
import { feedbackTopics } from '../options';
import { stripAngleBrackets } from '../text';

const detailMaxLength = 2000;

/** Free text as stored: angle brackets stripped, then trimmed. */
const cleanText = (maxLength: number) =>
  z.string().transform(stripAngleBrackets).pipe(z.string().trim().max(maxLength));

/** A form sends every field as text: an empty one means "not given". */
const optionalText = (maxLength: number) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    cleanText(maxLength).optional(),
  );

const feedbackTopicIds = feedbackTopics.map((topic) => topic.id) as [
  (typeof feedbackTopics)[number]['id'],
  ...(typeof feedbackTopics)[number]['id'][],
];

export const feedbackRequestSchema = z.object({
  comment: cleanText(limits.feedbackCommentMaxLength).pipe(z.string().min(1)),
  topic: z.enum(feedbackTopicIds),
  rating: z.preprocess(
    (value) =>
      value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value,
    z.number().int().min(1).max(limits.ratingMax).optional(),
  ),
  browser: optionalText(detailMaxLength),
  os: optionalText(detailMaxLength),
  referrer: optionalText(detailMaxLength),
  pageUrl: optionalText(detailMaxLength),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const contentRequestSchema = z.object({
  comment: cleanText(limits.feedbackCommentMaxLength).pipe(z.string().min(1)),
  type: optionalText(100),
  pageUrl: optionalText(detailMaxLength),
});
export type ContentRequest = z.infer<typeof contentRequestSchema>;

/** The answer of calls that only report that they worked. */
export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponseSchema>;
