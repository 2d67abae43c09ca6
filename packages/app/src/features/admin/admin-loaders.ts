import {
  adminMessages,
  authoringLimits,
  formatMessage,
  isSegmentAdmin,
  medalNames,
  type WizardKind,
} from '@segno/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import { type ManageListQuery, paths } from '../../paths';
import { requireSession } from '../auth/require-session';

/** Segment admin screens need role 2, 3 or 4 (001 section 6); anyone else goes to the learner dashboard home. */
export function createSegmentAdminLoader(api: ApiClient) {
  return async function segmentAdminLoader({ request }: LoaderFunctionArgs) {
    const { userId } = requireSession(request);
    const user = await api.getUser(userId, request.signal);
    if (!isSegmentAdmin(user.roles)) throw redirect(paths.dashboardHome());
    return { userId };
  };
}

/** A manage list's page, term and statuses, read from its URL (`paths.manageList` writes them). */
export function readManageQuery(url: URL): Required<ManageListQuery> {
  const statuses = url.searchParams
    .getAll('status')
    .map(Number)
    .filter((status) => [1, 2, 3].includes(status));
  return {
    page: Math.max(1, Number(url.searchParams.get('page')) || 1),
    term: url.searchParams.get('term')?.trim() ?? '',
    statuses,
    // Checked by the server (a bad one is a 400, shown as the error page like any failed load).
    filters: url.searchParams.getAll('filter'),
  };
}

/** One row of any manage list: what the table shows of a segment, seglet or content. */
export type ManageRow = {
  id: number;
  name: string;
  shortName: string;
  status: 1 | 2 | 3;
  /** The kind's own column: a segment's points, a seglet's segment, a content's points, a badge's segment and medal. */
  detail: string;
  updatedAt: Date;
};

/** The kinds with a manage list here (plans and ILT courses have wizard definitions, their lists come later). */
export type ManagedKind = Exclude<WizardKind, 'plan' | 'course'>;

/** /segment-admin/manage-segments, manage-seglets and manage-contents: a page of 25 with search and status. */
export function createManageLoader(api: ApiClient, kind: ManagedKind) {
  return async function manageLoader({ request }: LoaderFunctionArgs) {
    requireSession(request);
    const query = readManageQuery(new URL(request.url));
    const params = {
      limit: authoringLimits.managePageSize,
      offset: (query.page - 1) * authoringLimits.managePageSize,
      term: query.term,
      statuses: query.statuses,
      filters: query.filters,
    };
    const [{ rows, total }, filterGroups] = await Promise.all([
      loadRows(api, kind, params, request.signal),
      loadFilterGroups(api, kind, request.signal),
    ]);
    return { kind, query, rows, total, filterGroups };
  };
}

/**
 * The filter groups beyond status a manage list offers: segments by tag, contents by type and segment, badges by
 * segment and medal.
 */
async function loadFilterGroups(api: ApiClient, kind: ManagedKind, signal: AbortSignal) {
  if (kind === 'segment') return (await api.getSegmentFilters(signal)).data;
  if (kind === 'content') return (await api.getContentFilters(signal)).data;
  if (kind === 'badge') return (await api.getBadgeFilters(signal)).data;
  return [];
}

export type ManageData = Awaited<ReturnType<ReturnType<typeof createManageLoader>>>;

async function loadRows(
  api: ApiClient,
  kind: ManagedKind,
  params: Parameters<ApiClient['getAdminBadges']>[0],
  signal: AbortSignal,
): Promise<{ rows: ManageRow[]; total: number }> {
  switch (kind) {
    case 'segment': {
      const list = await api.getAdminSegments(params, signal);
      return {
        total: list.total,
        rows: list.data.map((segment) => ({
          id: segment.segment_id,
          name: segment.name,
          shortName: segment.short_name,
          status: segment.status,
          detail: `${segment.content_count} contents, ${segment.total_points} points`,
          updatedAt: segment.updated_at,
        })),
      };
    }
    case 'seglet': {
      const list = await api.getAdminSeglets(params, signal);
      return {
        total: list.total,
        rows: list.data.map((seglet) => ({
          id: seglet.seglet_id,
          name: seglet.name,
          shortName: seglet.short_name,
          status: seglet.status,
          detail: seglet.segment_name ?? 'In no segment',
          updatedAt: seglet.updated_at,
        })),
      };
    }
    case 'content': {
      const list = await api.getAdminContents(params, signal);
      return {
        total: list.total,
        rows: list.data.map((content) => ({
          id: content.content_id,
          name: content.name,
          shortName: content.short_name,
          status: content.status,
          detail: `${content.points} points${content.segment_name ? `, in ${content.segment_name}` : ''}`,
          updatedAt: content.updated_at,
        })),
      };
    }
    case 'badge': {
      const list = await api.getAdminBadges(params, signal);
      return {
        total: list.total,
        rows: list.data.map((badge) => ({
          id: badge.badge_id,
          name: badge.name,
          shortName: badge.short_name,
          status: badge.status,
          detail: formatMessage(adminMessages.badges.detail, {
            segment: badge.segment_name ?? '',
            medal:
              badge.medal_type_id === null ? adminMessages.badges.noMedal : medalNames[badge.medal_type_id],
          }),
          updatedAt: badge.updated_at,
        })),
      };
    }
  }
}

/** /segment-admin/manage-learning-plan (002 section 2): a page of 25 plans with search, status and type. */
export function createManagePlansLoader(api: ApiClient) {
  return async function managePlansLoader({ request }: LoaderFunctionArgs) {
    requireSession(request);
    const query = readManageQuery(new URL(request.url));
    const params = {
      limit: authoringLimits.managePageSize,
      offset: (query.page - 1) * authoringLimits.managePageSize,
      term: query.term,
      statuses: query.statuses,
      filters: query.filters,
    };
    const [list, filters] = await Promise.all([
      api.getAdminPlans(params, request.signal),
      api.getPlanFilters(request.signal),
    ]);
    return { query, rows: list.data, total: list.total, filterGroups: filters.data };
  };
}

export type ManagePlansData = Awaited<ReturnType<ReturnType<typeof createManagePlansLoader>>>;
