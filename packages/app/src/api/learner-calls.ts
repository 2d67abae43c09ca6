import {
  type ActivityQuery,
  type ContentRequest,
  type FeedbackRequest,
  leaderboardPageSize,
  type RecommendationKind,
  type UserPrefsRequest,
  uploadFileField,
} from '@segno/domain';
import type { Transport } from './transport';

/** The learner dashboard's calls (000, section 7): lists, likes, dismissals and subscriptions. */
export function createLearnerCalls(request: Transport) {
  return {
    getActivities: (userId: number, query: Partial<ActivityQuery>, signal?: AbortSignal) =>
      request('userActivities', { params: { user_id: userId }, query, signal }),
    getNetwork: (userId: number, limit: number, signal?: AbortSignal) =>
      request('userNetwork', {
        params: { user_id: userId },
        query: { limit },
        signal,
      }),
    likeActivity: (activityId: number, isLiked: boolean) =>
      request(isLiked ? 'activityLike' : 'activityUnlike', {
        params: { activity_id: activityId },
      }),
    getRecommendations: (query: { limit: number; type?: RecommendationKind }, signal?: AbortSignal) =>
      request('recommendations', { query, signal }),
    dismissRecommendation: (contentId: number, kind: RecommendationKind) =>
      request('recommendationDismiss', { params: { content_id: contentId, kind } }),
    getUserSegments: (userId: number, signal?: AbortSignal) =>
      request('userSegments', { params: { user_id: userId }, signal }),
    setSegmentSubscribed: (userId: number, segmentId: number, subscribe: boolean) =>
      request(subscribe ? 'segmentSubscribe' : 'segmentUnsubscribe', {
        params: { user_id: userId, segment_id: segmentId },
      }),
    getUserPlans: (userId: number, signal?: AbortSignal) =>
      request('userPlans', { params: { user_id: userId }, signal }),
    setPlanSubscribed: (userId: number, planId: number, subscribe: boolean) =>
      request(subscribe ? 'planSubscribe' : 'planUnsubscribe', {
        params: { user_id: userId, plan_id: planId },
      }),
    getActiveAlert: (signal?: AbortSignal) => request('activeAlert', { signal }),
    dismissAlert: (userId: number, alertId: number) =>
      request('alertDismiss', { params: { user_id: userId, alert_id: alertId } }),
    /** The header's site feedback and content requests (000, sections 3 and 5). */
    sendFeedback: (userId: number, feedback: FeedbackRequest) =>
      request('feedback', { params: { user_id: userId }, json: feedback }),
    requestContent: (userId: number, contentRequest: ContentRequest) =>
      request('contentRequest', {
        params: { user_id: userId },
        json: contentRequest,
      }),
    /** Saves the signed-in user's preferences, e.g. the redesign splash dismissed for good (000, section 2). */
    saveUserPrefs: (prefs: UserPrefsRequest) => request('userPrefs', { json: prefs }),
    /** The whole board (up to the server's largest page) centred on the learner; a segment's when given. */
    /** A learner's public profile: name, picture, level, earned medals and badges (anyone's, own included). */
    getUserProfile: (userId: number, signal?: AbortSignal) =>
      request('userProfile', { params: { user_id: userId }, signal }),
    /** The signed-in user's team; `isManager` tells from its count (000, section 6). */
    getManagerProfiles: (userId: number, signal?: AbortSignal) =>
      request('managerProfiles', {
        params: { user_id: userId },
        signal,
      }),
    /** PUT /upload (multipart, field myFile): stores a picture and answers the URL it is served from. */
    uploadImage: (picture: Blob, fileName = 'profile.png') => {
      const body = new FormData();
      body.append(uploadFileField, picture, fileName);
      return request('upload', { multipart: body });
    },
    /** Sets an uploaded picture as the signed-in user's own profile picture. */
    setProfileImage: (userId: number, profileImageUrl: string) =>
      request('profileImage', {
        params: { user_id: userId },
        json: { profile_image_url: profileImageUrl },
      }),
    /**
     * A page of the overall board or a segment's: centred on a learner, or from a place (0 for the top). The
     * leaderboard screen loads the board a page at a time as it scrolls.
     */
    getLeaderboard: (
      segmentId: number | undefined,
      from: { around: number } | { offset: number },
      signal?: AbortSignal,
    ) => {
      const query = {
        ...('around' in from ? { around: from.around } : { _offset: from.offset }),
        _limit: leaderboardPageSize,
      };
      return segmentId === undefined
        ? request('leaderboard', { query, signal })
        : request('segmentLeaderboard', {
            params: { segment_id: segmentId },
            query,
            signal,
          });
    },
  };
}
