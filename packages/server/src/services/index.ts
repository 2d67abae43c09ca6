import { createAuthService } from './auth-service';
import { createDefinitionService } from './definition-service';
import type { ServiceContext } from './service-context';
import { createSessionService } from './session-service';
import { createUserService } from './user-service';

export function createServices(context: ServiceContext & { secret: Buffer }) {
  return {
    auth: createAuthService(context),
    sessions: createSessionService(context),
    users: createUserService(context),
    definitions: createDefinitionService(context),
  };
}

export type Services = ReturnType<typeof createServices>;
