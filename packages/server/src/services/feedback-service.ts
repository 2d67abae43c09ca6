/** Site feedback and content requests from the header dialogs (000, sections 3 and 7). */
import type { ContentRequest, FeedbackRequest } from '@segno/domain';
import { insertContentRequest, insertFeedback } from '../repositories/feedback-repository';
import type { ServiceContext } from './service-context';

export function createFeedbackService({ orm, now }: ServiceContext) {
  return {
    /** The request is already parsed by its schema, which strips < and > (000, section 5). */
    async sendFeedback(userId: number, request: FeedbackRequest): Promise<void> {
      await insertFeedback(orm, {
        userId,
        comment: request.comment,
        topic: request.topic,
        rating: request.rating ?? null,
        browser: request.browser ?? null,
        os: request.os ?? null,
        referrer: request.referrer ?? null,
        pageUrl: request.pageUrl ?? null,
        createdAt: now(),
      });
    },

    async requestContent(userId: number, request: ContentRequest): Promise<void> {
      await insertContentRequest(orm, {
        userId,
        comment: request.comment,
        type: request.type ?? null,
        pageUrl: request.pageUrl ?? null,
        createdAt: now(),
      });
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
