import type { ContentSummary } from '@segno/domain';
import { buttonVariants, ContentPreviewPopover } from '@segno/ui';
import { useApi } from '../../api/api-context';
import { hashHref, paths } from '../../paths';

/** The 'Appears in' popover of a result: the segments (and seglets) the content sits in (000, section 4). */
export function ContentParentsPreview({ content }: { content: ContentSummary }) {
  const api = useApi();
  return (
    <ContentPreviewPopover
      loadParents={() => api.getContentParents(content.content_id).then(({ data }) => data)}
      getParentHref={(parent) =>
        parent.segment_id === undefined ? undefined : hashHref(paths.segmentHome(parent.segment_id))
      }
    >
      <button type="button" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        Appears in<span className="sr-only">: {content.name}</span>
      </button>
    </ContentPreviewPopover>
  );
}
