/**
 * PUT /user/pref and PUT /user/{id}/profile-image: the signed-in user's own settings (000, section 7); GET
 * /user/{id}/profile: anyone's public profile (000, section 2).
 */
import { profileImageRequestSchema, userPrefsRequestSchema } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError, errorMessages } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import { ownUserId, parseBody } from './own-user';

const customAvatarDisabled = 'Custom profile pictures are turned off.';

export function registerProfileRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  // Any signed-in user may read another learner's profile, as leaderboards and the network feed name them.
  api.get(endpoints.userProfile.path, requireSession, async (c) => {
    const profile = await services.profiles.getPublicProfile(parseIdParam(c, 'user_id'));
    if (!profile) throw new ApiError(404, errorMessages.userNotFound);
    return sendJson(c, profile);
  });

  api.put(endpoints.userPrefs.path, requireSession, async (c) => {
    const prefs = await parseBody(c, userPrefsRequestSchema);
    const saved = await services.profiles.savePrefs(c.get('signedIn').userId, prefs);
    if (!saved) throw new ApiError(404, errorMessages.userNotFound);
    return sendJson(c, saved);
  });

  api.put(endpoints.profileImage.path, requireSession, async (c) => {
    const userId = ownUserId(c);
    const { profile_image_url: url } = await parseBody(c, profileImageRequestSchema);
    const result = await services.profiles.setProfileImage(userId, url);
    if (result === 'disabled') throw new ApiError(403, customAvatarDisabled);
    if (result === 'notIssued') {
      throw ApiError.badRequest([
        { path: 'profile_image_url', message: 'must be a URL that PUT /upload gave this user' },
      ]);
    }
    return sendJson(c, { success: true });
  });
}
