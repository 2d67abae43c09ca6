import type {
  AdminContentParent,
  AdminPrerequisiteList,
  ContentBadge,
  ExternalContent,
  WizardStep,
} from '@segno/domain';
import type { ApiClient } from '../../api/api-client';

/** What the content wizard's relationships, locking and badges steps read (001 sections 2 to 4). */
export type ContentRelationshipData = {
  /** Relationships and locking: the prerequisites and their rule. */
  prerequisites?: AdminPrerequisiteList;
  /** Relationships: the segments and plans holding the content, and its external content. */
  parents?: AdminContentParent[];
  external?: ExternalContent[];
  /** Badges: the badges the content earns. */
  badges?: ContentBadge[];
};

export const relationshipSteps: readonly WizardStep[] = ['relationships', 'locking', 'badges'];

/** The step's data; undefined for the other steps. */
export async function loadContentRelationshipData(
  api: ApiClient,
  contentId: number,
  step: WizardStep,
  signal: AbortSignal,
): Promise<ContentRelationshipData | undefined> {
  switch (step) {
    case 'relationships': {
      const [prerequisites, parents, external] = await Promise.all([
        api.getAdminPrerequisites(contentId, signal),
        api.getAdminContentParents(contentId, signal),
        api.getExternalContent(contentId, signal),
      ]);
      return { prerequisites, parents: parents.data, external: external.data };
    }
    case 'locking':
      return { prerequisites: await api.getAdminPrerequisites(contentId, signal) };
    case 'badges':
      return { badges: (await api.getContentBadges(contentId, signal)).data };
    default:
      return undefined;
  }
}
