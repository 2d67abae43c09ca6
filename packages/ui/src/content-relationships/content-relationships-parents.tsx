import { type AdminContentParent, adminMessages, formatMessage } from '@segno/domain';
import { useId } from 'react';
import { statusNote } from './content-relationships-status';

const texts = adminMessages.relationships;

function parentText(parent: AdminContentParent): string {
  if (parent.kind === 'plan') return formatMessage(texts.parentPlan, { name: parent.name });
  if (parent.seglet_name === null) return formatMessage(texts.parentSegment, { name: parent.name });
  return formatMessage(texts.parentSeglet, { name: parent.name, seglet: parent.seglet_name });
}

/** Read-only: the segments (with their seglet) and plans holding the content. */
export function ContentRelationshipsParents({ parents }: { parents: readonly AdminContentParent[] }) {
  const titleId = useId();
  return (
    <section data-slot="content-relationships-parents" aria-labelledby={titleId} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={titleId} className="text-base font-semibold">
          {texts.parentsTitle}
        </h3>
        <p className="text-sm text-muted-foreground">{texts.parentsHint}</p>
      </div>
      {parents.length === 0 ? (
        <p className="text-muted-foreground">{texts.parentsEmpty}</p>
      ) : (
        <ul aria-labelledby={titleId} className="grid list-disc gap-1 pl-5">
          {parents.map((parent) => {
            const note = statusNote(parent.status);
            return (
              <li key={`${parent.kind}-${parent.id}`}>
                {parentText(parent)}
                {note && <span className="text-sm text-muted-foreground"> ({note})</span>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
