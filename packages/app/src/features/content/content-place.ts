import type { Params } from 'react-router-dom';
import { type ContentPlace, paths } from '../../paths';

/** A route's id parameter: a positive whole number, or undefined when the route has none. */
export function idParam(params: Params, name: string): number | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(`Not an id: ${name}=${value}`);
  return Number(value);
}

/** The route's place without the content: its segment and seglet, or its plan and unit. */
export function placeParams(params: Params): Omit<ContentPlace, 'contentId'> {
  return {
    segmentId: idParam(params, 'segment_id'),
    segletId: idParam(params, 'seglet_id'),
    planId: idParam(params, 'plan_id'),
    unitId: idParam(params, 'unit_id'),
  };
}

/** Where the content route says the content is taken: in a segment, a seglet, a plan, a plan's unit, or alone. */
export function contentPlaceFrom(params: Params): ContentPlace {
  const contentId = idParam(params, 'content_id');
  if (contentId === undefined) throw new Error('A content route without a content id');
  return { contentId, ...placeParams(params) };
}

/**
 * The parent view a finished content returns to (000, section 4): the unit home for a content taken in a
 * plan's unit, the plan for a plan's own content, the segment's home for a content taken in a segment or one
 * of its seglets, the dashboard home for a standalone content.
 */
export function parentPath(place: ContentPlace): string {
  if (place.planId !== undefined) {
    return place.unitId === undefined
      ? paths.learningPlan(place.planId)
      : paths.planUnitHome(place.planId, place.unitId);
  }
  return place.segmentId === undefined ? paths.dashboardHome() : paths.segmentHome(place.segmentId);
}
