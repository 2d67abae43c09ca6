/** GET /definition: stored settings and categories plus the fixed option lists. */
import type { Definition } from '@segno/domain';
import { listCategories, listSettings } from '../repositories/definition-repository';
import { composeDefinition } from './compose-definition';
import type { ServiceContext } from './service-context';

export function createDefinitionService({ orm }: ServiceContext) {
  return {
    async getDefinition(): Promise<Definition> {
      const [settings, categories] = await Promise.all([listSettings(orm), listCategories(orm)]);
      return composeDefinition(Object.fromEntries(settings), categories);
    },
  };
}

export type DefinitionService = ReturnType<typeof createDefinitionService>;
