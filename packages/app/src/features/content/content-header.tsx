import type { Content } from '@segno/domain';
import {
  Button,
  ContentPreviewPopover,
  contentTypeLabel,
  estimatedTimeLabel,
  expertiseLabel,
  pointsLabel,
} from '@segno/ui';
import { useCallback } from 'react';
import { useApi } from '../../api/api-context';
import { hashHref, paths } from '../../paths';

/** The content's title, what it is worth and takes, its description, and where else it appears. */
export function ContentHeader({ content }: { content: Content }) {
  const api = useApi();
  const loadParents = useCallback(
    () => api.getContentParents(content.content_id).then(({ data }) => data),
    [api, content.content_id],
  );
  const facts = [
    { label: 'Type', value: contentTypeLabel(content.type) },
    { label: 'Points', value: pointsLabel(content.points) },
    { label: 'Estimated time', value: estimatedTimeLabel(content.estimated_time) },
    { label: 'Expertise', value: expertiseLabel(content.expertise) },
    { label: 'Rating', value: content.rating === null ? undefined : `${content.rating.toFixed(1)} of 5` },
  ].filter((fact): fact is { label: string; value: string } => fact.value !== undefined);

  return (
    <header className="grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-semibold">{content.name}</h1>
        <ContentPreviewPopover
          loadParents={loadParents}
          getParentHref={(parent) =>
            parent.segment_id === undefined ? undefined : hashHref(paths.segmentHome(parent.segment_id))
          }
        >
          <Button variant="outline" size="sm">
            Appears in
          </Button>
        </ContentPreviewPopover>
      </div>
      <dl data-slot="content-facts" className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {facts.map((fact) => (
          <div key={fact.label} className="flex gap-1">
            <dt className="text-muted-foreground">{fact.label}:</dt>
            <dd className="font-medium">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {content.description && <p className="max-w-prose">{content.description}</p>}
    </header>
  );
}
