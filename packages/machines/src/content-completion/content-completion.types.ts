import type { CompletionRequest, CompletionResponse, Content } from '@segno/domain';

/** What the completion machine needs of a content, as GET /content/:id returns it (learner view). */
export type CompletionContent = Pick<
  Content,
  'content_id' | 'type' | 'points' | 'is_locked' | 'restriction' | 'prerequisites'
>;

export type ContentCompletionInput = { content: CompletionContent };

/** The form of POST /user/:id/content/:content_id as the machine sends it: always score 1. */
export type SubmitCompletionInput = Pick<CompletionRequest, 'rating' | 'segnocode'> & { score: 1 };

/** What the reward popup shows. */
export type CompletionReward = Pick<CompletionResponse, 'points' | 'badges' | 'medals' | 'level'> & {
  pointsMessage: string;
};

export type SendRatingInput = { rating: number };

export type ContentCompletionEvent =
  | { type: 'completion.video-ended' }
  | { type: 'completion.document-read' }
  | { type: 'completion.link-opened' }
  | { type: 'completion.code-entered'; segnocode: string }
  | { type: 'completion.checklist-changed'; allChecked: boolean }
  | { type: 'completion.submit'; rating?: number }
  | { type: 'completion.close'; rating?: number }
  | { type: 'completion.dismiss' }
  | { type: 'completion.retry' }
  | { type: 'completion.leave' };

/** How the learner left the content: `left` back to the previous view, `done` to the parent view. */
export type ContentCompletionOutput = { outcome: 'left' | 'done' };
