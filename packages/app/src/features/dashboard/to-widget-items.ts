/** Maps API records to the props the design system's widgets take. */
import type {
  Activity,
  Definition,
  Leader,
  ManagedProfile,
  NetworkActivity,
  Recommendation,
  UserPlan,
  UserSegment,
} from '@segno/domain';
import type {
  ActivityFeedItem,
  LeaderboardEntry,
  PlanCardPlan,
  RecommendationItem,
  SegmentCardSegment,
  TeamWidgetMember,
} from '@segno/ui';
import { hashHref, paths } from '../../paths';

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`;

export function toActivityItem(activity: Activity | NetworkActivity): ActivityFeedItem {
  return {
    id: activity.activity_id,
    type: activity.type,
    date: activity.date,
    segment_name: activity.segment_name ?? '',
    description: activity.description,
    points: activity.points,
    like_count: activity.like_count,
    is_liked: activity.is_liked,
    user:
      'user' in activity
        ? {
            user_id: activity.user.user_id,
            name: fullName(activity.user),
            profile_img: activity.user.profile_img ?? undefined,
          }
        : undefined,
  };
}

/** The content type in words comes from the definitions' option list. */
export function toRecommendationItem(
  recommendation: Recommendation,
  contentTypes: Definition['content_types'],
): RecommendationItem {
  const typeName = contentTypes.find((option) => option.id === recommendation.type)?.name;
  return {
    content_id: recommendation.content_id,
    name: recommendation.name,
    type_label: typeName ?? 'Content',
    points: recommendation.points,
    thumbnail_url: recommendation.thumbnail_url ?? undefined,
    kind: recommendation.kind,
  };
}

export function toSegmentCard(segment: UserSegment): SegmentCardSegment {
  return {
    segment_id: segment.segment_id,
    name: segment.name,
    description: segment.description,
    percent_complete: segment.contents.percent_complete,
    segment_score: segment.segment_score,
    total_points: segment.total_points,
    is_subscribed: segment.is_subscribed === 1,
    is_assigned: segment.is_assigned === 1,
  };
}

export function toPlanCard(plan: UserPlan): PlanCardPlan {
  return {
    plan_id: plan.plan_id,
    plan_name: plan.plan_name,
    percent_complete: plan.contents.percent_complete,
    is_subscribed: plan.is_subscribed === 1,
    is_assigned: plan.is_assigned === 1,
  };
}

export function toLeaderboardEntry(leader: Leader): LeaderboardEntry {
  return {
    user_id: leader.user_id,
    rank: leader.current_rank,
    name: fullName(leader),
    profile_img: leader.profile_img ?? undefined,
    segno_score: leader.segno_score,
    bronze_count: leader.bronze_count,
    silver_count: leader.silver_count,
    gold_count: leader.gold_count,
    badge_count: leader.badge_count,
    rank_change: leader.rank_change,
  };
}

export function toTeamMember(managee: ManagedProfile): TeamWidgetMember {
  return {
    user_id: managee.user_id,
    name: fullName(managee),
    profile_img: managee.profile_img ?? undefined,
    href: hashHref(paths.profileOf(managee.user_id)),
  };
}
