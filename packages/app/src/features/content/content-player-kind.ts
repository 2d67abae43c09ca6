import { type Content, contentTypes, needsSegnocode } from '@segno/domain';

/** How the content screen plays a content. */
export type ContentPlayerKind =
  | 'video'
  | 'document'
  | 'external'
  | 'download'
  | 'code'
  | 'checklist'
  | 'course'
  | 'none';

const typeId = (name: (typeof contentTypes)[number]['name']) =>
  contentTypes.find((option) => option.name === name)?.id;

/**
 * Picks the player (000, sections 2 and 4): a video file plays in the video viewer; a code content takes its
 * SegnoCode; a checklist is filled in item by item; an instructor-led content leads to its course's sessions; an external link opens in the iframe popup (a new tab
 * on mobile); a text is read in the document viewer; any other file is offered in the download pop-up.
 */
export function contentPlayerKind(
  content: Pick<Content, 'type' | 'url' | 'is_ext_url' | 'body' | 'course_id'>,
): ContentPlayerKind {
  if (content.course_id !== null) return 'course';
  if (needsSegnocode(content)) return 'code';
  if (content.type === typeId('checklists')) return 'checklist';
  if (content.type === typeId('video') && content.url) return 'video';
  if (content.is_ext_url && content.url) return 'external';
  if (content.body) return 'document';
  if (content.url) return 'download';
  return 'none';
}
