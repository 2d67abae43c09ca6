/**
 * The segment export (issue 10; 001 section 7: "GET /api/{type}/{id}/export"): the learners linked to the
 * segment (subscribed or assigned, `user_segment`) with their points in it, by user id.
 */
import { reportMessages, segmentExportFields } from '@segno/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import { appUser, segment, segmentScore, userSegment } from '../../db/schema';
import { defineExportKind, type ExportParams } from './export-kind';

const texts = reportMessages.exports;
const segmentIdOf = (params: ExportParams) => Number(params.objectId);
const yesNo = (value: boolean) => (value ? texts.yes : texts.no);

export const segmentExport = defineExportKind({
  fields: segmentExportFields,
  headings: texts.segmentColumns,
  fileStem: (params) => `segment-${params.objectId}`,
  async exists(db, params) {
    const [row] = await db
      .select({ id: segment.id })
      .from(segment)
      .where(eq(segment.id, segmentIdOf(params)));
    return row !== undefined;
  },
  async count(db, params) {
    const [row] = await db
      .select({ total: count() })
      .from(userSegment)
      .where(eq(userSegment.segmentId, segmentIdOf(params)));
    return row?.total ?? 0;
  },
  async page(db, params, offset, limit) {
    const segmentId = segmentIdOf(params);
    const rows = await db
      .select({
        userId: appUser.id,
        username: appUser.username,
        firstName: appUser.firstName,
        lastName: appUser.lastName,
        isSubscribed: userSegment.isSubscribed,
        isAssigned: userSegment.isAssigned,
        score: segmentScore.score,
      })
      .from(userSegment)
      .innerJoin(appUser, eq(appUser.id, userSegment.userId))
      .leftJoin(
        segmentScore,
        and(eq(segmentScore.userId, userSegment.userId), eq(segmentScore.segmentId, segmentId)),
      )
      .where(eq(userSegment.segmentId, segmentId))
      .orderBy(asc(userSegment.userId))
      .limit(limit)
      .offset(offset);
    return rows.map(({ isSubscribed, isAssigned, score, ...user }) => ({
      ...user,
      subscribed: yesNo(isSubscribed),
      assigned: yesNo(isAssigned),
      score: score ?? 0,
    }));
  },
});
