/** A content summary row as the API sends it, with the lock decided by the domain rule. */
import { type ContentSummary, expertiseSchema, isLocked } from '@segno/domain';
import type { ContentSummaryRow } from '../repositories/content-repository';

export function toContentSummary(row: ContentSummaryRow): ContentSummary {
  return {
    content_id: row.contentId,
    name: row.name,
    short_name: row.shortName,
    type: row.type,
    points: row.points,
    rating: row.rating,
    // The table's CHECK keeps expertise to 1, 2 or 3.
    expertise: row.expertise === null ? null : expertiseSchema.parse(row.expertise),
    estimated_time: row.estimatedMinutes,
    times_viewed: row.timesViewed,
    start_date: row.startDate,
    thumbnail_url: row.thumbnailUrl,
    is_complete: row.isComplete,
    is_locked: isLocked(row.prerequisiteRule, row.prerequisiteCount, row.prerequisitesComplete),
    segment_id: row.segmentId,
    seglet_id: row.segletId,
  };
}
