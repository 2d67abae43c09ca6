/**
 * Rows a test creates for itself (segments, content, checklists, codes), with ids far above the demo data's,
 * so tests of taking content never depend on the demo catalogue.
 */
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import {
  checklist,
  checklistItem,
  content,
  contentPrerequisite,
  segment,
  segnocode,
  setting,
  userChecklist,
  userSegment,
} from '../db/schema';

export const publicationStatus = { draft: 1, published: 2, archived: 3 } as const;

let nextId = 900_000;
const newId = () => nextId++;

export type ContentFixture = Partial<typeof content.$inferInsert>;

export function createContentFixtures(db: Orm) {
  return {
    async segment(fields: Partial<typeof segment.$inferInsert> = {}): Promise<number> {
      const id = newId();
      await db.insert(segment).values({
        id,
        name: `Fixture segment ${id}`,
        shortName: `Fixture ${id}`,
        status: publicationStatus.published,
        ...fields,
      });
      return id;
    },

    async content(fields: ContentFixture = {}): Promise<number> {
      const id = newId();
      await db.insert(content).values({
        id,
        name: `Fixture content ${id}`,
        type: 11,
        points: 10,
        status: publicationStatus.published,
        recurrence: 'never',
        ...fields,
      });
      return id;
    },

    async prerequisites(contentId: number, prerequisiteIds: readonly number[], rule: number | null = null) {
      await db
        .insert(contentPrerequisite)
        .values(prerequisiteIds.map((prerequisiteId) => ({ contentId, prerequisiteId })));
      await db.update(content).set({ prerequisiteRule: rule }).where(sql`${content.id} = ${contentId}`);
    },

    /** A checklist with the labels as items, in order; returns its id and the items' ids. */
    async checklist(labels: readonly string[]): Promise<{ checklistId: number; itemIds: number[] }> {
      const checklistId = newId();
      await db.insert(checklist).values({ id: checklistId, name: `Fixture checklist ${checklistId}` });
      const itemIds = labels.map(() => newId());
      await db
        .insert(checklistItem)
        .values(labels.map((label, position) => ({ id: itemIds[position], checklistId, position, label })));
      return { checklistId, itemIds };
    },

    async userChecklist(userId: number, contentId: number, checkedItemIds: number[] = []): Promise<number> {
      const id = newId();
      await db.insert(userChecklist).values({ id, userId, contentId, checkedItemIds });
      return id;
    },

    async segnocode(code: string, contentId: number, expiresAt: Date | null = null): Promise<void> {
      await db.insert(segnocode).values({ code, contentId, expiresAt });
    },

    async assign(userId: number, segmentId: number): Promise<void> {
      await db.insert(userSegment).values({ userId, segmentId, isSubscribed: false, isAssigned: true });
    },

    async setOnTheClockEnabled(value: boolean): Promise<void> {
      await db
        .insert(setting)
        .values({ key: 'on_the_clock_enabled', value })
        .onConflictDoUpdate({ target: setting.key, set: { value } });
    },
  };
}

export type ContentFixtures = ReturnType<typeof createContentFixtures>;
