/** Recommendations and their dismissal (000, sections 2 and 7). */
import type {
  Recommendation,
  RecommendationKind,
  RecommendationList,
  RecommendationQuery,
} from '@segno/domain';
import { daysBefore } from '../lib/calendar';
import {
  contentExists,
  insertDismissal,
  listPopular,
  listRecommended,
} from '../repositories/recommendation-repository';
import type { ServiceContext } from './service-context';

const readOnly = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;
/** Popular means most completed over the last 30 days. */
export const popularWindowDays = 30;

type Row = Awaited<ReturnType<typeof listPopular>>[number];

const toRecommendation =
  (kind: RecommendationKind) =>
  (row: Row): Recommendation => ({
    kind,
    content_id: row.contentId,
    name: row.name,
    type: row.type,
    points: row.points,
    thumbnail_url: row.thumbnailUrl,
    start_date: row.startDate,
    segment_id: row.segmentId,
    segment_name: row.segmentName,
    recent_completions: row.recentCompletions,
  });

export function createRecommendationService({ orm, now }: ServiceContext) {
  return {
    list(userId: number, query: RecommendationQuery): Promise<RecommendationList> {
      const since = daysBefore(now(), popularWindowDays);
      return orm.transaction(async (tx) => {
        const recommended =
          query.type === 'popular' ? [] : await listRecommended(tx, userId, since, query.limit);
        const popular = query.type === 'recommended' ? [] : await listPopular(tx, userId, since, query.limit);
        return {
          data: [
            ...recommended.map(toRecommendation('recommended')),
            ...popular.map(toRecommendation('popular')),
          ],
        };
      }, readOnly);
    },

    /** Idempotent; false when the content does not exist. */
    dismiss(userId: number, contentId: number, kind: RecommendationKind): Promise<boolean> {
      return orm.transaction(async (tx) => {
        if (!(await contentExists(tx, contentId))) return false;
        await insertDismissal(tx, userId, contentId, kind);
        return true;
      });
    },
  };
}

export type RecommendationService = ReturnType<typeof createRecommendationService>;
