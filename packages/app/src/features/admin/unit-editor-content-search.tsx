import {
  authoringLimits,
  formatMessage,
  planAdminMessages,
  searchFilterOptionLabel,
  type UnitContentsSaved,
  unitAuthoringLimits,
} from '@segno/domain';
import { SearchToAdd } from '@segno/ui';
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import { useLinkedSearch } from './use-linked-search';

const texts = planAdminMessages.unitScreens;

/** A content's type as the editor names it: 'Video', 'Document'… */
export const contentTypeLabel = (type: number) => searchFilterOptionLabel('type', String(type));

export type UnitEditorContentSearchProps = {
  unitId: number;
  /** The contents the editor holds now (placed or in the sandbox): never offered again. */
  inUnit: ReadonlySet<number>;
  /** While the unit saves, adding waits (the editor's tree takes no edit then). */
  isDisabled: boolean;
  /** The contents the server added to the unit's sandbox (PUT /unit/{id}/contents). */
  onAdded: (contents: UnitContentsSaved['data']) => void;
};

/**
 * The unit editor's pop-out for adding content (002 sections 2 and 7): a search of the contents not in this unit
 * (GET /content with not_in_unit[] and search_term, 400 ms after typing stops, at least 3 characters); Add puts
 * the content in the unit's sandbox on the server, then in the editor's.
 */
export function UnitEditorContentSearch({
  unitId,
  inUnit,
  isDisabled,
  onAdded,
}: UnitEditorContentSearchProps) {
  const api = useApi();
  const [isAdding, setAdding] = useState(false);
  const [failed, setFailed] = useState(false);
  const search = useLinkedSearch(
    async (term, signal) =>
      (
        await api.pickContents(
          { search_term: term, not_in_unit: [unitId], _limit: unitAuthoringLimits.contentPickerMax },
          signal,
        )
      ).data,
  );

  async function add(contentId: number) {
    setAdding(true);
    setFailed(false);
    try {
      onAdded((await api.addUnitContents(unitId, [contentId])).data);
    } catch (error) {
      console.warn('Adding content to the unit failed', error);
      setFailed(true);
    } finally {
      setAdding(false);
    }
  }

  return (
    <div className="grid gap-3">
      <SearchToAdd
        label={texts.searchLabel}
        hint={texts.searchHint}
        emptyText={texts.searchEmpty}
        results={search.results
          ?.filter((find) => !inUnit.has(find.content_id))
          .map((find) => ({
            id: find.content_id,
            name: find.name,
            detail: formatMessage(texts.contentDetail, {
              type: contentTypeLabel(find.type),
              points: find.points,
            }),
          }))}
        isSearching={search.isSearching}
        onSearch={search.onSearch}
        addLabel={(name) => formatMessage(texts.addLabel, { name })}
        addText={texts.add}
        isBusy={isDisabled || isAdding}
        onAdd={(id) => void add(id)}
        debounceMs={authoringLimits.unitContentSearchDebounceMs}
      />
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {texts.addFailed}
        </p>
      )}
    </div>
  );
}
