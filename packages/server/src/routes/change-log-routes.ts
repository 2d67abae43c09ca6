import { ApiError, errorMessages } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import { type ChangeLogObjectName, changeLogObjects } from '../services/change-log-service';

const isChangeLogObject = (object: string): object is ChangeLogObjectName =>
  (changeLogObjects as readonly string[]).includes(object);

export function changeLogHandlers(services: Services) {
  return defineHandlers({
    changeLog: async ({ params, query }) => {
      if (!isChangeLogObject(params.object)) throw new ApiError(404, errorMessages.notFound);
      const log = await services.changeLogs.list(params.object, params.object_id, {
        limit: query._limit,
        offset: query._offset,
      });
      if (!log) throw new ApiError(404, errorMessages.notFound);
      return log;
    },
  });
}
