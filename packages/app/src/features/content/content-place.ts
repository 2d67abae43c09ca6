import type { Params } from 'react-router-dom';
import { type ContentPlace, paths } from '../../paths';

/** A route's id parameter: a positive whole number, or undefined when the route has none. */
export function idParam(params: Params, name: string): number | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(`Not an id: ${name}=${value}`);
  return Number(value);
}

/** Where the content route says the content is taken: in a segment, a seglet of it, or on its own. */
export function contentPlaceFrom(params: Params): ContentPlace {
  const contentId = idParam(params, 'content_id');
  if (contentId === undefined) throw new Error('A content route without a content id');
  return { contentId, segmentId: idParam(params, 'segment_id'), segletId: idParam(params, 'seglet_id') };
}

/**
 * The parent view a finished content returns to (000, section 4): the segment's home for a content taken
 * in a segment or one of its seglets, the dashboard home for a standalone content.
 */
export function parentPath(place: ContentPlace): string {
  return place.segmentId === undefined ? paths.dashboardHome() : paths.segmentHome(place.segmentId);
}
