import { limits, type RecommendationKind, recommendationKinds } from '@segno/domain';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import { requireSession } from '../auth/require-session';
import { listOrEmpty } from '../dashboard/list-or-empty';

const isRecommendationKind = (value: string | null): value is RecommendationKind =>
  recommendationKinds.some((kind) => kind === value);

/** The `?tab=` of /dashboard/all-recommendations; recommended unless it names popular. */
export function recommendationTabFrom(url: URL): RecommendationKind {
  const tab = url.searchParams.get('tab');
  return isRecommendationKind(tab) ? tab : 'recommended';
}

/** /dashboard/all-recommendations?tab=recommended|popular: 25 of the chosen kind. */
export function createAllRecommendationsLoader(api: ApiClient) {
  return async function allRecommendationsLoader({ request }: LoaderFunctionArgs) {
    requireSession(request);
    const tab = recommendationTabFrom(new URL(request.url));
    const recommendations = await listOrEmpty(
      'recommendations',
      api
        .getRecommendations({ limit: limits.allRecommendationsSize, type: tab }, request.signal)
        .then(({ data }) => data),
      [],
    );
    return { tab, recommendations };
  };
}

export type AllRecommendationsData = Awaited<ReturnType<ReturnType<typeof createAllRecommendationsLoader>>>;
export { isRecommendationKind };
