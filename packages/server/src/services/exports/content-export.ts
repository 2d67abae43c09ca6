/**
 * The content export (issue 10; 001 section 7: "GET /api/{type}/{id}/export"): the content's completions, oldest
 * first, each with its learner and the points it gave.
 */
import { contentExportFields, reportMessages } from '@segno/domain';
import { asc, count, eq } from 'drizzle-orm';
import { appUser, completion, content } from '../../db/schema';
import { defineExportKind, type ExportParams } from './export-kind';

const contentIdOf = (params: ExportParams) => Number(params.objectId);

export const contentExport = defineExportKind({
  fields: contentExportFields,
  headings: reportMessages.exports.contentColumns,
  fileStem: (params) => `content-${params.objectId}`,
  async exists(db, params) {
    const [row] = await db
      .select({ id: content.id })
      .from(content)
      .where(eq(content.id, contentIdOf(params)));
    return row !== undefined;
  },
  async count(db, params) {
    const [row] = await db
      .select({ total: count() })
      .from(completion)
      .where(eq(completion.contentId, contentIdOf(params)));
    return row?.total ?? 0;
  },
  page: (db, params, offset, limit) =>
    db
      .select({
        userId: appUser.id,
        username: appUser.username,
        firstName: appUser.firstName,
        lastName: appUser.lastName,
        completedAt: completion.completedAt,
        points: completion.pointsAwarded,
      })
      .from(completion)
      .innerJoin(appUser, eq(appUser.id, completion.userId))
      .where(eq(completion.contentId, contentIdOf(params)))
      .orderBy(asc(completion.completedAt), asc(completion.id))
      .limit(limit)
      .offset(offset),
});
