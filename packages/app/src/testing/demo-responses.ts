/**
 * The dashboard's list responses built minimally from `buildDemoData` output, for page-level stories. The
 * demo module has no pure functions for these yet (it has them for the user record and stats only), so the
 * numbers follow the server's rules loosely: newest first, network = team peers and managees, the board
 * ranked by the ledger's sum. Plans and the system alert are not in the exported demo data: empty here.
 */
import {
  type ActivityFilter,
  activityFilters,
  competitionRank,
  leaderboardPlacesAhead,
  type RecommendationKind,
  Role,
} from '@segno/domain';
import { type buildDemoData, type DemoActivity, demoUserRecord } from '@segno/server/demo-data';

type Demo = ReturnType<typeof buildDemoData>;

function activityRecord(demo: Demo, activity: DemoActivity, viewerId: number) {
  const likes = demo.activityLikes.filter((like) => like.activityId === activity.id);
  return {
    activity_id: activity.id,
    type: activity.type,
    date: activity.date,
    segment_name: activity.segmentName,
    points: activity.points,
    description: activity.description,
    like_count: likes.length,
    is_liked: likes.some((like) => like.userId === viewerId),
  };
}

const newestFirst = (a: DemoActivity, b: DemoActivity) => b.date.getTime() - a.date.getTime();

export function demoActivities(
  demo: Demo,
  userId: number,
  page: { limit: number; offset: number; filter?: ActivityFilter },
) {
  const { limit, offset, filter } = page;
  const own = demo.activities
    .filter((activity) => activity.userId === userId)
    .filter((activity) => filter === undefined || activity.type === activityFilters[filter])
    .sort(newestFirst);
  return {
    data: own.slice(offset, offset + limit).map((activity) => activityRecord(demo, activity, userId)),
    total: own.length,
  };
}

export function demoNetwork(demo: Demo, userId: number, limit: number) {
  const managerId = demo.users.find((user) => user.id === userId)?.managerId ?? null;
  const network = new Set(
    demo.users
      .filter(
        (user) =>
          user.id !== userId &&
          (user.managerId === userId || (managerId !== null && user.managerId === managerId)),
      )
      .map((user) => user.id),
  );
  const data = demo.activities
    .filter((activity) => network.has(activity.userId))
    .sort(newestFirst)
    .slice(0, limit)
    .flatMap((activity) => {
      const user = demo.users.find((candidate) => candidate.id === activity.userId);
      if (!user) return [];
      const who = {
        user_id: user.id,
        first_name: user.firstName,
        last_name: user.lastName,
        profile_img: null,
      };
      return [{ ...activityRecord(demo, activity, userId), user: who }];
    });
  return { data };
}

/** Published contents the learner has not completed, first as recommended, then the most viewed as popular. */
export function demoRecommendations(demo: Demo, userId: number, limit: number, kind?: RecommendationKind) {
  const completed = new Set(
    demo.completions.filter((done) => done.userId === userId).map((done) => done.contentId),
  );
  const open = demo.contents.filter(
    (content) => content.status === 2 && content.points > 0 && !completed.has(content.id),
  );
  const record = (kind: 'recommended' | 'popular') => (content: (typeof open)[number]) => ({
    kind,
    content_id: content.id,
    name: content.name,
    type: content.type,
    points: content.points,
    thumbnail_url: null,
    start_date: null,
    segment_id: content.segmentId,
    segment_name: demo.segments.find((segment) => segment.id === content.segmentId)?.name ?? null,
    recent_completions: 0,
  });
  const popular = [...open].sort((a, b) => b.timesViewed - a.timesViewed);
  return {
    data: [
      ...(kind === 'popular' ? [] : open.slice(0, limit).map(record('recommended'))),
      ...(kind === 'recommended' ? [] : popular.slice(0, limit).map(record('popular'))),
    ],
  };
}

export function demoUserSegments(demo: Demo, userId: number) {
  const data = demo.subscriptions
    .filter(
      (subscription) =>
        subscription.userId === userId && (subscription.isSubscribed || subscription.isAssigned),
    )
    .flatMap((subscription) => {
      const segment = demo.segments.find((candidate) => candidate.id === subscription.segmentId);
      if (!segment) return [];
      const contents = demo.contents.filter(
        (content) => content.segmentId === segment.id && content.status === 2,
      );
      const done = new Set(demo.completions.filter((c) => c.userId === userId).map((c) => c.contentId));
      const completeCount = contents.filter((content) => done.has(content.id)).length;
      return [
        {
          segment_id: segment.id,
          name: segment.name,
          short_name: segment.shortName,
          description: segment.description,
          status: 2,
          is_subscribed: subscription.isSubscribed ? 1 : 0,
          is_assigned: subscription.isAssigned ? 1 : 0,
          segment_score: demo.pointAwards
            .filter((award) => award.userId === userId && award.segmentId === segment.id)
            .reduce((sum, award) => sum + award.points, 0),
          total_points: contents.reduce((sum, content) => sum + content.points, 0),
          contents: {
            total: contents.length,
            total_complete: completeCount,
            percent_complete: contents.length ? Math.floor((completeCount / contents.length) * 100) : 0,
          },
        },
      ];
    });
  return { data };
}

/**
 * A page of the overall board, or a segment's (score in that segment), ranked with the domain's competition rank:
 * from `offset`, or centred on the learner `around` as the server centres it (up to half a page ahead of them).
 */
export function demoLeaderboard(
  demo: Demo,
  segmentId: number | undefined,
  page: { offset: number; limit: number; around?: number },
) {
  const learners = demo.users.filter((user) => user.roles.includes(Role.learner));
  // A segment's board holds the learners subscribed or assigned to it, and anyone with points in it.
  const isMember = (userId: number, score: number) =>
    segmentId === undefined ||
    score > 0 ||
    demo.subscriptions.some(
      (subscription) =>
        subscription.userId === userId &&
        subscription.segmentId === segmentId &&
        (subscription.isSubscribed || subscription.isAssigned),
    );
  const scored = learners
    .map((user) => ({
      user,
      score: demo.pointAwards
        .filter(
          (award) => award.userId === user.id && (segmentId === undefined || award.segmentId === segmentId),
        )
        .reduce((sum, award) => sum + award.points, 0),
    }))
    .filter(({ user, score }) => isMember(user.id, score))
    .sort((a, b) => b.score - a.score || a.user.id - b.user.id);
  const allScores = scored.map(({ score }) => score);
  const data = scored.map(({ user, score }) => ({
    user_id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    profile_img: null,
    current_rank: competitionRank(score, allScores),
    rank_change: 0,
    segno_score: score,
    bronze_count: 0,
    silver_count: 0,
    gold_count: 0,
    badge_count: 0,
  }));
  const centre = data.findIndex((leader) => leader.user_id === page.around);
  const offset = centre === -1 ? page.offset : Math.max(0, centre - leaderboardPlacesAhead(page.limit));
  return { data: data.slice(offset, offset + page.limit), total: data.length, offset };
}

/**
 * GET /user/{id}/profile: the public part of the user record, badges with their segment from the catalogue
 * (packages/server/src/routes/demo-mock.test.ts checks the API answers the same). A picture set in a story
 * replaces the demo one.
 */
export function demoUserProfile(demo: Demo, userId: number, profileImg?: string) {
  const record = demoUserRecord(demo, userId, ['user_medal', 'user_badge']);
  return {
    user_id: record.user_id,
    first_name: record.first_name,
    last_name: record.last_name,
    profile_img: profileImg ?? record.profile_img,
    level: record.level,
    medals: record.user_medals ?? [],
    badges: (record.user_badges ?? []).map((earned) => {
      const segmentId = demo.badges.find((badge) => badge.id === earned.badge_id)?.segmentId;
      const segment = demo.segments.find((candidate) => candidate.id === segmentId);
      return { ...earned, segment_id: segment?.id ?? null, segment_name: segment?.name ?? null };
    }),
  };
}

/** GET /manager/{id}/profiles: the enabled people whose manager is the user, by last then first name. */
export function demoManagerProfiles(demo: Demo, managerId: number) {
  const managees = demo.users
    .filter((user) => user.managerId === managerId)
    .sort(
      (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id - b.id,
    );
  return {
    total_managees: managees.length,
    data: managees.map((user) => ({
      user_id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      profile_img: user.profileImg,
    })),
  };
}
