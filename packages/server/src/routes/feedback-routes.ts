import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';

export function feedbackHandlers(services: Services) {
  return defineHandlers({
    feedback: async ({ params, body }) => {
      await services.feedback.sendFeedback(params.user_id, body);
      return { success: true };
    },
    contentRequest: async ({ params, body }) => {
      await services.feedback.requestContent(params.user_id, body);
      return { success: true };
    },
  });
}
