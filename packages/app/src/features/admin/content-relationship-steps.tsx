import {
  type AdminContent,
  type AdminPrerequisiteList,
  adminMessages,
  authoringLimits,
  type ContentBadge,
} from '@segno/domain';
import { ContentBadges, type ContentParent, ContentRelationships, LockingRule } from '@segno/ui';
import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/api-error';
import type { ContentRelationshipData } from './content-relationship-data';
import { useLinkedSearch } from './use-linked-search';

/** The message of a refused change (400 or 404 with a field's issue); a general one for anything else. */
function refusalMessage(error: unknown): string {
  const isRefusal = error instanceof ApiError && (error.status === 400 || error.status === 404);
  return (isRefusal && error.issues?.[0]?.message) || adminMessages.relationships.saveFailed;
}

/** Runs a change and reloads the step; a refusal is kept for the widget to show. */
function useChange() {
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | undefined>();
  async function change(update: () => Promise<unknown>, after?: () => unknown) {
    setError(undefined);
    try {
      await update();
    } catch (failure) {
      setError(refusalMessage(failure));
      throw failure;
    }
    await revalidator.revalidate();
    await after?.();
  }
  return { error, change };
}

const emptyPrerequisites: AdminPrerequisiteList = { prerequisite_rule: null, is_locked: false, data: [] };

type StepInput = { content: AdminContent; data: ContentRelationshipData | undefined };

/** The relationships step: prerequisites (searched among the first 100 contents), parents, external content. */
export function RelationshipsStep({ content, data }: StepInput) {
  const api = useApi();
  const contentId = content.content_id;
  const prerequisites = data?.prerequisites ?? emptyPrerequisites;
  const search = useLinkedSearch(async (term, signal) => {
    const found = await api.getAdminContents(
      { limit: authoringLimits.contentSelectorPageSize, offset: 0, term, statuses: [1, 2] },
      signal,
    );
    return found.data;
  });
  const prerequisiteChange = useChange();
  const externalChange = useChange();

  async function loadParentsOf(prerequisiteId: number): Promise<ContentParent[]> {
    const parents = await api.getAdminContentParents(prerequisiteId);
    return parents.data.map((parent) =>
      parent.kind === 'plan'
        ? { name: parent.name, plan_id: parent.id }
        : { name: parent.name, segment_id: parent.id, seglet_id: parent.seglet_id },
    );
  }

  return (
    <ContentRelationships
      contentId={contentId}
      prerequisites={prerequisites.data}
      results={search.results}
      isSearching={search.isSearching}
      onSearch={search.onSearch}
      onAddPrerequisite={(id) =>
        prerequisiteChange.change(() => api.addPrerequisite(contentId, id), search.refresh)
      }
      onRemovePrerequisite={(id) =>
        prerequisiteChange.change(() => api.removePrerequisite(contentId, id), search.refresh)
      }
      prerequisiteError={prerequisiteChange.error}
      loadParentsOf={loadParentsOf}
      parents={data?.parents ?? []}
      external={data?.external ?? []}
      onAddExternal={(url) => externalChange.change(() => api.addExternalContent(contentId, url))}
      onRemoveExternal={(id) => externalChange.change(() => api.removeExternalContent(contentId, id))}
      externalError={externalChange.error}
    />
  );
}

/** The locking step: 'all of' or 'N of', saved 2000 ms after the last change. */
export function LockingStep({ content, data }: StepInput) {
  const api = useApi();
  const [error, setError] = useState<string | undefined>();
  const prerequisites = data?.prerequisites ?? emptyPrerequisites;
  return (
    <LockingRule
      prerequisiteCount={prerequisites.data.length}
      rule={prerequisites.prerequisite_rule}
      errorMessage={error}
      onSave={async (rule) => {
        setError(undefined);
        try {
          await api.savePrerequisiteRule(content.content_id, rule);
        } catch (failure) {
          setError(refusalMessage(failure));
          throw failure;
        }
      }}
    />
  );
}

/** The badges step: the content's segment's badges, searched above 2 characters. */
export function BadgesStep({ content, data }: StepInput) {
  const api = useApi();
  const contentId = content.content_id;
  const segmentId = content.segment_id;
  const search = useLinkedSearch<ContentBadge>(async (term, signal) => {
    if (segmentId === null) return [];
    const found = await api.getAdminBadges(
      { limit: authoringLimits.managePageSize, offset: 0, term, statuses: [1, 2], segmentId },
      signal,
    );
    return found.data.map((badge) => ({
      badge_id: badge.badge_id,
      name: badge.name,
      medal_type_id: badge.medal_type_id,
      status: badge.status,
    }));
  });
  const { error, change } = useChange();
  return (
    <ContentBadges
      badges={data?.badges ?? []}
      hasSegment={segmentId !== null}
      results={search.results}
      isSearching={search.isSearching}
      onSearch={search.onSearch}
      onAdd={(badgeId) => change(() => api.addContentBadge(contentId, badgeId), search.refresh)}
      onRemove={(badgeId) => change(() => api.removeContentBadge(contentId, badgeId), search.refresh)}
      errorMessage={error}
    />
  );
}
