import type { LoaderFunctionArgs, Params, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import { ApiError } from '../../api/api-error';
import type { ContentPlace } from '../../paths';
import { requireSession } from '../auth/require-session';
import { contentPlaceFrom, idParam, placeParams } from './content-place';

/**
 * The place of the course variant of a unit item (002, section 2: .../unit/{unit_id}/course/{course_id}): the
 * unit's content that stands for the course. A unit without one answers like a missing page (404).
 */
async function coursePlaceFrom(
  api: ApiClient,
  userId: number,
  params: Params,
  courseId: number,
  signal: AbortSignal,
): Promise<ContentPlace> {
  const { planId, unitId } = placeParams(params);
  if (planId === undefined || unitId === undefined) throw new Error('A course route outside a plan unit');
  const unit = await api.getLearnerPlanUnit(userId, planId, unitId, signal);
  const item = unit.unit_contents.find((content) => content.course_id === courseId);
  if (!item) {
    throw new ApiError(
      404,
      { error: { status: 404, message: 'There is no such course in this unit.' } },
      new Headers(),
    );
  }
  return { contentId: item.content_id, planId, unitId };
}

/**
 * The content routes (000 and 002, section 2): the learner view of the content and, on the user-checklist
 * route, the learner's copy of its checklist. Both calls pass the router's signal: leaving the page cancels them.
 */
export function createContentLoader(api: ApiClient) {
  return async function contentLoader({ request, params }: LoaderFunctionArgs) {
    const { userId } = requireSession(request);
    const courseId = idParam(params, 'course_id');
    const place =
      courseId === undefined
        ? contentPlaceFrom(params)
        : await coursePlaceFrom(api, userId, params, courseId, request.signal);
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
