/**
 * Tag calls (001 section 7): GET /tag suggestions, POST /tag, a content's, segment's or plan's tags, and putting a tag on a
 * content, segment or seglet or taking it off (PUT or, for seglets, POST; DELETE). Segment admins only (roles
 * 2, 3, 4; others 403). Register before the learner routes, whose GET /content/{id} patterns come first otherwise.
 */
import { type TaggedKind, tagDraftSchema, tagSearchQuerySchema } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { requireSegmentAdmin } from '../http/require-segment-admin';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { TagChangeResult } from '../services/tag-service';
import { contentNotFound } from './admin-content-routes';
import { parseAdminQuery } from './admin-input';
import { segletNotFound } from './browse-routes';
import { segmentNotFound } from './leaderboard-routes';
import { parseBody } from './own-user';
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

export function registerTagRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  const admin = [requireSession, requireSegmentAdmin] as const;

  api.get(endpoints.tagSearch.path, ...admin, async (c) =>
    sendJson(c, await services.tags.search(parseAdminQuery(c, tagSearchQuerySchema))),
  );

  // A name that exists already (in any case) answers that tag with 200 rather than an error.
  api.post(endpoints.tagCreate.path, ...admin, async (c) => {
    const { name } = await parseBody(c, tagDraftSchema);
    const { tag, created } = await services.tags.create(name);
    c.status(created ? 201 : 200);
    return sendJson(c, tag);
  });

  const list = (kind: TaggedKind) => async (c: Context<ApiEnv>) => {
    const tags = await services.tags.listOf(kind, parseIdParam(c, `${kind}_id`));
    if (!tags) throw new ApiError(404, itemNotFound[kind]);
    return sendJson(c, tags);
  };

  api.get(endpoints.contentTags.path, ...admin, list('content'));
  api.get(endpoints.segmentTags.path, ...admin, list('segment'));

  const change = (kind: TaggedKind, action: 'attach' | 'detach') => async (c: Context<ApiEnv>) => {
    const itemId = parseIdParam(c, `${kind}_id`);
    const tagId = parseIdParam(c, 'tag_id');
    const result = await services.tags[action](c.get('signedIn').userId, kind, itemId, tagId);
    return sendJson(c, tagsOrRefused(kind, result));
  };

  api.put(endpoints.contentTagAdd.path, ...admin, change('content', 'attach'));
  api.delete(endpoints.contentTagRemove.path, ...admin, change('content', 'detach'));
  api.put(endpoints.segmentTagAdd.path, ...admin, change('segment', 'attach'));
  api.delete(endpoints.segmentTagRemove.path, ...admin, change('segment', 'detach'));
  // 001 section 7 lists PUT and POST for seglets; both put the tag on.
  api.put(endpoints.segletTagAdd.path, ...admin, change('seglet', 'attach'));
  api.post(endpoints.segletTagAddPost.path, ...admin, change('seglet', 'attach'));
  api.delete(endpoints.segletTagRemove.path, ...admin, change('seglet', 'detach'));
  // A plan's tags (issue 9; 002 section 7: GET/PUT/DELETE /plan/{id}/tag).
  api.get(endpoints.planTags.path, ...admin, list('plan'));
  api.put(endpoints.planTagAdd.path, ...admin, change('plan', 'attach'));
  api.delete(endpoints.planTagRemove.path, ...admin, change('plan', 'detach'));
}
