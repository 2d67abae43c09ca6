import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import { requireSession } from '../auth/require-session';
import { contentPlaceFrom, idParam } from './content-place';

/**
 * The content routes (000, section 2): the learner view of the content and, on the user-checklist route,
 * the learner's copy of its checklist. Both calls pass the router's signal: leaving the page cancels them.
 */
export function createContentLoader(api: ApiClient) {
  return async function contentLoader({ request, params }: LoaderFunctionArgs) {
    const { userId } = requireSession(request);
    const place = contentPlaceFrom(params);
    const userChecklistId = idParam(params, 'user_checklist_id');
    const [content, userChecklist] = await Promise.all([
      api.getContent(place.contentId, request.signal),
      userChecklistId === undefined ? undefined : api.getUserChecklist(userChecklistId, request.signal),
    ]);
    if (userChecklist && userChecklist.content_id !== content.content_id) {
      throw new Error(`User checklist ${userChecklistId} is not of content ${content.content_id}`);
    }
    return { userId, place, content, userChecklist };
  };
}

export type ContentData = Awaited<ReturnType<ReturnType<typeof createContentLoader>>>;

/**
 * The header's stats refresh after a completion revalidates the loaders on screen; the content itself is
 * not read again (each read counts a view, and the screen's completion state lives on).
 */
export function shouldRevalidateContent({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate;
}
