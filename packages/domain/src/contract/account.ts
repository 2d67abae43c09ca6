/** account */
import {
  activeAlertResponseSchema,
  authRequestSchema,
  authResponseSchema,
  contentRequestSchema,
  definitionSchema,
  feedbackRequestSchema,
  healthSchema,
  managerProfilesResponseSchema,
  planSubscriptionResponseSchema,
  profileImageRequestSchema,
  successResponseSchema,
  uploadMaxBodyBytes,
  uploadRequestSchema,
  uploadResponseSchema,
  uploadTooLarge,
  userIncludeSchema,
  userPlanListSchema,
  userPrefsRequestSchema,
  userPrefsSchema,
  userSchema,
  userStatsSchema,
} from '../index';
import { access, defineCall, param, unknownAnswerSchema } from './define';

/** A sign-in form is a few short fields; anything much larger is not one. */
const maxAuthBodyBytes = 16 * 1024;
/** A comment of 2000 characters and a few short details; anything much larger is not feedback. */
const maxFeedbackBodyBytes = 64 * 1024;

export const accountCalls = {
  auth: defineCall({
    method: 'POST',
    path: '/auth',
    description:
      'Signs in with a username and password or a single-sign-on ticket, answering the session and the user (000 section 7).',
    body: { encoding: 'form', schema: authRequestSchema },
    answer: authResponseSchema,
    access: access.public,
    maxBodyBytes: maxAuthBodyBytes,
  }),
  health: defineCall({
    method: 'GET',
    path: '/health',
    description:
      'Liveness for load balancers and the load benchmark: answers ok without touching the database, never cached (ours).',
    answer: healthSchema,
    access: access.public,
  }),
  logout: defineCall({
    method: 'DELETE',
    path: '/user/:user_id/logout',
    description: 'Signs the caller out, ending the session they call with (000 section 7).',
    params: { user_id: param.id },
    answer: unknownAnswerSchema,
    access: access.self(),
  }),
  user: defineCall({
    method: 'GET',
    path: '/user/:user_id',
    description:
      "The signed-in user's own record with their stats, and their earned medals and badges when included (000 section 7).",
    params: { user_id: param.id },
    query: userIncludeSchema,
    answer: userSchema,
    access: access.self(),
  }),
  userStats: defineCall({
    method: 'GET',
    path: '/user/:user_id/stats',
    description:
      "A user's score, medal and badge counts, level and rank: anyone's, as leaderboards and profiles show them (000 section 7).",
    params: { user_id: param.id },
    answer: userStatsSchema,
    access: access.signedIn,
  }),
  definition: defineCall({
    method: 'GET',
    path: '/definition',
    description:
      'The configuration definitions: feature flags and the lists of content types, categories, languages and the like (000 section 7).',
    answer: definitionSchema,
    access: access.signedIn,
  }),
  userPlans: defineCall({
    method: 'GET',
    path: '/user/:user_id/plan',
    description: "The learner's own plans, subscribed and assigned, with their progress (000 section 7).",
    params: { user_id: param.id },
    answer: userPlanListSchema,
    access: access.self(),
  }),
  planSubscribe: defineCall({
    method: 'PUT',
    path: '/user/:user_id/plan/:plan_id/subscribe',
    description: 'Subscribes the learner to a plan; 409 when already subscribed or assigned (000 section 7).',
    params: { user_id: param.id, plan_id: param.id },
    answer: planSubscriptionResponseSchema,
    access: access.self(),
  }),
  planUnsubscribe: defineCall({
    method: 'PUT',
    path: '/user/:user_id/plan/:plan_id/unsubscribe',
    description: 'Unsubscribes the learner from a plan; 409 when not subscribed or assigned (000 section 7).',
    params: { user_id: param.id, plan_id: param.id },
    answer: planSubscriptionResponseSchema,
    access: access.self(),
  }),
  userPrefs: defineCall({
    method: 'PUT',
    path: '/user/pref',
    description:
      "Saves the signed-in user's preferences, such as the redesign splash dismissed for good (000 section 7).",
    body: { encoding: 'json', schema: userPrefsRequestSchema },
    answer: userPrefsSchema,
    access: access.signedIn,
  }),
  managerProfiles: defineCall({
    method: 'GET',
    path: '/manager/:user_id/profiles',
    description:
      "The signed-in user's own team, whose total_managees tells whether they are a manager (000 section 7).",
    params: { user_id: param.id },
    answer: managerProfilesResponseSchema,
    access: access.self(),
  }),
  activeAlert: defineCall({
    method: 'GET',
    path: '/alert',
    description: 'The active system alert, unless the caller dismissed it (000 section 7).',
    answer: activeAlertResponseSchema,
    access: access.signedIn,
  }),
  alertDismiss: defineCall({
    method: 'POST',
    path: '/user/:user_id/alert/:alert_id/dismiss',
    description: 'Dismisses the system alert for the learner (000 section 7).',
    params: { user_id: param.id, alert_id: param.id },
    answer: unknownAnswerSchema,
    access: access.self(),
  }),
  feedback: defineCall({
    method: 'PUT',
    path: '/user/:user_id/feedback',
    description: "Sends the learner's site feedback from the header dialog (000 section 7).",
    params: { user_id: param.id },
    body: { encoding: 'json', schema: feedbackRequestSchema },
    answer: successResponseSchema,
    access: access.self(),
    maxBodyBytes: maxFeedbackBodyBytes,
  }),
  contentRequest: defineCall({
    method: 'PUT',
    path: '/user/:user_id/content_request',
    description: "Sends the learner's request for content from the header dialog (000 section 7).",
    params: { user_id: param.id },
    body: { encoding: 'json', schema: contentRequestSchema },
    answer: successResponseSchema,
    access: access.self(),
    maxBodyBytes: maxFeedbackBodyBytes,
  }),
  upload: defineCall({
    method: 'PUT',
    path: '/upload',
    description:
      'Stores an uploaded JPEG, PNG or GIF (multipart, file field myFile) and answers the URL it is served from (000 section 7).',
    body: { encoding: 'multipart', schema: uploadRequestSchema },
    answer: uploadResponseSchema,
    access: access.signedIn,
    maxBodyBytes: uploadMaxBodyBytes,
    bodyTooLarge: uploadTooLarge,
  }),
  uploadedFile: defineCall({
    method: 'GET',
    path: '/uploads/:name',
    description:
      'Serves a stored upload; public, as an <img> cannot send the authorisation header and the generated name is unguessable (ours).',
    params: { name: param.fileName },
    answer: 'file',
    access: access.public,
  }),
  profileImage: defineCall({
    method: 'PUT',
    path: '/user/:user_id/profile-image',
    description:
      'Sets an image the learner uploaded as their own profile picture, when custom avatars are enabled (000 section 7).',
    params: { user_id: param.id },
    body: { encoding: 'json', schema: profileImageRequestSchema },
    answer: successResponseSchema,
    access: access.self(),
  }),
  uploadPost: defineCall({
    method: 'POST',
    path: '/upload',
    description: "The admin image fields' upload, the same as PUT /upload (001 section 7).",
    body: { encoding: 'multipart', schema: uploadRequestSchema },
    answer: uploadResponseSchema,
    access: access.signedIn,
    maxBodyBytes: uploadMaxBodyBytes,
    bodyTooLarge: uploadTooLarge,
  }),
};
