/** The signed-in user's own preferences and profile picture (000, sections 2 and 7). */
import type { UserPrefs, UserPrefsRequest } from '@segno/domain';
import { listSettings } from '../repositories/definition-repository';
import { mergeUserPrefs, updateProfileImage } from '../repositories/profile-repository';
import { findUpload } from '../repositories/upload-repository';
import type { ServiceContext } from './service-context';
import { uploadNameFromUrl } from './upload-names';

export type ProfileImageResult = 'set' | 'notIssued' | 'disabled';

export function createProfileService({ orm }: ServiceContext) {
  return {
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
