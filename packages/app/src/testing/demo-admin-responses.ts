/**
 * Segment admin authoring responses (issue 8: GET /segment/list, /segment/{id}/admin, /segment/{id}/medal/admin,
 * /seglet, /seglet/{id}/admin, /content/search, /content/{id}/admin, /{object}/{id}/changelog, the name and
 * e-mail lookups) built from the server's demo data, for the admin screens' stories. They answer as the
 * server's admin services do over the seeded rows; demo-admin-mock.test.ts keeps them equal to the real answers.
 *
 * The rows live in a world a story may change (demo-admin-fetch keeps one per story): what a save writes, the
 * next read answers, as on the server.
 */
import {
  type AdminContent,
  type AdminContentList,
  type AdminFilterList,
  type AdminMedalList,
  type AdminSeglet,
  type AdminSegletList,
  type AdminSegment,
  type AdminSegmentList,
  adminMessages,
  type ChangeLog,
  type changeLogActions,
  companyEmailDomain,
  contentTypes,
  publicationStatus,
  type SimilarName,
  searchFilterOptionLabel,
  type UserEmailSearch,
} from '@segno/domain';
import type { buildDemoData } from '@segno/server/demo-data';

type Demo = ReturnType<typeof buildDemoData>;

const { published, archived } = publicationStatus;
const dayMs = 86_400_000;

/** A segment as stored: the admin answer without what the server counts. */
export type DemoAdminSegmentRow = Omit<AdminSegment, 'total_points' | 'seglet_count' | 'content_count'>;
/** A seglet as stored: without its segment's name and its content count. */
export type DemoAdminSegletRow = Omit<AdminSeglet, 'segment_name' | 'content_count'> & { position: number };
/** A content as stored: without its segment's and seglet's names. */
export type DemoAdminContentRow = Omit<AdminContent, 'segment_name' | 'seglet_name'>;
export type DemoAdminMedalRow = {
  medal_id: number;
  segment_id: number;
  level: 1 | 2 | 3;
  points: number;
  status: 1 | 2;
};
export type DemoChangeRow = {
  change_id: number;
  object: 'segment' | 'seglet' | 'content' | 'badge';
  object_id: number;
  user_id: number;
  action: (typeof changeLogActions)[number];
  detail: string;
  created_at: Date;
};

/** The authoring rows the seed writes, which a story's saves change. */
export type DemoAdminWorld = {
  demo: Demo;
  segments: DemoAdminSegmentRow[];
  medals: DemoAdminMedalRow[];
  seglets: DemoAdminSegletRow[];
  contents: DemoAdminContentRow[];
  changes: DemoChangeRow[];
};

const asStatus = (status: number) => status as AdminSegment['status'];

function toRecurrence(recurrence: string, years: number | null): number {
  if (recurrence === 'every_year') return 1;
  if (recurrence === 'every_x_years') return years ?? 2;
  return 0;
}

/** Every demo user's company e-mail, as the seed writes it. */
export function demoUserEmail(user: { username: string }): string {
  return `${user.username}@${companyEmailDomain}`;
}

/**
 * The rows as the seed writes them. The database stamps `updated_at` (and a seglet's `created_at`) with the
 * moment of seeding, which is about the demo's `now`: the stories show that; the mock test leaves them out.
 */
export function demoAdminWorld(demo: Demo): DemoAdminWorld {
  const seededAt = demo.now;
  const daysBefore = (days: number) => new Date(demo.now.getTime() - days * dayMs);
  const details = new Map(demo.contentDetails.map((detail) => [detail.contentId, detail]));
  return {
    demo,
    segments: demo.segments.map((segment) => ({
      segment_id: segment.id,
      name: segment.name,
      short_name: segment.shortName,
      description: segment.description,
      image_file: null,
      max_points: segment.maxPoints,
      status: asStatus(segment.status),
      // The seed creates the segments ten days apart.
      created_at: daysBefore(70 - segment.id * 10),
      updated_at: seededAt,
    })),
    medals: demo.medals.map((medal) => ({
      medal_id: medal.id,
      segment_id: medal.segmentId,
      level: medal.level,
      points: medal.pointsNeeded,
      status: medal.status === published ? 2 : 1,
    })),
    seglets: demo.seglets.map((seglet) => ({
      seglet_id: seglet.id,
      name: seglet.name,
      short_name: seglet.shortName,
      status: asStatus(seglet.status),
      segment_id: seglet.segmentId,
      position: seglet.position,
      start_date: null,
      expiration_date: null,
      created_at: seededAt,
      updated_at: seededAt,
    })),
    contents: demo.contents.map((content) => {
      const detail = details.get(content.id);
      return {
        content_id: content.id,
        name: content.name,
        short_name: detail?.shortName ?? '',
        description: content.description,
        type: content.type,
        sub_type: null,
        object_type: 'content' as const,
        url: detail?.url ?? '',
        image_file: null,
        points: content.points,
        estimated_time: detail?.estimatedMinutes ?? 1,
        content_owner_user_email: '',
        preferred_browser: 'all' as const,
        language: detail?.language ?? 'english',
        status: asStatus(content.status),
        segment_id: content.segmentId,
        seglet_id: content.segletId,
        segnocode: detail?.segnocode ?? null,
        segnocode_gen_mode: null,
        content_recurrence: toRecurrence(content.recurrence, content.recurrenceYears),
        // As the seed: launched when created; expertise from the learning details.
        start_date: daysBefore(content.startDaysAgo),
        expiration_date: null,
        expertise: detail?.expertise ?? null,
        created_at: daysBefore(content.startDaysAgo),
        updated_at: seededAt,
      };
    }),
    changes: [],
  };
}

/** The admin list query as the server reads it: page, term and statuses (none: every one but archived). */
export type DemoAdminListQuery = { limit: number; offset: number; term: string; statuses: number[] };

function listed<Row extends { name: string; short_name: string; status: number }>(
  rows: readonly Row[],
  { term, statuses }: DemoAdminListQuery,
): Row[] {
  const wanted = term.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (statuses.length > 0 ? statuses.includes(row.status) : row.status !== archived) &&
      (wanted === '' ||
        row.name.toLowerCase().includes(wanted) ||
        row.short_name.toLowerCase().includes(wanted)),
  );
}

/** Newest first, then the higher id first (the server's order). */
const newestFirst =
  <Row extends { created_at: Date }>(id: (row: Row) => number) =>
  (a: Row, b: Row) =>
    b.created_at.getTime() - a.created_at.getTime() || id(b) - id(a);

const page = <Row>(rows: Row[], { limit, offset }: DemoAdminListQuery) => rows.slice(offset, offset + limit);

export function demoAdminSegment(world: DemoAdminWorld, segmentId: number): AdminSegment | undefined {
  const row = world.segments.find((segment) => segment.segment_id === segmentId);
  if (!row) return undefined;
  const contents = world.contents.filter(
    (content) => content.segment_id === segmentId && content.status !== archived,
  );
  return {
    ...row,
    total_points: contents
      .filter((content) => content.status === published)
      .reduce((total, content) => total + content.points, 0),
    seglet_count: world.seglets.filter(
      (seglet) => seglet.segment_id === segmentId && seglet.status !== archived,
    ).length,
    content_count: contents.length,
  };
}

/**
 * GET /segment/list?isAdmin=true; `segmentIds`, when given, keeps only those segments (the ones with a tag asked
 * for, demo-content-step-responses).
 */
export function demoAdminSegments(
  world: DemoAdminWorld,
  query: DemoAdminListQuery & { segmentIds?: readonly number[] },
): AdminSegmentList {
  const { segmentIds } = query;
  const rows = listed(world.segments, query)
    .filter((row) => segmentIds === undefined || segmentIds.includes(row.segment_id))
    .sort(newestFirst((row) => row.segment_id));
  return {
    data: page(rows, query).flatMap((row) => demoAdminSegment(world, row.segment_id) ?? []),
    total: rows.length,
  };
}

/** GET /segment/{id}/medal/admin: by level, each with the badges earned with it; `errors` after a save. */
export function demoAdminMedals(
  world: DemoAdminWorld,
  segmentId: number,
  errors: ReadonlyMap<number, 1 | 2 | 3 | 4 | null> = new Map(),
): AdminMedalList | undefined {
  const segment = world.segments.find((row) => row.segment_id === segmentId);
  if (!segment) return undefined;
  return {
    data: world.medals
      .filter((medal) => medal.segment_id === segmentId)
      .sort((a, b) => a.level - b.level || a.medal_id - b.medal_id)
      .map(({ segment_id: _segment, ...medal }) => ({
        ...medal,
        badge_count: world.demo.badges.filter(
          (badge) => badge.medalId === medal.medal_id && badge.status !== archived,
        ).length,
        error: errors.get(medal.level) ?? null,
      })),
    max_points: segment.max_points,
  };
}

export function demoAdminSeglet(world: DemoAdminWorld, segletId: number): AdminSeglet | undefined {
  const row = world.seglets.find((seglet) => seglet.seglet_id === segletId);
  if (!row) return undefined;
  const { position: _position, ...seglet } = row;
  return {
    ...seglet,
    segment_name: world.segments.find((segment) => segment.segment_id === row.segment_id)?.name ?? null,
    content_count: world.contents.filter(
      (content) => content.seglet_id === segletId && content.status !== archived,
    ).length,
  };
}

/** GET /seglet; `segmentId` narrows it to one segment's seglets. */
export function demoAdminSeglets(
  world: DemoAdminWorld,
  query: DemoAdminListQuery & { segmentId?: number },
): AdminSegletList {
  const rows = listed(world.seglets, query)
    .filter((row) => query.segmentId === undefined || row.segment_id === query.segmentId)
    .sort(newestFirst((row) => row.seglet_id));
  return {
    data: page(rows, query).flatMap((row) => demoAdminSeglet(world, row.seglet_id) ?? []),
    total: rows.length,
  };
}

export function demoAdminContent(world: DemoAdminWorld, contentId: number): AdminContent | undefined {
  const row = world.contents.find((content) => content.content_id === contentId);
  if (!row) return undefined;
  return {
    ...row,
    segment_name: world.segments.find((segment) => segment.segment_id === row.segment_id)?.name ?? null,
    seglet_name: world.seglets.find((seglet) => seglet.seglet_id === row.seglet_id)?.name ?? null,
  };
}

/** GET /content/search?admin=true */
/** GET /content/search: as the server, narrowed to any of the types and any of the segments asked for. */
export function demoAdminContents(
  world: DemoAdminWorld,
  query: DemoAdminListQuery & { types?: readonly number[]; segmentIds?: readonly number[] },
): AdminContentList {
  const { types = [], segmentIds = [] } = query;
  const rows = listed(world.contents, query)
    .filter(
      (row) =>
        (types.length === 0 || types.includes(row.type)) &&
        (segmentIds.length === 0 || (row.segment_id !== null && segmentIds.includes(row.segment_id))),
    )
    .sort(newestFirst((row) => row.content_id));
  return {
    data: page(rows, query).flatMap((row) => demoAdminContent(world, row.content_id) ?? []),
    total: rows.length,
  };
}

/** GET /{object}/{id}/changelog: newest first, with who made each change. */
export function demoChangeLog(
  world: DemoAdminWorld,
  object: DemoChangeRow['object'],
  objectId: number,
  { limit, offset }: { limit: number; offset: number },
): ChangeLog {
  const lines = world.changes
    .filter((change) => change.object === object && change.object_id === objectId)
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.change_id - a.change_id);
  return {
    data: lines.slice(offset, offset + limit).map((line) => {
      const user = world.demo.users.find((candidate) => candidate.id === line.user_id);
      return {
        change_id: line.change_id,
        user_name: user ? `${user.firstName} ${user.lastName}` : '',
        action: line.action,
        detail: line.detail,
        created_at: line.created_at,
      };
    }),
    total: lines.length,
  };
}

const namedRows = (world: DemoAdminWorld) => ({
  segment: world.segments.map((row) => ({ id: row.segment_id, ...row })),
  seglet: world.seglets.map((row) => ({ id: row.seglet_id, ...row })),
  content: world.contents.map((row) => ({ id: row.content_id, ...row })),
  badge: world.demo.badges.map((row) => ({ ...row, short_name: undefined })),
});

/** GET /content/search/filters: every content type, and the segments not archived, by name. */
export function demoContentFilters(current: DemoAdminWorld): AdminFilterList {
  const segments = current.segments
    .filter((segment) => segment.status !== archived)
    .sort((a, b) => a.name.localeCompare(b.name) || a.segment_id - b.segment_id);
  return {
    data: [
      {
        key: 'type',
        label: adminMessages.contentTypes.filterType,
        options: contentTypes.map((type) => ({
          value: String(type.id),
          label: searchFilterOptionLabel('type', String(type.id)),
        })),
      },
      {
        key: 'segment',
        label: adminMessages.badges.filterSegment,
        options: segments.map((segment) => ({ value: String(segment.segment_id), label: segment.name })),
      },
    ],
  };
}

/** GET /search/similar/type/{type}: whether another item of the kind, not archived, has either name. */
export function demoSimilarName(
  world: DemoAdminWorld,
  type: 'segment' | 'seglet' | 'content' | 'badge',
  { name, short_name, exclude_id }: { name: string; short_name: string; exclude_id?: number },
): SimilarName {
  const others = namedRows(world)[type].filter((row) => row.status !== archived && row.id !== exclude_id);
  const taken = (value: string, pick: (row: (typeof others)[number]) => string | undefined) => {
    const wanted = value.trim().toLowerCase();
    return wanted !== '' && others.some((row) => pick(row)?.toLowerCase() === wanted);
  };
  return {
    name_taken: taken(name, (row) => row.name),
    short_name_taken: taken(short_name, (row) => row.short_name),
  };
}

/** GET /user/search/email/{email}: the one user with this company e-mail, ignoring case, or none. */
export function demoUsersByEmail(world: DemoAdminWorld, email: string): UserEmailSearch {
  const wanted = email.trim().toLowerCase();
  const user = world.demo.users.find((candidate) => demoUserEmail(candidate) === wanted);
  return {
    data: user
      ? [
          {
            user_id: user.id,
            first_name: user.firstName,
            last_name: user.lastName,
            email: demoUserEmail(user),
          },
        ]
      : [],
  };
}
