import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';

export function alertHandlers(services: Services) {
  return defineHandlers({
    activeAlert: ({ caller }) => services.alerts.getActiveFor(caller.userId),
    alertDismiss: async ({ params }) => {
      const isDismissed = await services.alerts.dismiss(params.user_id, params.alert_id);
      if (!isDismissed) throw new ApiError(404, 'There is no such alert.');
      return { success: true };
    },
  });
}
