import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';

export function definitionHandlers(services: Services) {
  return defineHandlers({
    definition: () => services.definitions.getDefinition(),
  });
}
