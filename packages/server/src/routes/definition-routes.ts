import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';

export function registerDefinitionRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  api.get(endpoints.definition.path, requireSession, async (c) =>
    sendJson(c, await services.definitions.getDefinition()),
  );
}
