/**
 * Segment authoring (001 sections 3 to 7): the manage list, create with its three draft medals, basic-info and
 * status saves, archiving, and publishing medals with the domain's error codes. Each save is one transaction
 * with its change-log line, so nothing is half-saved.
 */
import {
  type AdminFilterList,
  type AdminListQuery,
  type AdminMedalList,
  type AdminSegment,
  type AdminSegmentList,
  type AdminSegmentQuery,
  adminMedalSchema,
  adminMessages,
  checkMedals,
  filterValues,
  type MedalDraft,
  type MedalSave,
  medalLevels,
  newSegmentMedals,
  publicationStatus,
  publicationStatusSchema,
  type SegmentDraft,
  type segmentUpdateSchema,
  statusFilters,
} from '@segno/domain';
import type { z } from '@segno/domain/zod';
import type { Orm } from '../db/database';
import {
  type AdminSegmentRow,
  findAdminSegment,
  findSegmentForUpdate,
  insertMedals,
  insertSegment,
  listAdminSegments,
  listSegmentMedals,
  type SegmentValues,
  updateMedal,
  updateSegment,
} from '../repositories/admin-segment-repository';
import { insertChange } from '../repositories/change-log-repository';
import { listTagsInUse } from '../repositories/tag-repository';
import { findTakenNames, type TakenNames } from './name-check';
import type { ServiceContext } from './service-context';

export type SegmentUpdate = z.output<typeof segmentUpdateSchema>;

/** A save's outcome: saved, refused because a name is taken (409), or no such segment (404). */
export type SaveResult<Saved> =
  | { outcome: 'saved'; saved: Saved }
  | { outcome: 'taken'; taken: TakenNames }
  | { outcome: 'notFound' };

export function toAdminSegment(row: AdminSegmentRow): AdminSegment {
  return {
    segment_id: row.id,
    name: row.name,
    short_name: row.shortName,
    description: row.description,
    image_file: row.imageFile,
    max_points: row.maxPoints,
    status: publicationStatusSchema.parse(row.status),
    total_points: row.totalPoints,
    seglet_count: row.segletCount,
    content_count: row.contentCount,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** The list query as the repositories take it. */
export function listFilter(query: AdminListQuery) {
  return {
    statuses: statusFilters(query.filters),
    term: query.term,
    limit: query._limit,
    offset: query._offset,
  };
}

/** The fields, by their API names, whose new value differs from the stored one. */
export function changedFields<Fields extends Record<string, unknown>>(
  stored: Fields,
  changes: Partial<Fields>,
): (keyof Fields & string)[] {
  return (Object.keys(changes) as (keyof Fields & string)[]).filter(
    (key) => changes[key] !== undefined && changes[key] !== stored[key],
  );
}

const segmentFieldNames = {
  name: 'name',
  short_name: 'shortName',
  description: 'description',
  image_file: 'imageFile',
  max_points: 'maxPoints',
} as const satisfies Record<string, keyof SegmentValues>;

export function createAdminSegmentService({ orm, now }: ServiceContext) {
  async function readSegment(db: Orm, segmentId: number): Promise<AdminSegment> {
    const row = await findAdminSegment(db, segmentId);
    if (!row) throw new Error(`Segment ${segmentId} vanished during its save`);
    return toAdminSegment(row);
  }

  async function readMedals(
    db: Orm,
    segmentId: number,
    maxPoints: number,
    errors: ReadonlyMap<number, AdminMedalList['data'][number]['error']> = new Map(),
  ): Promise<AdminMedalList> {
    const rows = await listSegmentMedals(db, segmentId);
    return {
      data: rows.map((row) =>
        adminMedalSchema.parse({
          medal_id: row.id,
          level: row.level,
          points: row.points,
          status: row.status,
          badge_count: row.badgeCount,
          error: errors.get(row.level) ?? null,
        }),
      ),
      max_points: maxPoints,
    };
  }

  return {
    /**
     * GET /segment/list: every status but archived unless the filters ask for it, narrowed to the tags asked
     * for; newest first.
     */
    async list(query: AdminSegmentQuery): Promise<AdminSegmentList> {
      const { rows, total } = await listAdminSegments(orm, {
        ...listFilter(query),
        tagIds: filterValues(query.filters, 'tag').map(Number),
      });
      return { data: rows.map(toAdminSegment), total };
    },

    /** GET /segment/filters: the manage list's tag filter, the tags in use on segments (ours beyond status). */
    async filters(): Promise<AdminFilterList> {
      const tags = await listTagsInUse(orm, 'segment');
      return {
        data: [
          {
            key: 'tag',
            label: adminMessages.tags.title,
            options: tags.map((row) => ({ value: String(row.id), label: row.name })),
          },
        ],
      };
    },

    /** GET /segment/{id}/admin, whatever its status. */
    async get(segmentId: number): Promise<AdminSegment | undefined> {
      const row = await findAdminSegment(orm, segmentId);
      return row && toAdminSegment(row);
    },

    /** POST /segment: a draft with its three draft medals at 0 points. */
    async create(userId: number, draft: SegmentDraft): Promise<SaveResult<AdminSegment>> {
      return orm.transaction(async (tx) => {
        const taken = await findTakenNames(tx, 'segment', { name: draft.name, shortName: draft.short_name });
        if (taken.nameTaken || taken.shortNameTaken) return { outcome: 'taken', taken };
        const at = now();
        const segmentId = await insertSegment(
          tx,
          {
            name: draft.name,
            shortName: draft.short_name,
            description: draft.description,
            imageFile: draft.image_file,
            maxPoints: draft.max_points,
          },
          at,
        );
        await insertMedals(tx, segmentId, newSegmentMedals);
        await insertChange(
          tx,
          { objectType: 'segment', objectId: segmentId, userId, action: 'create', detail: '' },
          at,
        );
        return { outcome: 'saved', saved: await readSegment(tx, segmentId) };
      });
    },

    /**
     * PUT /segment/{id}: the basic-info fields sent, and/or a status. A changed field writes an 'update' line
     * naming the fields; a changed status a 'status' line with the new status.
     */
    async update(
      userId: number,
      segmentId: number,
      update: SegmentUpdate,
    ): Promise<SaveResult<AdminSegment>> {
      return orm.transaction(async (tx) => {
        const stored = await findSegmentForUpdate(tx, segmentId);
        if (!stored) return { outcome: 'notFound' };
        const taken = await findTakenNames(tx, 'segment', {
          name: update.name,
          shortName: update.short_name,
          excludeId: segmentId,
        });
        if (taken.nameTaken || taken.shortNameTaken) return { outcome: 'taken', taken };
        const { status, ...fields } = update;
        const storedFields = Object.fromEntries(
          Object.entries(segmentFieldNames).map(([apiName, column]) => [apiName, stored[column]]),
        ) as Record<keyof typeof segmentFieldNames, unknown>;
        const changed = changedFields(storedFields, fields);
        const statusChanged = status !== undefined && status !== stored.status;
        if (changed.length === 0 && !statusChanged)
          return { outcome: 'saved', saved: await readSegment(tx, segmentId) };
        const at = now();
        const values: Partial<SegmentValues> & { status?: number } = Object.fromEntries(
          changed.map((apiName) => [segmentFieldNames[apiName], fields[apiName]]),
        );
        if (statusChanged) values.status = status;
        await updateSegment(tx, segmentId, values, at);
        if (changed.length > 0)
          await insertChange(
            tx,
            {
              objectType: 'segment',
              objectId: segmentId,
              userId,
              action: 'update',
              detail: changed.join(','),
            },
            at,
          );
        if (statusChanged)
          await insertChange(
            tx,
            { objectType: 'segment', objectId: segmentId, userId, action: 'status', detail: String(status) },
            at,
          );
        return { outcome: 'saved', saved: await readSegment(tx, segmentId) };
      });
    },

    /** DELETE /segment/{id}: archived (status 3), not removed; undefined when there is no such segment. */
    async archive(userId: number, segmentId: number): Promise<AdminSegment | undefined> {
      return orm.transaction(async (tx) => {
        const stored = await findSegmentForUpdate(tx, segmentId);
        if (!stored) return undefined;
        if (stored.status !== publicationStatus.archived) {
          const at = now();
          await updateSegment(tx, segmentId, { status: publicationStatus.archived }, at);
          await insertChange(
            tx,
            { objectType: 'segment', objectId: segmentId, userId, action: 'archive', detail: '' },
            at,
          );
        }
        return readSegment(tx, segmentId);
      });
    },

    /** GET /segment/{id}/medal/admin: the three medals with their badge counts; no errors. */
    async medals(segmentId: number): Promise<AdminMedalList | undefined> {
      const stored = await findAdminSegment(orm, segmentId);
      return stored && readMedals(orm, segmentId, stored.maxPoints);
    },

    /**
     * PUT /segment/{id}/medal: the medals sent, checked with the stored others by the domain's publishing rule
     * (001 section 5). A refused medal is stored as a draft and its error code answered: the refusal is data,
     * so the answer is 200. Points that are not a number leave the stored points as they were.
     */
    async saveMedals(
      userId: number,
      segmentId: number,
      save: MedalSave,
    ): Promise<AdminMedalList | undefined> {
      return orm.transaction(async (tx) => {
        const stored = await findSegmentForUpdate(tx, segmentId);
        if (!stored) return undefined;
        const current = await listSegmentMedals(tx, segmentId);
        const currentOf = (level: number) => current.find((row) => row.level === level);
        const drafts: MedalDraft[] = medalLevels.map((level) => {
          const sent = save.medals.find((medal) => medal.level === level);
          const row = currentOf(level);
          const badgeCount = row?.badgeCount ?? 0;
          if (sent) return { level, points: sent.points, status: sent.status, badgeCount };
          return {
            level,
            points: row?.points ?? 0,
            status:
              row?.status === publicationStatus.published
                ? publicationStatus.published
                : publicationStatus.draft,
            badgeCount,
          };
        });
        const checked = checkMedals(drafts, stored.maxPoints);
        const missing: { level: number; points: number; status: number }[] = [];
        for (const medal of checked) {
          const row = currentOf(medal.level);
          const points = medal.points ?? row?.points ?? 0;
          if (row) await updateMedal(tx, row.id, { points, status: medal.status });
          else missing.push({ level: medal.level, points, status: medal.status });
        }
        await insertMedals(tx, segmentId, missing);
        const at = now();
        await updateSegment(tx, segmentId, {}, at);
        await insertChange(
          tx,
          { objectType: 'segment', objectId: segmentId, userId, action: 'update', detail: 'medals' },
          at,
        );
        const errors = new Map(checked.map((medal) => [medal.level, medal.error ?? null]));
        return readMedals(tx, segmentId, stored.maxPoints, errors);
      });
    },
  };
}

export type AdminSegmentService = ReturnType<typeof createAdminSegmentService>;
