/**
 * Submitting a completion and rating a content (000, sections 4, 5 and 7). One transaction decides access,
 * checks what the content needs (its segnocode, every checklist item checked), records the completion through
 * the scoring engine and stores a rating given with it.
 */
import {
  type CompletionRequest,
  type CompletionResponse,
  completionPointsMessage,
  isChecklistComplete,
  messages,
  needsSegnocode,
  normalizeSegnocode,
  type RatingResponse,
} from '@segno/domain';
import type { Orm } from '../db/database';
import { saveRating } from '../repositories/rating-repository';
import {
  listChecklistItemIds,
  readCheckedItemIds,
  type SubmittableContent,
} from '../repositories/submission-repository';
import { recordCompletionIn } from './scoring-engine';
import type { ServiceContext } from './service-context';
import {
  checkConsumable,
  checkSubmission,
  type SubmissionRefusal,
  toEarnedMedals,
} from './submission-access';

const checklistContentType = 5;

const notCompleted = (error: 0 | 1, msg: string): CompletionResponse => ({
  points: 0,
  completed: false,
  error,
  msg,
  badges: [],
  medals: [],
  level: null,
});

/** Why the content is not finished yet (error 1 with a message), or undefined when it is. */
async function unfinishedReason(
  tx: Orm,
  userId: number,
  content: SubmittableContent,
  request: CompletionRequest,
): Promise<string | undefined> {
  if (needsSegnocode(content)) {
    const given = request.segnocode === undefined ? '' : normalizeSegnocode(request.segnocode);
    if (content.segnocode === null || given !== normalizeSegnocode(content.segnocode)) {
      return messages.segnocode.wrongForContent;
    }
  }
  if (content.type === checklistContentType && content.checklistId !== null) {
    const checked = new Set(await readCheckedItemIds(tx, userId, content.id));
    const items = await listChecklistItemIds(tx, content.checklistId);
    if (!isChecklistComplete(items.map((id) => ({ is_checked: checked.has(id) })))) {
      return messages.checklist.incomplete;
    }
  }
  return undefined;
}

export function createCompletionService({ orm, now }: ServiceContext) {
  return {
    complete(
      userId: number,
      contentId: number,
      request: CompletionRequest,
    ): Promise<CompletionResponse | SubmissionRefusal> {
      return orm.transaction(async (tx) => {
        const at = now();
        const content = await checkSubmission(tx, userId, contentId, at);
        if (typeof content === 'string') return content;
        // spec: score 0 is an attempt that did not pass; the client shows the completion warning.
        if (request.score === 0) return notCompleted(0, messages.completion.notCompleted);
        const unfinished = await unfinishedReason(tx, userId, content, request);
        if (unfinished) return notCompleted(1, unfinished);
        const result = await recordCompletionIn(tx, userId, contentId, at);
        if (!result) return 'not_found';
        if (request.rating !== undefined) {
          await saveRating(tx, { userId, contentId, value: request.rating, ratedAt: at });
        }
        return {
          ...result,
          error: 0,
          msg: completionPointsMessage(result.points),
          medals: toEarnedMedals(result.medals),
        };
      });
    },

    /** Any learner who may consume the content may rate it; a later rating replaces theirs. */
    rate(
      userId: number,
      contentId: number,
      value: number,
    ): Promise<RatingResponse | 'not_found' | 'not_consumable'> {
      return orm.transaction(async (tx) => {
        const at = now();
        const content = await checkConsumable(tx, contentId, at);
        if (typeof content === 'string') return content;
        const rating = await saveRating(tx, { userId, contentId, value, ratedAt: at });
        return { value, rating };
      });
    },
  };
}

export type CompletionService = ReturnType<typeof createCompletionService>;
