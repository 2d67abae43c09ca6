import { adminMessages } from '@segno/domain';
import { Link, useLoaderData } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { paths } from '../../paths';
import { ItemTags } from './item-tags';
import type { SegmentTagsData } from './wizard-loaders';

/**
 * /segment-admin/segments/{id}/tags (001 section 2 lists tags among the segment's steps; its wizard shows six
 * others): the segment's tags, reached from its basic info.
 */
export function SegmentTagsPage() {
  const { segment, tags, exit } = useLoaderData() as SegmentTagsData;
  const api = useApi();
  const segmentId = segment.segment_id;
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <p className="text-sm font-medium text-muted-foreground">{adminMessages.kinds.segment}</p>
        <h1 className="text-2xl font-semibold break-words">{segment.name}</h1>
        <Link
          className="text-sm font-medium text-primary underline underline-offset-4"
          to={paths.wizardStep('segment', segmentId, 'edit', exit)}
        >
          {adminMessages.tags.backToSegment}
        </Link>
      </div>
      <ItemTags
        title={adminMessages.tags.title}
        tags={tags}
        addTag={(tagId) => api.addSegmentTag(segmentId, tagId)}
        removeTag={(tagId) => api.removeSegmentTag(segmentId, tagId)}
      />
    </div>
  );
}
