import { ApiError, errorMessages } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';

const customAvatarDisabled = 'Custom profile pictures are turned off.';

export function profileHandlers(services: Services) {
  return defineHandlers({
    // Any signed-in user may read another learner's profile, as leaderboards and the network feed name them.
    userProfile: async ({ params }) => {
      const profile = await services.profiles.getPublicProfile(params.user_id);
      if (!profile) throw new ApiError(404, errorMessages.userNotFound);
      return profile;
    },
    userPrefs: async ({ body, caller }) => {
      const saved = await services.profiles.savePrefs(caller.userId, body);
      if (!saved) throw new ApiError(404, errorMessages.userNotFound);
      return saved;
    },
    profileImage: async ({ params, body }) => {
      const result = await services.profiles.setProfileImage(params.user_id, body.profile_image_url);
      if (result === 'disabled') throw new ApiError(403, customAvatarDisabled);
      if (result === 'notIssued') {
        throw ApiError.badRequest([
          { path: 'profile_image_url', message: 'must be a URL that PUT /upload gave this user' },
        ]);
      }
      return { success: true };
    },
  });
}
