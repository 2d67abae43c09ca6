/**
 * Tag calls (001 section 7): GET /tag suggestions, POST /tag, a content's, segment's or plan's tags, and putting a tag on a
 * content, segment or seglet or taking it off (PUT or, for seglets, POST; DELETE). Segment admins only (roles
 * 2, 3, 4; others 403), as the contract says.
 */
import type { TaggedKind } from '@segno/domain';
import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { TagChangeResult } from '../services/tag-service';
import { contentNotFound } from './admin-content-routes';
import { segletNotFound } from './browse-routes';
import { segmentNotFound } from './leaderboard-routes';
import { planUnitNotFound } from './plan-unit-routes';

export const tagNotFound = 'There is no such tag.';

const itemNotFound: Record<TaggedKind, string> = {
  segment: segmentNotFound,
  seglet: segletNotFound,
  content: contentNotFound,
  plan: planUnitNotFound.plan,
};

function tagsOrRefused(kind: TaggedKind, result: TagChangeResult) {
  if (result.outcome === 'itemNotFound') throw new ApiError(404, itemNotFound[kind]);
  if (result.outcome === 'tagNotFound') throw new ApiError(404, tagNotFound);
  return result.tags;
}

export function tagHandlers(services: Services) {
  const list = async (kind: TaggedKind, itemId: number) => {
    const tags = await services.tags.listOf(kind, itemId);
    if (!tags) throw new ApiError(404, itemNotFound[kind]);
    return tags;
  };

  const change = async (
    action: 'attach' | 'detach',
    userId: number,
    kind: TaggedKind,
    itemId: number,
    tagId: number,
  ) => tagsOrRefused(kind, await services.tags[action](userId, kind, itemId, tagId));

  return defineHandlers({
    tagSearch: ({ query }) => services.tags.search(query),
    // A name that exists already (in any case) answers that tag with 200 rather than an error.
    tagCreate: async ({ body, c }) => {
      const { tag, created } = await services.tags.create(body.name);
      c.status(created ? 201 : 200);
      return sendJson(c, tag);
    },
    contentTags: ({ params }) => list('content', params.content_id),
    segmentTags: ({ params }) => list('segment', params.segment_id),
    contentTagAdd: ({ params, caller }) =>
      change('attach', caller.userId, 'content', params.content_id, params.tag_id),
    contentTagRemove: ({ params, caller }) =>
      change('detach', caller.userId, 'content', params.content_id, params.tag_id),
    segmentTagAdd: ({ params, caller }) =>
      change('attach', caller.userId, 'segment', params.segment_id, params.tag_id),
    segmentTagRemove: ({ params, caller }) =>
      change('detach', caller.userId, 'segment', params.segment_id, params.tag_id),
    // 001 section 7 lists PUT and POST for seglets; both put the tag on.
    segletTagAdd: ({ params, caller }) =>
      change('attach', caller.userId, 'seglet', params.seglet_id, params.tag_id),
    segletTagAddPost: ({ params, caller }) =>
      change('attach', caller.userId, 'seglet', params.seglet_id, params.tag_id),
    segletTagRemove: ({ params, caller }) =>
      change('detach', caller.userId, 'seglet', params.seglet_id, params.tag_id),
    // A plan's tags (002 section 7: GET/PUT/DELETE /plan/{id}/tag).
    planTags: ({ params }) => list('plan', params.plan_id),
    planTagAdd: ({ params, caller }) =>
      change('attach', caller.userId, 'plan', params.plan_id, params.tag_id),
    planTagRemove: ({ params, caller }) =>
      change('detach', caller.userId, 'plan', params.plan_id, params.tag_id),
  });
}
