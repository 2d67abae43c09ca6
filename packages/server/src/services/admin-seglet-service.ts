/**
 * Seglet authoring (001 sections 3 to 7): the manage list (with tags when asked), create (published, in no
 * segment), basic-info and status saves, archiving, putting a seglet in a segment or taking it out, and a
 * segment's seglets with their contents. Each save is one transaction with its change-log lines.
 */
import {
  type AdminSeglet,
  type AdminSegletList,
  type AdminSegletQuery,
  type AdminSegmentContentList,
  publicationStatus,
  publicationStatusSchema,
  type segletDraftSchema,
  type segletUpdateSchema,
} from '@segno/domain';
import type { z } from '@segno/domain/zod';
import type { Orm } from '../db/database';
import { listSegletsContents, segmentExists } from '../repositories/admin-content-repository';
import {
  type AdminSegletRow,
  findAdminSeglet,
  findSegletForUpdate,
  insertSeglet,
  listAdminSeglets,
  listSegmentSeglets,
  type SegletScheduleValues,
  type SegletValues,
  setSegletSegment,
  updateSeglet,
} from '../repositories/admin-seglet-repository';
import { findSegmentForUpdate } from '../repositories/admin-segment-repository';
import { insertChange } from '../repositories/change-log-repository';
import { listItemsTags } from '../repositories/tag-repository';
import { toAdminContent } from './admin-content-service';
import { changedFields, listFilter, type SaveResult } from './admin-segment-service';
import { findTakenNames } from './name-check';
import { isSameValue, scheduleColumns, scheduleIssue } from './schedule-fields';
import type { ServiceContext } from './service-context';
import { toTag } from './tag-service';

export type SegletDraft = z.output<typeof segletDraftSchema>;
export type SegletUpdate = z.output<typeof segletUpdateSchema>;

export function toAdminSeglet(row: AdminSegletRow): AdminSeglet {
  return {
    seglet_id: row.id,
    name: row.name,
    short_name: row.shortName,
    status: publicationStatusSchema.parse(row.status),
    segment_id: row.segmentId,
    segment_name: row.segmentName,
    content_count: row.contentCount,
    start_date: row.startDate,
    expiration_date: row.expirationDate,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

const segletFieldNames = { name: 'name', short_name: 'shortName' } as const satisfies Record<
  string,
  keyof SegletValues
>;

export function createAdminSegletService({ orm, now }: ServiceContext) {
  async function readSeglet(db: Orm, segletId: number): Promise<AdminSeglet> {
    const row = await findAdminSeglet(db, segletId);
    if (!row) throw new Error(`Seglet ${segletId} vanished during its save`);
    return toAdminSeglet(row);
  }

  return {
    /**
     * GET /seglet: every status but archived unless the filters ask for it, newest first; or one segment's.
     * With `_include=tag`, each seglet's tags.
     */
    async list(query: AdminSegletQuery): Promise<AdminSegletList> {
      const { rows, total } = await listAdminSeglets(orm, {
        ...listFilter(query),
        segmentId: query.segment_id,
      });
      const data = rows.map(toAdminSeglet);
      if (!query._include.includes('tag')) return { data, total };
      const segletIds = data.map((row) => row.seglet_id);
      const tags = await listItemsTags(orm, 'seglet', segletIds);
      return {
        data: data.map((row) => ({
          ...row,
          tags: tags.filter((tag) => tag.itemId === row.seglet_id).map(toTag),
        })),
        total,
      };
    },

    /**
     * GET /segment/{id}/content: the segment's seglets in its order, each with its contents by name (neither
     * archived); undefined when there is no such segment.
     */
    async segmentContents(segmentId: number): Promise<AdminSegmentContentList | undefined> {
      if (!(await segmentExists(orm, segmentId))) return undefined;
      const seglets = await listSegmentSeglets(orm, segmentId);
      const segletIds = seglets.map((row) => row.id);
      const contents = (await listSegletsContents(orm, segletIds)).map(toAdminContent);
      return {
        data: seglets.map((row) => ({
          ...toAdminSeglet(row),
          contents: contents.filter((item) => item.seglet_id === row.id),
        })),
      };
    },

    /** GET /seglet/{id}/admin, whatever its status. */
    async get(segletId: number): Promise<AdminSeglet | undefined> {
      const row = await findAdminSeglet(orm, segletId);
      return row && toAdminSeglet(row);
    },

    /** POST /seglet: published, in no segment until its segments step (the wizard has no status step). */
    async create(userId: number, draft: SegletDraft): Promise<SaveResult<AdminSeglet>> {
      return orm.transaction(async (tx) => {
        const taken = await findTakenNames(tx, 'seglet', { name: draft.name, shortName: draft.short_name });
        if (taken.nameTaken || taken.shortNameTaken) return { outcome: 'taken', taken };
        const at = now();
        const segletId = await insertSeglet(tx, { name: draft.name, shortName: draft.short_name }, at);
        await insertChange(
          tx,
          { objectType: 'seglet', objectId: segletId, userId, action: 'create', detail: '' },
          at,
        );
        return { outcome: 'saved', saved: await readSeglet(tx, segletId) };
      });
    },

    /** PUT /seglet/{id}: the fields sent and/or a status, each change with its change-log line. */
    async update(
      userId: number,
      segletId: number,
      update: SegletUpdate,
    ): Promise<
      SaveResult<AdminSeglet> | { outcome: 'invalid'; issues: { path: string; message: string }[] }
    > {
      return orm.transaction(async (tx) => {
        const stored = await findSegletForUpdate(tx, segletId);
        if (!stored) return { outcome: 'notFound' };
        const taken = await findTakenNames(tx, 'seglet', {
          name: update.name,
          shortName: update.short_name,
          excludeId: segletId,
        });
        if (taken.nameTaken || taken.shortNameTaken) return { outcome: 'taken', taken };
        const { status, start_date, expiration_date, ...fields } = update;
        const changed = changedFields({ name: stored.name, short_name: stored.shortName }, fields);
        // The launch-and-expiration step (0016): dates compare by time, and the expiration falls after the launch.
        const dates = { start_date, expiration_date };
        const changedDates = (['start_date', 'expiration_date'] as const).filter(
          (key) =>
            dates[key] !== undefined &&
            !isSameValue(dates[key], key === 'start_date' ? stored.startDate : stored.expirationDate),
        );
        const datesIssue = scheduleIssue(stored, dates);
        if (datesIssue) return { outcome: 'invalid', issues: [datesIssue] };
        const statusChanged = status !== undefined && status !== stored.status;
        const changedNames = [...changed, ...changedDates];
        if (changedNames.length === 0 && !statusChanged)
          return { outcome: 'saved', saved: await readSeglet(tx, segletId) };
        const at = now();
        const values: Partial<SegletValues> & Partial<SegletScheduleValues> & { status?: number } = {
          ...Object.fromEntries(changed.map((apiName) => [segletFieldNames[apiName], fields[apiName]])),
          ...scheduleColumns(Object.fromEntries(changedDates.map((key) => [key, dates[key]]))),
        };
        if (statusChanged) values.status = status;
        await updateSeglet(tx, segletId, values, at);
        if (changedNames.length > 0)
          await insertChange(
            tx,
            {
              objectType: 'seglet',
              objectId: segletId,
              userId,
              action: 'update',
              detail: changedNames.join(','),
            },
            at,
          );
        if (statusChanged)
          await insertChange(
            tx,
            { objectType: 'seglet', objectId: segletId, userId, action: 'status', detail: String(status) },
            at,
          );
        return { outcome: 'saved', saved: await readSeglet(tx, segletId) };
      });
    },

    /** DELETE /seglet/{id}: archived (status 3); undefined when there is no such seglet. */
    async archive(userId: number, segletId: number): Promise<AdminSeglet | undefined> {
      return orm.transaction(async (tx) => {
        const stored = await findSegletForUpdate(tx, segletId);
        if (!stored) return undefined;
        if (stored.status !== publicationStatus.archived) {
          const at = now();
          await updateSeglet(tx, segletId, { status: publicationStatus.archived }, at);
          await insertChange(
            tx,
            { objectType: 'seglet', objectId: segletId, userId, action: 'archive', detail: '' },
            at,
          );
        }
        return readSeglet(tx, segletId);
      });
    },

    /**
     * POST /segment/{id}/seglet/{seglet_id}: the seglet goes last in the segment, its contents with it.
     * Undefined when either is missing or archived.
     */
    async addToSegment(
      userId: number,
      segmentId: number,
      segletId: number,
    ): Promise<AdminSeglet | undefined> {
      return orm.transaction(async (tx) => {
        const storedSegment = await findSegmentForUpdate(tx, segmentId);
        const stored = await findSegletForUpdate(tx, segletId);
        if (!storedSegment || storedSegment.status === publicationStatus.archived) return undefined;
        if (!stored || stored.status === publicationStatus.archived) return undefined;
        if (stored.segmentId === segmentId) return readSeglet(tx, segletId);
        const at = now();
        await setSegletSegment(tx, segletId, segmentId, at);
        await logSegmentChange(tx, userId, segletId, [stored.segmentId, segmentId], at);
        return readSeglet(tx, segletId);
      });
    },

    /** DELETE /segment/{id}/seglet/{seglet_id}: out of the segment, its contents too; undefined unless it was in it. */
    async removeFromSegment(
      userId: number,
      segmentId: number,
      segletId: number,
    ): Promise<AdminSeglet | undefined> {
      return orm.transaction(async (tx) => {
        const stored = await findSegletForUpdate(tx, segletId);
        if (!stored || stored.segmentId !== segmentId) return undefined;
        const at = now();
        await setSegletSegment(tx, segletId, null, at);
        await logSegmentChange(tx, userId, segletId, [segmentId], at);
        return readSeglet(tx, segletId);
      });
    },
  };
}

/** The seglet's line, and one on each segment it left or joined. */
async function logSegmentChange(
  db: Orm,
  userId: number,
  segletId: number,
  segmentIds: readonly (number | null)[],
  at: Date,
): Promise<void> {
  await insertChange(
    db,
    { objectType: 'seglet', objectId: segletId, userId, action: 'update', detail: 'segment_id' },
    at,
  );
  for (const segmentId of segmentIds) {
    if (segmentId === null) continue;
    await insertChange(
      db,
      { objectType: 'segment', objectId: segmentId, userId, action: 'update', detail: 'seglets' },
      at,
    );
  }
}

export type AdminSegletService = ReturnType<typeof createAdminSegletService>;
