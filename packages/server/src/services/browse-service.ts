/**
 * Browse learning and the segment pages (000, sections 2, 3 and 7): every published segment and plan with
 * the learner's link and progress, the learner segment list, a segment with seglets, medals and badges, and
 * one seglet. Drafts and archived segments are not shown to learners (404).
 */
import {
  type BrowsePlanList,
  type BrowsePlanQuery,
  type BrowseSegmentList,
  type BrowseSegmentQuery,
  contentsProgress,
  publicationStatusSchema,
  type Seglet,
  type SegletList,
  type SegmentDetail,
  type SegmentList,
  type SegmentListQuery,
  toNumericFlag,
  type UserSegment,
} from '@segno/domain';
import {
  type BrowseSegmentRow,
  countBrowsePlans,
  countBrowseSegments,
  findLearnerSegment,
  listBrowsePlans,
  listBrowseSegments,
  listSegmentsPage,
  listSegmentTags,
} from '../repositories/browse-repository';
import { listSegmentContents } from '../repositories/content-repository';
import { findSeglet, listSeglets, type SegletRow } from '../repositories/seglet-repository';
import { listBadgesWithEarned, listMedalsWithEarned } from '../repositories/segment-repository';
import { toContentSummary } from './content-summary';
import type { ServiceContext } from './service-context';

const readOnly = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;
const published = 2;

function toUserSegment(row: BrowseSegmentRow): Omit<UserSegment, 'medals' | 'badges'> {
  return {
    segment_id: row.segmentId,
    name: row.name,
    short_name: row.shortName,
    description: row.description,
    status: publicationStatusSchema.parse(row.status),
    is_subscribed: toNumericFlag(row.isSubscribed),
    is_assigned: toNumericFlag(row.isAssigned),
    segment_score: row.segmentScore,
    total_points: row.totalPoints,
    contents: contentsProgress(row.totalContents, row.completedContents),
  };
}

function toSeglet(row: SegletRow & { segmentId: number }, contents: Seglet['contents']): Seglet {
  return {
    seglet_id: row.segletId,
    name: row.name,
    segment_id: row.segmentId,
    points: row.points,
    score: row.score,
    contents,
  };
}

const toBadge = (row: { badgeId: number; name: string; status: number; isEarned: boolean }) => ({
  badge_id: row.badgeId,
  name: row.name,
  active: row.status === published,
  is_earned: row.isEarned,
});

export function createBrowseService({ orm, now }: ServiceContext) {
  /** The segment's published seglets, each with its contents consumable at `at`. */
  const segletsWithContents = async (tx: typeof orm, userId: number, segmentId: number, at: Date) => {
    const seglets = await listSeglets(tx, userId, segmentId, at);
    const contents = (await listSegmentContents(tx, userId, { segmentId }, at)).map((row) => ({
      segletId: row.segletId,
      summary: toContentSummary(row),
    }));
    return seglets.map((seglet) =>
      toSeglet(
        { ...seglet, segmentId },
        contents.filter((content) => content.segletId === seglet.segletId).map((content) => content.summary),
      ),
    );
  };

  return {
    /** Browse segments, filtered by the learner's link and by content category; `total` counts the filtered set. */
    browseSegments(userId: number, query: BrowseSegmentQuery): Promise<BrowseSegmentList> {
      const at = now();
      return orm.transaction(async (tx) => {
        const rows = await listBrowseSegments(
          tx,
          userId,
          query.order_by,
          query.filters,
          { limit: query._limit, offset: query._offset },
          at,
        );
        return {
          data: rows.map(toUserSegment),
          total: await countBrowseSegments(tx, userId, query.filters, at),
        };
      }, readOnly);
    },

    /** Browse plans, filtered by the learner's link; `total` counts the filtered set. */
    browsePlans(userId: number, query: BrowsePlanQuery): Promise<BrowsePlanList> {
      return orm.transaction(async (tx) => {
        const rows = await listBrowsePlans(tx, userId, query.order_by, query.filters.subscription, {
          limit: query._limit,
          offset: query._offset,
        });
        const data = rows.map((row) => ({
          plan_id: row.plan.id,
          plan_name: row.plan.planName,
          plan_short_name: row.plan.planShortName,
          object_type: row.plan.objectType,
          unit_pointer: row.unitPointer,
          is_subscribed: toNumericFlag(row.isSubscribed),
          is_assigned: toNumericFlag(row.isAssigned),
          status: publicationStatusSchema.parse(row.plan.status),
          due_date: row.plan.dueDate,
          contents: contentsProgress(row.plan.contentTotal, row.completed),
        }));
        return { data, total: await countBrowsePlans(tx, userId, query.filters.subscription) };
      }, readOnly);
    },

    /** GET /segment: published segments by name; tags are the categories of their contents. */
    segmentList(userId: number, query: SegmentListQuery): Promise<SegmentList> {
      const at = now();
      return orm.transaction(async (tx) => {
        const { rows, total } = await listSegmentsPage(
          tx,
          userId,
          { term: query.term, categoryIds: query.filters.map((filter) => Number(filter.value)) },
          { limit: query._limit, offset: query._offset },
          at,
        );
        const tags = query._include.includes('tag')
          ? await listSegmentTags(
              tx,
              rows.map((row) => row.segmentId),
              at,
            )
          : [];
        const data = rows.map((row) => ({
          segment_id: row.segmentId,
          name: row.name,
          short_name: row.shortName,
          description: row.description,
          image_file: row.imageFile,
          start_date: row.startDate,
          expiration_date: row.expirationDate,
          content_last_changed: row.contentLastChanged,
          total_points: row.totalPoints,
          content_count: row.totalContents,
          ...(query._include.includes('tag')
            ? { tags: tags.filter((tag) => tag.segmentId === row.segmentId).map((tag) => tag.name) }
            : {}),
          ...(query._include.includes('subscribed')
            ? { is_subscribed: toNumericFlag(row.isSubscribed), is_assigned: toNumericFlag(row.isAssigned) }
            : {}),
        }));
        return { data, total };
      }, readOnly);
    },

    segmentDetail(
      userId: number,
      segmentId: number,
      include: readonly ('seglet_content' | 'medal_badge' | 'badge')[],
    ): Promise<SegmentDetail | undefined> {
      return orm.transaction(async (tx) => {
        const row = await findLearnerSegment(tx, userId, segmentId);
        if (!row) return undefined;
        const detail: SegmentDetail = {
          ...toUserSegment(row),
          image_file: row.imageFile,
          start_date: row.startDate,
          expiration_date: row.expirationDate,
          content_last_changed: row.contentLastChanged,
        };
        if (include.includes('seglet_content')) {
          detail.seglets = await segletsWithContents(tx, userId, segmentId, now());
        }
        if (include.includes('medal_badge')) {
          const medals = await listMedalsWithEarned(tx, userId, [segmentId]);
          const badges = await listBadgesWithEarned(tx, userId, { segmentIds: [segmentId] });
          detail.medals = medals.map((medal) => ({
            medal_id: medal.medalId,
            level: medal.level,
            points_needed: medal.pointsNeeded,
            active: medal.status === published,
            is_earned: medal.isEarned,
            badges: badges.filter((badge) => badge.medalId === medal.medalId).map(toBadge),
          }));
        }
        if (include.includes('badge')) {
          detail.badges = (await listBadgesWithEarned(tx, userId, { segmentIds: [segmentId] })).map(toBadge);
        }
        return detail;
      }, readOnly);
    },

    /** GET /segment/{id}/seglet; undefined when the segment is not shown to learners. */
    seglets(userId: number, segmentId: number): Promise<SegletList | undefined> {
      return orm.transaction(async (tx) => {
        if (!(await findLearnerSegment(tx, userId, segmentId))) return undefined;
        return { data: await segletsWithContents(tx, userId, segmentId, now()) };
      }, readOnly);
    },

    /** GET /seglet/{id}; undefined unless the seglet and its segment are published. */
    seglet(userId: number, segletId: number): Promise<Seglet | undefined> {
      const at = now();
      return orm.transaction(async (tx) => {
        const row = await findSeglet(tx, userId, segletId, at);
        // A seglet in no segment is not published for learners either (isSegmentPublished is then false).
        if (!row?.isSegmentPublished || row.segmentId === null) return undefined;
        const contents = await listSegmentContents(tx, userId, { segletId }, at);
        return toSeglet({ ...row, segmentId: row.segmentId }, contents.map(toContentSummary));
      }, readOnly);
    },
  };
}

export type BrowseService = ReturnType<typeof createBrowseService>;
