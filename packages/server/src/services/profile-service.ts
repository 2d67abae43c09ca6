/** The signed-in user's own preferences and profile picture, and anyone's public profile (000, sections 2 and 7). */
import { levelForScore, type UserPrefs, type UserPrefsRequest, type UserProfile } from '@segno/domain';
import { listEarnedMedals } from '../repositories/achievement-repository';
import { listSettings } from '../repositories/definition-repository';
import {
  findPublicUser,
  listEarnedBadgesWithSegment,
  mergeUserPrefs,
  updateProfileImage,
} from '../repositories/profile-repository';
import { readRunningTotal } from '../repositories/stats-repository';
import { findUpload } from '../repositories/upload-repository';
import type { ServiceContext } from './service-context';
import { uploadNameFromUrl } from './upload-names';

export type ProfileImageResult = 'set' | 'notIssued' | 'disabled';

const readOnly = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export function createProfileService({ orm }: ServiceContext) {
  return {
    /** A learner's public profile: name, picture, level, earned medals and badges; none for a disabled user. */
    async getPublicProfile(userId: number): Promise<UserProfile | undefined> {
      return orm.transaction(async (tx) => {
        const user = await findPublicUser(tx, userId);
        if (!user) return undefined;
        const score = await readRunningTotal(tx, userId);
        const medals = await listEarnedMedals(tx, userId);
        const badges = await listEarnedBadgesWithSegment(tx, userId);
        return {
          user_id: user.id,
          first_name: user.firstName,
          last_name: user.lastName,
          profile_img: user.profileImg,
          level: levelForScore(score),
          medals: medals.map((earned) => ({
            medal_id: earned.medalId,
            segment_id: earned.segmentId,
            segment_name: earned.segmentName,
            level: earned.level,
            earned_date: earned.earnedAt,
          })),
          badges: badges.map((earned) => ({
            badge_id: earned.badgeId,
            name: earned.name,
            segment_id: earned.segmentId,
            segment_name: earned.segmentName,
            earned_date: earned.earnedAt,
          })),
        };
      }, readOnly);
    },

    async savePrefs(userId: number, prefs: UserPrefsRequest): Promise<UserPrefs | undefined> {
      const saved = await mergeUserPrefs(orm, userId, prefs);
      return saved && { show_redesign_splash: saved.show_redesign_splash ?? true };
    },

    /**
     * spec 000 section 6: a learner changes their own picture only while custom avatar upload is enabled,
     * and only to an upload this server issued to them.
     */
    async setProfileImage(userId: number, url: string): Promise<ProfileImageResult> {
      return orm.transaction(async (tx) => {
        if ((await listSettings(tx)).get('custom_avatar_enabled') === false) return 'disabled';
        const name = uploadNameFromUrl(url);
        const upload = name === undefined ? undefined : await findUpload(tx, name);
        if (upload?.userId !== userId) return 'notIssued';
        await updateProfileImage(tx, userId, url);
        return 'set';
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
