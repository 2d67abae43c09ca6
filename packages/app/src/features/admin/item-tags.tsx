import type { Tag } from '@segno/domain';
import { TagPicker } from '@segno/ui';
import { useRevalidator } from 'react-router-dom';
import { useApi } from '../../api/api-context';

export type ItemTagsProps = {
  tags: Tag[];
  /** Puts the tag on the item (PUT …/tag/{tag_id}). */
  addTag: (tagId: number) => Promise<unknown>;
  /** Takes the tag off the item (DELETE …/tag/{tag_id}). */
  removeTag: (tagId: number) => Promise<unknown>;
  title?: string;
};

/**
 * A content's or a segment's tags (001 section 7): suggestions from GET /tag, and a typed name that no tag has
 * is created first (POST /tag). Each change applies at once, then the screen's data reloads.
 */
export function ItemTags({ tags, addTag, removeTag, title }: ItemTagsProps) {
  const api = useApi();
  const revalidator = useRevalidator();
  const thenReload = (change: Promise<unknown>) => change.then(() => revalidator.revalidate());
  return (
    <TagPicker
      title={title}
      tags={tags}
      searchTags={async (term, signal) => (await api.searchTags(term, signal)).data}
      onAdd={(tag) => thenReload(addTag(tag.tag_id))}
      onCreate={async (name) => thenReload(addTag((await api.createTag(name)).tag_id))}
      onRemove={(tag) => thenReload(removeTag(tag.tag_id))}
    />
  );
}
