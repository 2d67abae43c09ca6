/**
 * The content wizard's relationships, locking and badges steps (001 sections 2 to 7). Each change is one
 * transaction with the content's change-log line ('update', detail 'prerequisites', 'locking',
 * 'external_content' or 'badges'); a change that changes nothing writes none. Prerequisite changes take one
 * advisory lock, so two admins cannot close a loop between them (A needs B and B needs A) at the same moment.
 */
import {
  type AdminContentParentList,
  type AdminPrerequisiteList,
  adminMessages,
  badgeMedalTypeSchema,
  type ContentBadgeList,
  type ExternalContentList,
  isLockedByPrerequisites,
  type PrerequisiteRule,
  prerequisiteLookup,
  prerequisiteRefusal,
  prerequisiteRefusalMessages,
  prerequisiteRuleRefusal,
  publicationStatusSchema,
  ruleAfterRemoval,
} from '@segno/domain';
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import {
  deleteBadgeContent,
  findBadgeForUpdate,
  insertBadgeContent,
  updateBadge,
} from '../repositories/admin-badge-repository';
import { findContentForUpdate } from '../repositories/admin-content-repository';
import {
  deleteExternal,
  deletePrerequisite,
  findPrerequisiteRule,
  insertExternal,
  insertPrerequisite,
  listAdminParentRows,
  listContentBadgeRows,
  listExternalRows,
  listPrerequisiteRows,
  listReachablePrerequisiteEdges,
  updatePrerequisiteRule,
} from '../repositories/admin-relationship-repository';
import { insertChange } from '../repositories/change-log-repository';
import { contentExists } from '../repositories/content-repository';
import type { ServiceContext } from './service-context';

/** Any fixed number: the advisory lock prerequisite changes take turns on. */
const prerequisiteLockKey = 74_260_015;

/** A change's outcome: saved; no such content (404); or refused with a field's message (400). */
export type RelationshipResult<Saved> =
  | { outcome: 'saved'; saved: Saved }
  | { outcome: 'notFound' }
  | { outcome: 'refused'; path: string; message: string; status?: 400 | 404 };

type Detail = 'prerequisites' | 'locking' | 'external_content' | 'badges';

async function readPrerequisites(db: Orm, contentId: number, rule: PrerequisiteRule) {
  const rows = await listPrerequisiteRows(db, contentId);
  return {
    prerequisite_rule: rule,
    is_locked: isLockedByPrerequisites(rows.length),
    data: rows.map((row) => ({
      content_id: row.id,
      name: row.name,
      status: publicationStatusSchema.parse(row.status),
    })),
  } satisfies AdminPrerequisiteList;
}

async function readExternal(db: Orm, contentId: number): Promise<ExternalContentList> {
  const rows = await listExternalRows(db, contentId);
  return { data: rows.map((row) => ({ external_content_id: row.id, url: row.url })) };
}

async function readBadges(db: Orm, contentId: number): Promise<ContentBadgeList> {
  const rows = await listContentBadgeRows(db, contentId);
  return {
    data: rows.map((row) => ({
      badge_id: row.id,
      name: row.name,
      medal_type_id: badgeMedalTypeSchema.parse(row.medalLevel),
      status: publicationStatusSchema.parse(row.status),
    })),
  };
}

export function createAdminRelationshipService({ orm, now }: ServiceContext) {
  /** Locks the content's row and runs the change; the change answers whether it wrote anything. */
  async function change<Saved>(
    userId: number,
    contentId: number,
    detail: Detail,
    apply: (
      tx: Orm,
      stored: NonNullable<Awaited<ReturnType<typeof findContentForUpdate>>>,
      at: Date,
    ) => Promise<RelationshipResult<Saved> & { isChanged?: boolean }>,
  ): Promise<RelationshipResult<Saved>> {
    return orm.transaction(async (tx) => {
      if (detail === 'prerequisites' || detail === 'locking')
        await tx.execute(sql`select pg_advisory_xact_lock(${prerequisiteLockKey})`);
      const stored = await findContentForUpdate(tx, contentId);
      if (!stored) return { outcome: 'notFound' };
      const at = now();
      const { isChanged = false, ...result } = await apply(tx, stored, at);
      if (result.outcome === 'saved' && isChanged)
        await insertChange(
          tx,
          { objectType: 'content', objectId: contentId, userId, action: 'update', detail },
          at,
        );
      return result as RelationshipResult<Saved>;
    });
  }

  return {
    /** GET /content/{id}/prerequisite/admin; undefined when there is no such content. */
    async prerequisites(contentId: number): Promise<AdminPrerequisiteList | undefined> {
      const stored = await findPrerequisiteRule(orm, contentId);
      return stored && readPrerequisites(orm, contentId, stored.rule);
    },

    /** PUT /content/{id}/prerequisite/{prerequisite_id}: an existing content, not itself, closing no loop. */
    async addPrerequisite(userId: number, contentId: number, prerequisiteId: number) {
      return change<AdminPrerequisiteList>(userId, contentId, 'prerequisites', async (tx, stored) => {
        const refusal = prerequisiteRefusal(
          contentId,
          prerequisiteId,
          prerequisiteLookup(await listReachablePrerequisiteEdges(tx, prerequisiteId)),
        );
        if (refusal)
          return {
            outcome: 'refused',
            path: 'prerequisite_id',
            message: prerequisiteRefusalMessages[refusal],
          };
        if (!(await contentExists(tx, prerequisiteId)))
          return {
            outcome: 'refused',
            path: 'prerequisite_id',
            message: adminMessages.relationships.unknownContent,
            status: 404,
          };
        const isChanged = await insertPrerequisite(tx, contentId, prerequisiteId);
        return {
          outcome: 'saved',
          isChanged,
          saved: await readPrerequisites(tx, contentId, stored.prerequisiteRule),
        };
      });
    },

    /** DELETE /content/{id}/prerequisite/{prerequisite_id}; an 'N of' above what is left becomes 'all of'. */
    async removePrerequisite(userId: number, contentId: number, prerequisiteId: number) {
      return change<AdminPrerequisiteList>(userId, contentId, 'prerequisites', async (tx, stored, at) => {
        const isChanged = await deletePrerequisite(tx, contentId, prerequisiteId);
        let rule = stored.prerequisiteRule;
        if (isChanged) {
          const left = (await listPrerequisiteRows(tx, contentId)).length;
          const after = ruleAfterRemoval(rule, left);
          if (after !== rule) await updatePrerequisiteRule(tx, contentId, after, at);
          rule = after;
        }
        return { outcome: 'saved', isChanged, saved: await readPrerequisites(tx, contentId, rule) };
      });
    },

    /** PUT /content/{id}/prerequisite_rule: null ('all of'), or N from 1 to the prerequisite count. */
    async saveRule(userId: number, contentId: number, rule: PrerequisiteRule) {
      return change<AdminPrerequisiteList>(userId, contentId, 'locking', async (tx, stored, at) => {
        const count = (await listPrerequisiteRows(tx, contentId)).length;
        const message = prerequisiteRuleRefusal(rule, count);
        if (message) return { outcome: 'refused', path: 'prerequisite_rule', message };
        const isChanged = rule !== stored.prerequisiteRule;
        if (isChanged) await updatePrerequisiteRule(tx, contentId, rule, at);
        return { outcome: 'saved', isChanged, saved: await readPrerequisites(tx, contentId, rule) };
      });
    },

    /** GET /content/{id}/parents/admin: its segment and seglet, and its plans, whatever their status. */
    async parents(contentId: number): Promise<AdminContentParentList | undefined> {
      if (!(await contentExists(orm, contentId))) return undefined;
      const { segments, plans } = await listAdminParentRows(orm, contentId);
      return {
        data: [
          ...segments.map((row) => ({
            kind: 'segment' as const,
            id: row.id,
            name: row.name,
            seglet_id: row.segletId,
            seglet_name: row.segletName,
            status: publicationStatusSchema.parse(row.status),
          })),
          ...plans.map((row) => ({
            kind: 'plan' as const,
            id: row.id,
            name: row.name,
            seglet_id: null,
            seglet_name: null,
            status: publicationStatusSchema.parse(row.status),
          })),
        ],
      };
    },

    /** GET /content/{id}/external_content; undefined when there is no such content. */
    async external(contentId: number): Promise<ExternalContentList | undefined> {
      if (!(await contentExists(orm, contentId))) return undefined;
      return readExternal(orm, contentId);
    },

    /** POST /content/{id}/external_content: the url is checked by the route's schema. */
    async addExternal(userId: number, contentId: number, url: string) {
      return change<ExternalContentList>(userId, contentId, 'external_content', async (tx, _stored, at) => {
        await insertExternal(tx, contentId, url, at);
        return { outcome: 'saved', isChanged: true, saved: await readExternal(tx, contentId) };
      });
    },

    /** DELETE /content/{id}/external_content/{external_content_id}: only one of this content's entries. */
    async removeExternal(userId: number, contentId: number, externalId: number) {
      return change<ExternalContentList>(userId, contentId, 'external_content', async (tx) => {
        if (!(await deleteExternal(tx, contentId, externalId)))
          return {
            outcome: 'refused',
            path: 'external_content_id',
            message: adminMessages.relationships.unknownExternal,
            status: 404,
          };
        return { outcome: 'saved', isChanged: true, saved: await readExternal(tx, contentId) };
      });
    },

    /** GET /content/{id}/badge; undefined when there is no such content. */
    async badges(contentId: number): Promise<ContentBadgeList | undefined> {
      if (!(await contentExists(orm, contentId))) return undefined;
      return readBadges(orm, contentId);
    },

    /**
     * PUT /content/{id}/badge/{badge_id} (adding) and DELETE (taking out). Only a badge of the content's
     * segment can be earned with it (as the badge wizard's content step rules); the badge's own change log
     * records it too.
     */
    async setBadge(userId: number, contentId: number, badgeId: number, isAdding: boolean) {
      return change<ContentBadgeList>(userId, contentId, 'badges', async (tx, stored, at) => {
        const found = await findBadgeForUpdate(tx, badgeId);
        if (!found)
          return {
            outcome: 'refused',
            path: 'badge_id',
            message: adminMessages.relationships.unknownBadge,
            status: 404,
          };
        if (isAdding && (stored.segmentId === null || stored.segmentId !== found.segmentId))
          return {
            outcome: 'refused',
            path: 'badge_id',
            message: adminMessages.relationships.badgeNotInSegment,
          };
        const isChanged = isAdding
          ? await insertBadgeContent(tx, badgeId, contentId)
          : await deleteBadgeContent(tx, badgeId, contentId);
        if (isChanged) {
          await updateBadge(tx, badgeId, {}, at);
          await insertChange(
            tx,
            { objectType: 'badge', objectId: badgeId, userId, action: 'update', detail: 'contents' },
            at,
          );
        }
        return { outcome: 'saved', isChanged, saved: await readBadges(tx, contentId) };
      });
    },
  };
}

export type AdminRelationshipService = ReturnType<typeof createAdminRelationshipService>;
