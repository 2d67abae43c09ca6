/**
 * Demo contents a learner may submit with a score alone (000, sections 4 to 8): published, in a published segment,
 * needing neither a segnocode nor a finished checklist, and locked by no prerequisite. The fault tests complete
 * them; the server still decides, so a content this misjudges fails the test with the server's answer.
 */
import { contentTypes, needsSegnocode, publicationStatus } from '@segno/domain';
import type { DemoData } from '../demo/demo-data';

const checklistType = contentTypes.find((type) => type.name === 'checklists')?.id;

export function completableContents(demo: DemoData): DemoData['contents'] {
  const publishedSegments = new Set(
    demo.segments.filter((segment) => segment.status === publicationStatus.published).map(({ id }) => id),
  );
  const locked = new Set(demo.prerequisites.map((prerequisite) => prerequisite.contentId));
  return demo.contents.filter(
    (content) =>
      content.status === publicationStatus.published &&
      publishedSegments.has(content.segmentId) &&
      !needsSegnocode(content) &&
      content.type !== checklistType &&
      !locked.has(content.id),
  );
}
