import type { CompletionRequest } from '@segno/domain';
import type { Transport } from './transport';

/** Taking one content (000, section 7): the learner view, its parents, completion, rating and checklists. */
export function createContentCalls(request: Transport) {
  return {
    getContent: (contentId: number, signal?: AbortSignal) =>
      request('content', { params: { content_id: contentId }, signal }),
    getContentParents: (contentId: number, signal?: AbortSignal) =>
      request('contentParents', {
        params: { content_id: contentId },
        signal,
      }),
    getCourseParents: (courseId: number, signal?: AbortSignal) =>
      request('courseParents', { params: { course_id: courseId }, signal }),
    /** POST /user/{id}/content/{content_id} with the form score, optional rating and optional segnocode. */
    submitCompletion: (userId: number, contentId: number, completion: CompletionRequest) =>
      request('contentComplete', {
        params: { user_id: userId, content_id: contentId },
        form: {
          score: String(completion.score),
          rating: completion.rating === undefined ? undefined : String(completion.rating),
          segnocode: completion.segnocode,
        },
      }),
    rateContent: (userId: number, contentId: number, value: number) =>
      request('contentRating', {
        params: { user_id: userId, content_id: contentId },
        form: { value: String(value) },
      }),
    getUserChecklist: (userChecklistId: number, signal?: AbortSignal) =>
      request('userChecklist', {
        params: { user_checklist_id: userChecklistId },
        signal,
      }),
    /** Saves the learner's copy as items are checked: every checked item, the others unchecked. */
    saveUserChecklist: (userChecklistId: number, checkedItemIds: readonly number[]) =>
      request('userChecklistSave', {
        params: { user_checklist_id: userChecklistId },
        json: { checked_item_ids: checkedItemIds },
      }),
  };
}
