import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';

export function managerHandlers(services: Services) {
  return defineHandlers({
    // Anyone may ask about themselves: a non-manager gets 0 managees, which is how the client tells.
    managerProfiles: ({ params }) => services.managers.listProfiles(params.user_id),
  });
}
