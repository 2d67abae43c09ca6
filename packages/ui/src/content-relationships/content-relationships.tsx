import {
  type AdminContentParent,
  type AdminPrerequisite,
  adminMessages,
  type ExternalContent,
  formatMessage,
} from '@segno/domain';
import { Button } from '../button';
import { type ContentParent, ContentPreviewPopover } from '../content-preview';
import { cn } from '../lib/cn';
import { ContentRelationshipsExternal } from './content-relationships-external';
import { type LinkedItem, LinkedList, type LinkedListTexts } from './content-relationships-linked-list';
import { ContentRelationshipsParents } from './content-relationships-parents';
import { statusNote } from './content-relationships-status';

const texts = adminMessages.relationships;

const prerequisiteTexts: LinkedListTexts = {
  title: texts.prerequisitesTitle,
  hint: texts.prerequisitesHint,
  empty: texts.prerequisitesEmpty,
  searchLabel: texts.searchLabel,
  searchHint: texts.searchHint,
  searchEmpty: texts.searchEmpty,
  add: (name) => formatMessage(texts.addPrerequisite, { name }),
  remove: (name) => formatMessage(texts.removePrerequisite, { name }),
};

/** A content found by the prerequisite search. */
export type PrerequisiteCandidate = Pick<AdminPrerequisite, 'content_id' | 'name' | 'status'>;

const toItem = (row: PrerequisiteCandidate): LinkedItem => ({
  id: row.content_id,
  name: row.name,
  detail: statusNote(row.status),
});

export type ContentRelationshipsProps = {
  /** The content's prerequisites. */
  prerequisites: readonly PrerequisiteCandidate[];
  /** The contents matching the last search (the content itself may be among them: it is left out). */
  results?: readonly PrerequisiteCandidate[];
  isSearching?: boolean;
  /** The content whose relationships these are: never offered as its own prerequisite. */
  contentId: number;
  onSearch: (term: string) => void;
  onAddPrerequisite: (contentId: number) => unknown;
  onRemovePrerequisite: (contentId: number) => unknown;
  /** The server's refusal of the last prerequisite change (self, loop, gone). */
  prerequisiteError?: string;
  /** Where a prerequisite appears: the learner's preview popover of its parents, when given. */
  loadParentsOf?: (contentId: number) => Promise<readonly ContentParent[]>;
  /** The segments and plans holding this content (read-only). */
  parents: readonly AdminContentParent[];
  external: readonly ExternalContent[];
  onAddExternal: (url: string) => unknown;
  onRemoveExternal: (externalContentId: number) => unknown;
  externalError?: string;
  className?: string;
};

/**
 * The content wizard's relationships step (001 sections 2 and 3): the prerequisites learners must complete
 * first, where the content appears, and its external content. Each change applies at once.
 */
export function ContentRelationships({
  prerequisites,
  results,
  isSearching,
  contentId,
  onSearch,
  onAddPrerequisite,
  onRemovePrerequisite,
  prerequisiteError,
  loadParentsOf,
  parents,
  external,
  onAddExternal,
  onRemoveExternal,
  externalError,
  className,
}: ContentRelationshipsProps) {
  return (
    <section data-slot="content-relationships" className={cn('grid gap-8', className)}>
      <LinkedList
        texts={prerequisiteTexts}
        items={prerequisites.map(toItem)}
        results={results?.filter((row) => row.content_id !== contentId).map(toItem)}
        isSearching={isSearching}
        onSearch={onSearch}
        onAdd={onAddPrerequisite}
        onRemove={onRemovePrerequisite}
        errorMessage={prerequisiteError}
        renderExtra={
          loadParentsOf &&
          ((item) => (
            <ContentPreviewPopover label={texts.parentsTitle} loadParents={() => loadParentsOf(item.id)}>
              <Button variant="ghost" size="sm" aria-label={`${texts.parentsTitle}: ${item.name}`}>
                {texts.parentsTitle}
              </Button>
            </ContentPreviewPopover>
          ))
        }
      />
      <ContentRelationshipsParents parents={parents} />
      <ContentRelationshipsExternal
        entries={external}
        onAdd={onAddExternal}
        onRemove={onRemoveExternal}
        errorMessage={externalError}
      />
    </section>
  );
}
