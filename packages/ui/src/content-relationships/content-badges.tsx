import { adminMessages, type ContentBadge, formatMessage, medalNames } from '@segno/domain';
import { cn } from '../lib/cn';
import { type LinkedItem, LinkedList, type LinkedListTexts } from './content-relationships-linked-list';
import { statusNote } from './content-relationships-status';

const texts = adminMessages.relationships;

const badgeTexts: LinkedListTexts = {
  title: texts.badgesTitle,
  hint: texts.badgesHint,
  empty: texts.badgesEmpty,
  searchLabel: texts.badgeSearchLabel,
  searchHint: texts.searchHint,
  searchEmpty: texts.badgeSearchEmpty,
  add: (name) => formatMessage(texts.addBadge, { name }),
  remove: (name) => formatMessage(texts.removeBadge, { name }),
};

/** A badge as the step lists and finds it. */
export type ContentBadgeRow = Pick<ContentBadge, 'badge_id' | 'name' | 'medal_type_id' | 'status'>;

const toItem = (row: ContentBadgeRow): LinkedItem => ({
  id: row.badge_id,
  name: row.name,
  detail:
    [row.medal_type_id === null ? undefined : medalNames[row.medal_type_id], statusNote(row.status)]
      .filter(Boolean)
      .join(', ') || undefined,
});

export type ContentBadgesProps = {
  /** The badges the content earns. */
  badges: readonly ContentBadgeRow[];
  /** The segment's badges matching the last search (term of 3 characters or more). */
  results?: readonly ContentBadgeRow[];
  isSearching?: boolean;
  /** False while the content is in no segment: only its segment's badges can be earned with it. */
  hasSegment: boolean;
  onSearch: (term: string) => void;
  onAdd: (badgeId: number) => unknown;
  onRemove: (badgeId: number) => unknown;
  errorMessage?: string;
  className?: string;
};

/** The content wizard's badges step (001 sections 2 and 7): the badges completing the content counts towards. */
export function ContentBadges({
  badges,
  results,
  isSearching,
  hasSegment,
  onSearch,
  onAdd,
  onRemove,
  errorMessage,
  className,
}: ContentBadgesProps) {
  return (
    <div data-slot="content-badges" className={cn('grid gap-4', className)}>
      <LinkedList
        texts={badgeTexts}
        items={badges.map(toItem)}
        results={results?.map(toItem)}
        isSearching={isSearching}
        onSearch={onSearch}
        onAdd={onAdd}
        onRemove={onRemove}
        errorMessage={errorMessage}
        unavailableText={hasSegment ? undefined : texts.badgesNoSegment}
      />
    </div>
  );
}
