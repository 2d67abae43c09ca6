/**
 * Badge authoring (001 sections 3 to 7): the manage list, create, basic-info and status saves, archiving, and
 * the contents that earn a badge. medal_type_id names a level of the badge's segment's medals; the badge is
 * stored with that medal's id (badge.medal_id), which the scoring engine awards it with and medal error 2
 * counts. Each save is one transaction with its change-log line.
 */
import {
  type AdminBadge,
  type AdminBadgeContentList,
  type AdminBadgeList,
  type AdminFilterList,
  type AdminListQuery,
  adminMessages,
  authoringLimits,
  type BadgeDraft,
  type BadgeMedalType,
  type BadgeNameSearchList,
  type BadgeSegmentList,
  type BadgeUpdate,
  badgeListFilters,
  badgeMedalTypeSchema,
  limits,
  medalLevels,
  medalNames,
  publicationStatus,
  publicationStatusSchema,
} from '@segno/domain';
import type { Orm } from '../db/database';
import {
  type AdminBadgeRow,
  type BadgeNotificationValues,
  type BadgeValues,
  deleteBadgeContent,
  findAdminBadge,
  findBadgeForUpdate,
  findBadgeSegment,
  findContentSegment,
  findSegmentMedalId,
  insertBadge,
  insertBadgeContent,
  listAdminBadges,
  listBadgeContentRows,
  searchBadgesByName,
  searchSegmentContents,
  updateBadge,
} from '../repositories/admin-badge-repository';
import { insertChange } from '../repositories/change-log-repository';
import { listBadgeSegments } from '../repositories/segment-choice-repository';
import { changedFields, listFilter, type SaveResult } from './admin-segment-service';
import { findTakenNames } from './name-check';
import type { ServiceContext } from './service-context';

/** Why a badge save was refused besides a taken name: its segment, or a content not of its segment. */
export type BadgeRefusal = 'noSegment' | 'contentNotInSegment';
export type BadgeSaveResult<Saved> = SaveResult<Saved> | { outcome: 'refused'; refusal: BadgeRefusal };

export function toAdminBadge(row: AdminBadgeRow): AdminBadge {
  return {
    badge_id: row.id,
    name: row.name,
    short_name: row.shortName,
    description: row.description,
    image_file: row.imageFile,
    segment_id: row.segmentId,
    segment_name: row.segmentName,
    medal_type_id: badgeMedalTypeSchema.parse(row.medalLevel),
    status: publicationStatusSchema.parse(row.status),
    content_count: row.contentCount,
    notify_on_earn: row.notifyOnEarn,
    notification_text: row.notificationText,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

const toContents = (rows: Awaited<ReturnType<typeof listBadgeContentRows>>): AdminBadgeContentList => ({
  data: rows.map((row) => ({
    content_id: row.id,
    name: row.name,
    short_name: row.shortName ?? '',
    points: row.points,
    status: publicationStatusSchema.parse(row.status),
  })),
});

/** The medal of that level of the segment (null for none); undefined when the segment cannot hold a badge. */
async function medalIdFor(
  db: Orm,
  segmentId: number,
  medalType: BadgeMedalType,
): Promise<number | null | undefined> {
  if (!(await findBadgeSegment(db, segmentId))) return undefined;
  if (medalType === null) return null;
  return (await findSegmentMedalId(db, segmentId, medalType)) ?? undefined;
}

export function createAdminBadgeService({ orm, now }: ServiceContext) {
  async function readBadge(db: Orm, badgeId: number): Promise<AdminBadge> {
    const row = await findAdminBadge(db, badgeId);
    if (!row) throw new Error(`Badge ${badgeId} vanished during its save`);
    return toAdminBadge(row);
  }

  return {
    /** GET /badge: every status but archived unless the filters ask for it; newest first. */
    async list(query: AdminListQuery & { segment_id?: number }): Promise<AdminBadgeList> {
      const { statuses, segmentIds, medalTypes } = badgeListFilters(query.filters);
      const { rows, total } = await listAdminBadges(orm, {
        ...listFilter(query),
        statuses,
        segmentIds: query.segment_id === undefined ? segmentIds : [...segmentIds, query.segment_id],
        medalTypes,
      });
      return { data: rows.map(toAdminBadge), total };
    },

    /** GET /badge/filters: the manage list's segment and medal filters (ours beyond status). */
    async filters(): Promise<AdminFilterList> {
      const segments = await listBadgeSegments(orm);
      const texts = adminMessages.badges;
      return {
        data: [
          {
            key: 'segment',
            label: texts.filterSegment,
            options: segments.map((row) => ({ value: String(row.id), label: row.name })),
          },
          {
            key: 'medal',
            label: texts.filterMedal,
            options: [
              ...medalLevels.map((level) => ({ value: String(level), label: medalNames[level] })),
              { value: 'none', label: texts.filterNoMedal },
            ],
          },
        ],
      };
    },

    /** GET /badge/segment/search/name/{term}: a page of badges, not archived, by name. */
    async searchByName(term: string): Promise<BadgeNameSearchList> {
      const rows = await searchBadgesByName(orm, term, limits.searchPageSize);
      return { data: rows.map(toAdminBadge) };
    },

    /** GET /badge/segment/list */
    async segments(): Promise<BadgeSegmentList> {
      const rows = await listBadgeSegments(orm);
      return { data: rows.map((row) => ({ segment_id: row.id, name: row.name })) };
    },

    /** GET /badge/{id}/admin, whatever its status. */
    async get(badgeId: number): Promise<AdminBadge | undefined> {
      const row = await findAdminBadge(orm, badgeId);
      return row && toAdminBadge(row);
    },

    /** POST /badge: a draft in its segment, tied to the segment's medal of its medal type. */
    async create(userId: number, draft: BadgeDraft): Promise<BadgeSaveResult<AdminBadge>> {
      return orm.transaction(async (tx) => {
        const taken = await findTakenNames(tx, 'badge', { name: draft.name, shortName: draft.short_name });
        if (taken.nameTaken || taken.shortNameTaken) return { outcome: 'taken', taken };
        const medalId = await medalIdFor(tx, draft.segment_id, draft.medal_type_id);
        if (medalId === undefined) return { outcome: 'refused', refusal: 'noSegment' };
        const at = now();
        const badgeId = await insertBadge(
          tx,
          {
            name: draft.name,
            shortName: draft.short_name,
            description: draft.description,
            imageFile: draft.image_file,
            segmentId: draft.segment_id,
            medalId,
          },
          at,
        );
        await insertChange(
          tx,
          { objectType: 'badge', objectId: badgeId, userId, action: 'create', detail: '' },
          at,
        );
        return { outcome: 'saved', saved: await readBadge(tx, badgeId) };
      });
    },

    /**
     * PUT /badge/{id}: the basic-info fields sent, and/or a status. A changed field writes an 'update' line
     * naming the fields; a changed status a 'status' line with the new status.
     */
    async update(userId: number, badgeId: number, update: BadgeUpdate): Promise<BadgeSaveResult<AdminBadge>> {
      return orm.transaction(async (tx) => {
        const stored = await findBadgeForUpdate(tx, badgeId);
        if (!stored) return { outcome: 'notFound' };
        const current = await readBadge(tx, badgeId);
        const taken = await findTakenNames(tx, 'badge', {
          name: update.name,
          shortName: update.short_name,
          excludeId: badgeId,
        });
        if (taken.nameTaken || taken.shortNameTaken) return { outcome: 'taken', taken };
        const { status, ...fields } = update;
        const changed = changedFields(
          {
            name: current.name,
            short_name: current.short_name,
            description: current.description,
            image_file: current.image_file,
            segment_id: current.segment_id,
            medal_type_id: current.medal_type_id,
            notify_on_earn: current.notify_on_earn,
            notification_text: current.notification_text,
          },
          fields,
        );
        const statusChanged = status !== undefined && status !== stored.status;
        if (changed.length === 0 && !statusChanged) return { outcome: 'saved', saved: current };
        const values: Partial<BadgeValues & BadgeNotificationValues> & { status?: number } = {};
        if (changed.includes('name')) values.name = fields.name;
        if (changed.includes('short_name')) values.shortName = fields.short_name;
        if (changed.includes('description')) values.description = fields.description;
        if (changed.includes('image_file')) values.imageFile = fields.image_file;
        if (changed.includes('notify_on_earn')) values.notifyOnEarn = fields.notify_on_earn;
        if (changed.includes('notification_text')) values.notificationText = fields.notification_text;
        if (changed.includes('segment_id') || changed.includes('medal_type_id')) {
          const segmentId = fields.segment_id ?? current.segment_id;
          const medalType = fields.medal_type_id !== undefined ? fields.medal_type_id : current.medal_type_id;
          const medalId = segmentId === null ? undefined : await medalIdFor(tx, segmentId, medalType);
          if (medalId === undefined) return { outcome: 'refused', refusal: 'noSegment' };
          values.segmentId = segmentId;
          values.medalId = medalId;
        }
        if (statusChanged) values.status = status;
        const at = now();
        await updateBadge(tx, badgeId, values, at);
        if (changed.length > 0)
          await insertChange(
            tx,
            { objectType: 'badge', objectId: badgeId, userId, action: 'update', detail: changed.join(',') },
            at,
          );
        if (statusChanged)
          await insertChange(
            tx,
            { objectType: 'badge', objectId: badgeId, userId, action: 'status', detail: String(status) },
            at,
          );
        return { outcome: 'saved', saved: await readBadge(tx, badgeId) };
      });
    },

    /** DELETE /badge/{id}: archived (status 3), not removed; undefined when there is no such badge. */
    async archive(userId: number, badgeId: number): Promise<AdminBadge | undefined> {
      return orm.transaction(async (tx) => {
        const stored = await findBadgeForUpdate(tx, badgeId);
        if (!stored) return undefined;
        if (stored.status !== publicationStatus.archived) {
          const at = now();
          await updateBadge(tx, badgeId, { status: publicationStatus.archived }, at);
          await insertChange(
            tx,
            { objectType: 'badge', objectId: badgeId, userId, action: 'archive', detail: '' },
            at,
          );
        }
        return readBadge(tx, badgeId);
      });
    },

    /** GET /badge/{id}/content; undefined when there is no such badge. */
    async contents(badgeId: number): Promise<AdminBadgeContentList | undefined> {
      if (!(await findAdminBadge(orm, badgeId))) return undefined;
      return toContents(await listBadgeContentRows(orm, badgeId));
    },

    /** GET /badge/{id}/content/search: the badge's segment's contents matching the term, not yet in it. */
    async searchContents(badgeId: number, term: string): Promise<AdminBadgeContentList | undefined> {
      const found = await findAdminBadge(orm, badgeId);
      if (!found) return undefined;
      if (found.segmentId === null) return { data: [] };
      const rows = await searchSegmentContents(orm, {
        badgeId,
        segmentId: found.segmentId,
        term,
        limit: authoringLimits.managePageSize,
      });
      return toContents(rows);
    },

    /**
     * POST /badge/{id}/content/{content_id} (adding) and DELETE (taking out): answers the badge's contents.
     * Only a content of the badge's segment can earn it. One 'update' line on the badge, detail 'contents', and
     * one on the content, detail 'badges' (as the content's badges step writes both).
     */
    async setContent(
      userId: number,
      badgeId: number,
      contentId: number,
      isAdding: boolean,
    ): Promise<BadgeSaveResult<AdminBadgeContentList>> {
      return orm.transaction(async (tx) => {
        const stored = await findBadgeForUpdate(tx, badgeId);
        const place = await findContentSegment(tx, contentId);
        if (!stored || !place) return { outcome: 'notFound' };
        if (isAdding && (place.segmentId === null || place.segmentId !== stored.segmentId))
          return { outcome: 'refused', refusal: 'contentNotInSegment' };
        const isChanged = isAdding
          ? await insertBadgeContent(tx, badgeId, contentId)
          : await deleteBadgeContent(tx, badgeId, contentId);
        if (isChanged) {
          const at = now();
          await updateBadge(tx, badgeId, {}, at);
          await insertChange(
            tx,
            { objectType: 'badge', objectId: badgeId, userId, action: 'update', detail: 'contents' },
            at,
          );
          await insertChange(
            tx,
            { objectType: 'content', objectId: contentId, userId, action: 'update', detail: 'badges' },
            at,
          );
        }
        return { outcome: 'saved', saved: toContents(await listBadgeContentRows(tx, badgeId)) };
      });
    },
  };
}

export type AdminBadgeService = ReturnType<typeof createAdminBadgeService>;
