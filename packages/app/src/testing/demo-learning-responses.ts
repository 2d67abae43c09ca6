/**
 * Finding learning's responses (browse, search, segment home, parents, redeem) built from `buildDemoData`
 * output, for page-level stories. They follow the server's rules for the demo records
 * (packages/server/src/routes/demo-mock.test.ts checks the API answers the same for the calls the stories
 * make). Search matches each word as a prefix of a word of the name, short name or description (the server
 * uses PostgreSQL full-text search, which agrees on the demo's terms). Plans are not in the exported demo
 * data: the plans tab is empty here.
 */
import {
  type BrowseOrder,
  browseSegmentQuerySchema,
  type ContentSummary,
  contentTypes,
  expertiseLevels,
  isLocked,
  languages,
  matchesSubscriptionFilter,
  messages,
  normalizeSegnocode,
  type SearchFilterGroup,
  type SegmentList,
  searchFilterLabels,
  searchFilterOptionLabel,
} from '@segno/domain';
import { type buildDemoData, publicationStatus } from '@segno/server/demo-data';

type Demo = ReturnType<typeof buildDemoData>;
type DemoContent = Demo['contents'][number];
type DemoSegment = Demo['segments'][number];

const { published } = publicationStatus;
const dayMs = 86_400_000;

const completedBy = (demo: Demo, userId: number) =>
  new Set(demo.completions.filter((done) => done.userId === userId).map((done) => done.contentId));

const isPublishedSegment = (demo: Demo, segmentId: number) =>
  demo.segments.some((segment) => segment.id === segmentId && segment.status === published);

/** Published contents of published segments: what a learner may find and take. */
const consumable = (demo: Demo) =>
  demo.contents.filter(
    (content) => content.status === published && isPublishedSegment(demo, content.segmentId),
  );

export function demoContentSummary(demo: Demo, userId: number, content: DemoContent): ContentSummary {
  const details = demo.contentDetails.find((detail) => detail.contentId === content.id);
  const done = completedBy(demo, userId);
  const prerequisites = demo.prerequisites.filter((link) => link.contentId === content.id);
  return {
    content_id: content.id,
    name: content.name,
    short_name: details?.shortName ?? null,
    type: content.type,
    points: content.points,
    rating: content.rating,
    expertise: details?.expertise ?? null,
    estimated_time: details?.estimatedMinutes ?? null,
    times_viewed: content.timesViewed,
    start_date: new Date(demo.now.getTime() - content.startDaysAgo * dayMs),
    thumbnail_url: null,
    is_complete: done.has(content.id),
    is_locked: isLocked(
      details?.prerequisiteRule ?? null,
      prerequisites.length,
      prerequisites.filter((link) => done.has(link.prerequisiteId)).length,
    ),
    segment_id: content.segmentId,
    seglet_id: content.segletId,
  };
}

/** A segment as the learner lists show it: their link, score and progress. */
function demoSegmentRecord(demo: Demo, userId: number, segment: DemoSegment) {
  const link = demo.subscriptions.find((row) => row.userId === userId && row.segmentId === segment.id);
  const contents = demo.contents.filter(
    (content) => content.segmentId === segment.id && content.status === published,
  );
  const done = completedBy(demo, userId);
  const completeCount = contents.filter((content) => done.has(content.id)).length;
  return {
    segment_id: segment.id,
    name: segment.name,
    short_name: segment.shortName,
    description: segment.description,
    status: 2 as const,
    is_subscribed: link?.isSubscribed ? (1 as const) : (0 as const),
    is_assigned: link?.isAssigned ? (1 as const) : (0 as const),
    segment_score: demo.pointAwards
      .filter((award) => award.userId === userId && award.segmentId === segment.id)
      .reduce((sum, award) => sum + award.points, 0),
    total_points: contents.reduce((sum, content) => sum + content.points, 0),
    contents: {
      total: contents.length,
      total_complete: completeCount,
      percent_complete: contents.length ? Math.floor((completeCount / contents.length) * 100) : 0,
    },
  };
}

/** Whether a consumable content of the segment is in any of the categories (none chosen: every segment). */
function hasCategory(demo: Demo, segmentId: number, categoryIds: readonly number[]) {
  if (categoryIds.length === 0) return true;
  return consumable(demo).some(
    (content) =>
      content.segmentId === segmentId &&
      demo.contentCategories.some(
        (link) => link.contentId === content.id && categoryIds.includes(link.categoryId),
      ),
  );
}

/**
 * GET /user/{id}/browse-segments: every published segment, by name (creation order is the demo's id order),
 * narrowed by `filters[]` as the server does (values of one key OR together, keys AND together); a filter the
 * server refuses answers undefined.
 */
export function demoBrowseSegments(
  demo: Demo,
  userId: number,
  page: { limit: number; offset: number; orderBy: BrowseOrder; filters: readonly string[] },
) {
  const parsed = browseSegmentQuerySchema.shape.filters.safeParse(page.filters);
  if (!parsed.success) return undefined;
  const filters = parsed.data;
  const records = demo.segments
    .filter((segment) => segment.status === published && hasCategory(demo, segment.id, filters.categoryIds))
    .sort((a, b) => (page.orderBy === 'name' ? a.name.localeCompare(b.name) || a.id - b.id : b.id - a.id))
    .map((segment) => demoSegmentRecord(demo, userId, segment))
    .filter((record) => matchesSubscriptionFilter(record, filters.subscription));
  return { data: records.slice(page.offset, page.offset + page.limit), total: records.length };
}

/**
 * GET /segment without `_include`, filters or term (what the report's segment filter asks): the published
 * segments by name, a page of them; the demo's segments have no picture or dates.
 */
export function demoSegmentList(demo: Demo, page: { limit: number; offset: number }): SegmentList {
  const records = demo.segments
    .filter((segment) => segment.status === published)
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
    .map((segment) => {
      const contents = demo.contents.filter(
        (content) => content.segmentId === segment.id && content.status === published,
      );
      return {
        segment_id: segment.id,
        name: segment.name,
        short_name: segment.shortName,
        description: segment.description,
        image_file: null,
        start_date: null,
        expiration_date: null,
        content_last_changed: null,
        total_points: contents.reduce((sum, content) => sum + content.points, 0),
        content_count: contents.length,
      };
    });
  return { data: records.slice(page.offset, page.offset + page.limit), total: records.length };
}

/** GET /segment/{id} with seglet_content, medal_badge and badge; undefined for an unknown segment. */
export function demoSegmentDetail(demo: Demo, userId: number, segmentId: number) {
  const segment = demo.segments.find(
    (candidate) => candidate.id === segmentId && candidate.status === published,
  );
  if (!segment) return undefined;
  const earnedMedals = new Set(
    demo.userMedals.filter((row) => row.userId === userId).map((row) => row.medalId),
  );
  const earnedBadges = new Set(
    demo.userBadges.filter((row) => row.userId === userId).map((row) => row.badgeId),
  );
  const badgeRecord = (badge: Demo['badges'][number]) => ({
    badge_id: badge.id,
    name: badge.name,
    active: badge.status === published,
    is_earned: earnedBadges.has(badge.id),
  });
  const seglets = demo.seglets
    .filter((seglet) => seglet.segmentId === segmentId && seglet.status === published)
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((seglet) => {
      const contents = demo.contents.filter(
        (content) => content.segletId === seglet.id && content.status === published,
      );
      const ids = new Set(contents.map((content) => content.id));
      return {
        seglet_id: seglet.id,
        name: seglet.name,
        segment_id: segmentId,
        points: contents.reduce((sum, content) => sum + content.points, 0),
        score: demo.pointAwards
          .filter((award) => award.userId === userId && ids.has(award.contentId))
          .reduce((sum, award) => sum + award.points, 0),
        contents: contents.map((content) => demoContentSummary(demo, userId, content)),
      };
    });
  return {
    ...demoSegmentRecord(demo, userId, segment),
    image_file: null,
    start_date: null,
    expiration_date: null,
    content_last_changed: null,
    seglets,
    medals: demo.medals
      .filter((medal) => medal.segmentId === segmentId)
      .sort((a, b) => a.level - b.level)
      .map((medal) => ({
        medal_id: medal.id,
        level: medal.level,
        points_needed: medal.pointsNeeded,
        active: medal.status === published,
        is_earned: earnedMedals.has(medal.id),
        badges: demo.badges.filter((badge) => badge.medalId === medal.id).map(badgeRecord),
      })),
    badges: demo.badges.filter((badge) => badge.segmentId === segmentId).map(badgeRecord),
  };
}

function matchesTerm(content: DemoContent, shortName: string | null, term: string): boolean {
  const words = `${content.name} ${shortName ?? ''} ${content.description}`
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);
  return term
    .toLowerCase()
    .split(' ')
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .every((part) => words.some((word) => word.startsWith(part)));
}

type Facets = { type: string; category: string[]; expertise: string | null; language: string };

function facetsOf(demo: Demo, content: DemoContent): Facets {
  const details = demo.contentDetails.find((detail) => detail.contentId === content.id);
  return {
    type: String(content.type),
    category: demo.contentCategories
      .filter((link) => link.contentId === content.id)
      .map((link) => String(link.categoryId)),
    expertise: details ? String(details.expertise) : null,
    language: details?.language ?? 'english',
  };
}

function searchMatches(demo: Demo, term: string) {
  return consumable(demo).filter((content) =>
    matchesTerm(
      content,
      demo.contentDetails.find((detail) => detail.contentId === content.id)?.shortName ?? null,
      term,
    ),
  );
}

/** GET /search: the term's matches narrowed by `key:value` filters (alternatives within a key), by name. */
export function demoSearch(
  demo: Demo,
  userId: number,
  query: { term: string; filters: readonly string[]; limit: number; offset: number },
) {
  const chosen = new Map<string, string[]>();
  for (const filter of query.filters) {
    const [key = '', value = ''] = filter.split(':');
    chosen.set(key, [...(chosen.get(key) ?? []), value]);
  }
  const matches = searchMatches(demo, query.term)
    .filter((content) => {
      const facets = facetsOf(demo, content);
      return [...chosen].every(([key, values]) => {
        const own = facets[key as keyof Facets];
        return Array.isArray(own) ? own.some((value) => values.includes(value)) : values.includes(own ?? '');
      });
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return {
    data: matches
      .slice(query.offset, query.offset + query.limit)
      .map((content) => demoContentSummary(demo, userId, content)),
    total: matches.length,
  };
}

/** GET /search/filters: each key's values among the term's matches, with counts, in the server's order. */
export function demoSearchFilters(demo: Demo, term: string): { data: SearchFilterGroup[] } {
  const matches = searchMatches(demo, term).map((content) => facetsOf(demo, content));
  const count = (values: (string | null)[]) => {
    const counts = new Map<string, number>();
    for (const value of values) if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
    return counts;
  };
  const options = (counts: Map<string, number>, label: (value: string) => string, order: string[]) =>
    [...counts]
      .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
      .map(([value, total]) => ({ value, label: label(value), count: total }));
  const categoryName = (value: string) =>
    demo.categories.find((category) => String(category.id) === value)?.name ?? value;
  const groups: SearchFilterGroup[] = [
    {
      key: 'type',
      label: searchFilterLabels.type,
      options: options(
        count(matches.map((facets) => facets.type)),
        (value) => searchFilterOptionLabel('type', value),
        contentTypes.map((type) => String(type.id)),
      ),
    },
    {
      key: 'category',
      label: searchFilterLabels.category,
      options: options(
        count(matches.flatMap((facets) => facets.category)),
        categoryName,
        [...demo.categories]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((category) => String(category.id)),
      ),
    },
    {
      key: 'expertise',
      label: searchFilterLabels.expertise,
      options: options(
        count(matches.map((facets) => facets.expertise)),
        (value) => searchFilterOptionLabel('expertise', value),
        expertiseLevels.map((level) => String(level.id)),
      ),
    },
    {
      key: 'language',
      label: searchFilterLabels.language,
      options: options(
        count(matches.map((facets) => facets.language)),
        (value) => searchFilterOptionLabel('language', value),
        languages.map((language) => language.id),
      ),
    },
  ];
  return { data: groups.filter((group) => group.options.length > 0) };
}

/** GET /content/{id}/parents: the content's segment and seglet. */
export function demoContentParents(demo: Demo, contentId: number) {
  const content = demo.contents.find((candidate) => candidate.id === contentId);
  const segment = demo.segments.find((candidate) => candidate.id === content?.segmentId);
  return {
    data:
      content && segment ? [{ segment_id: segment.id, name: segment.name, seglet_id: content.segletId }] : [],
  };
}

/** Codes redeemed in stories, by user, so a second redemption is refused as the server refuses it. */
const redeemedCodes = new Set<string>();

/** A story `beforeEach` for stories that redeem a code: redemptions are forgotten when the story ends. */
export function withDemoRedemptions() {
  return () => () => redeemedCodes.clear();
}

/** POST /segnocode/redeem: the server's answers for an unknown, expired, already used or good code. */
export function demoRedeem(demo: Demo, userId: number, rawCode: string) {
  const refused = (msg: string) => ({
    error: 1,
    msg,
    content: null,
    points: 0,
    badges: [],
    medals: [],
    level: null,
  });
  const code = normalizeSegnocode(rawCode);
  const segnocode = demo.segnocodes.find((candidate) => candidate.code === code);
  if (!segnocode) return refused(messages.segnocode.unknown);
  if (segnocode.expiresAt && segnocode.expiresAt <= demo.now) return refused(messages.segnocode.expired);
  const key = `${userId}:${code}`;
  if (redeemedCodes.has(key)) return refused(messages.segnocode.alreadyRedeemed);
  redeemedCodes.add(key);
  const content = demo.contents.find((candidate) => candidate.id === segnocode.contentId);
  return {
    error: 0,
    msg: messages.completion.redeemed,
    content: content ? { content_id: content.id, name: content.name } : null,
    points: completedBy(demo, userId).has(segnocode.contentId) ? 0 : (content?.points ?? 0),
    badges: [],
    medals: [],
    level: null,
  };
}
