/**
 * Tags (001 sections 5 and 7): suggestions, creating a tag, and putting tags on segments, seglets and contents.
 * Putting a tag on an item or taking it off is idempotent; a change writes the item's change-log line
 * ('update', detail 'tags') in the same transaction, a repeat writes none.
 */
import { isTagSearchTerm, type Tag, type TaggedKind, type TagList, type TagSearchQuery } from '@segno/domain';
import type { Orm } from '../db/database';
import { findContentForUpdate } from '../repositories/admin-content-repository';
import { findSegletForUpdate } from '../repositories/admin-seglet-repository';
import { findSegmentForUpdate } from '../repositories/admin-segment-repository';
import { insertChange } from '../repositories/change-log-repository';
import { findPlanForUpdate } from '../repositories/plan-admin-repository';
import {
  attachTag,
  detachTag,
  findTag,
  findTagByName,
  insertTag,
  listItemTags,
  searchTags,
  type TagRow,
} from '../repositories/tag-repository';
import type { ServiceContext } from './service-context';

export const toTag = (row: TagRow): Tag => ({ tag_id: row.id, name: row.name });

/** The item's tags after a change, or which of the two was missing. */
export type TagChangeResult =
  | { outcome: 'saved'; tags: TagList }
  | { outcome: 'itemNotFound' }
  | { outcome: 'tagNotFound' };

/** Locks the item's row, so two tag changes of one item run one after the other; false when there is none. */
async function lockItem(db: Orm, kind: TaggedKind, itemId: number): Promise<boolean> {
  switch (kind) {
    case 'segment':
      return (await findSegmentForUpdate(db, itemId)) !== undefined;
    case 'seglet':
      return (await findSegletForUpdate(db, itemId)) !== undefined;
    case 'content':
      return (await findContentForUpdate(db, itemId)) !== undefined;
    case 'plan':
      return (await findPlanForUpdate(db, itemId)) !== undefined;
  }
}

async function readTags(db: Orm, kind: TaggedKind, itemId: number): Promise<TagList> {
  return { data: (await listItemTags(db, kind, itemId)).map(toTag) };
}

export function createTagService({ orm, now }: ServiceContext) {
  async function change(
    userId: number,
    kind: TaggedKind,
    itemId: number,
    tagId: number,
    apply: typeof attachTag,
  ): Promise<TagChangeResult> {
    return orm.transaction(async (tx) => {
      if (!(await lockItem(tx, kind, itemId))) return { outcome: 'itemNotFound' };
      if (!(await findTag(tx, tagId))) return { outcome: 'tagNotFound' };
      if (await apply(tx, kind, itemId, tagId))
        await insertChange(
          tx,
          { objectType: kind, objectId: itemId, userId, action: 'update', detail: 'tags' },
          now(),
        );
      return { outcome: 'saved', tags: await readTags(tx, kind, itemId) };
    });
  }

  return {
    /** GET /tag: names holding the term, when it has more than 2 characters; at most `_limit` (10). */
    async search(query: TagSearchQuery): Promise<TagList> {
      if (!isTagSearchTerm(query.searchTerm)) return { data: [] };
      return { data: (await searchTags(orm, query.searchTerm, query._limit)).map(toTag) };
    },

    /**
     * POST /tag: the new tag; a name that exists in any case answers that tag instead (`created` false), so a
     * picker never fails on a tag someone else has just made.
     */
    async create(name: string): Promise<{ tag: Tag; created: boolean }> {
      const inserted = await insertTag(orm, name, now());
      if (inserted) return { tag: toTag(inserted), created: true };
      const existing = await findTagByName(orm, name);
      if (!existing) throw new Error(`Tag "${name}" was refused but cannot be found`);
      return { tag: toTag(existing), created: false };
    },

    /** GET /{kind}/{id}/tag: undefined when there is no such item. */
    async listOf(kind: TaggedKind, itemId: number): Promise<TagList | undefined> {
      return orm.transaction(async (tx) =>
        (await lockItem(tx, kind, itemId)) ? readTags(tx, kind, itemId) : undefined,
      );
    },

    /** PUT /{kind}/{id}/tag/{tag_id}: answers the item's tags. */
    attach: (userId: number, kind: TaggedKind, itemId: number, tagId: number) =>
      change(userId, kind, itemId, tagId, attachTag),

    /** DELETE /{kind}/{id}/tag/{tag_id}: answers the item's tags. */
    detach: (userId: number, kind: TaggedKind, itemId: number, tagId: number) =>
      change(userId, kind, itemId, tagId, detachTag),
  };
}

export type TagService = ReturnType<typeof createTagService>;
