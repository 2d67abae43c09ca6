import type { RecommendationKind } from '@segno/domain';
import { useRevalidator, useRouteLoaderData } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import type { DashboardData } from './dashboard-loader';

/**
 * The dashboard home's mutations as plain async handlers. Likes and dismissals show at once in their widgets
 * (which undo on a rejected promise); subscriptions reload the page's data so cards move between lists.
 */
export function useDashboardActions() {
  const api = useApi();
  const { user } = useRouteLoaderData('dashboard') as DashboardData;
  const { revalidate } = useRevalidator();
  const userId = user.user_id;

  return {
    onLikeChange: (activityId: number, isLiked: boolean) => api.likeActivity(activityId, isLiked),
    onDismissRecommendation: (contentId: number, kind: RecommendationKind) =>
      api.dismissRecommendation(contentId, kind),
    onSegmentSubscribeChange: async (segmentId: number, subscribe: boolean) => {
      await api.setSegmentSubscribed(userId, segmentId, subscribe);
      await revalidate();
    },
    onPlanSubscribeChange: async (planId: number, subscribe: boolean) => {
      await api.setPlanSubscribed(userId, planId, subscribe);
      await revalidate();
    },
    onDismissAlert: async (alertId: number) => {
      await api.dismissAlert(userId, alertId);
    },
  };
}
