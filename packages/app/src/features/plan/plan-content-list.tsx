import { planContentDefaultSortId, type UnitContentItem } from '@segno/domain';
import { ContentGrid, EmptyState } from '@segno/ui';
import { useMemo } from 'react';
import { toCardContent } from './unit-items';

/**
 * A plan's contents as cards, sorted the learner's remembered way (002, section 9: default Not Started First,
 * remembered locally under the list's own key); each card leads where `getHref` says.
 */
export function PlanContentList({
  contents,
  label,
  storageKey,
  getHref,
  emptyText,
}: {
  contents: readonly UnitContentItem[];
  label: string;
  storageKey: string;
  getHref: (item: UnitContentItem) => string;
  emptyText: string;
}) {
  const cards = useMemo(() => contents.map(toCardContent), [contents]);
  return (
    <ContentGrid
      contents={cards}
      label={label}
      storageKey={storageKey}
      defaultSort={planContentDefaultSortId}
      getHref={getHref}
      cardHeadingLevel="h3"
      emptyState={<EmptyState headingLevel={3} title={emptyText} />}
    />
  );
}
