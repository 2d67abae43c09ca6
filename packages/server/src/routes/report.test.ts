/**
 * Report dashboards over HTTP (issue 10; 001 sections 2, 3, 6, 7 and 8): every level against numbers computed
 * independently in TypeScript from the demo data (`demoUserStats`, the demo workplaces and hierarchy), sums
 * checked against direct queries of the ledger, sorting, paging, filters, graphs, the filter and team lists,
 * saved views, and 401 / 403 / 404 / 400 / 409.
 */
import {
  decodeDates as decode,
  type ReportGraph,
  type ReportList,
  Role,
  reportFilterListSchema,
  reportGraphSchema,
  reportListSchema,
  reportMessages,
  reportTeamListSchema,
  reportViewListSchema,
  reportViewSchema,
} from '@segno/domain';
import { z } from '@segno/domain/zod';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserStats } from '../demo/demo-data';
import { demoHierarchy, demoWorkplace } from '../demo/demo-workplace';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const texts = reportMessages;

describe('report dashboards', () => {
  let server: TestServer;
  let admin: SignedIn;
  let legal: SignedIn;
  let manager: SignedIn;
  let learner: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, legal, manager, learner] = await Promise.all([
      server.signIn('admin'),
      server.signIn('legal'),
      server.signIn('manager'),
      server.signIn('learner'),
    ]);
  });
  afterAll(() => server.close());

  const list = (path: string, as: SignedIn = admin) =>
    server.readOk(path, z.strictObject(reportListSchema.shape), as);
  const graph = (path: string, as: SignedIn = admin) =>
    server.readOk(path, z.strictObject(reportGraphSchema.shape), as);
  const refusal = async (path: string, as?: SignedIn, init: RequestInit = {}) =>
    readErrorResponse(await server.request(path, { ...init, as }));

  /** The demo's learners (role 1; none is disabled) with their store's place in the hierarchy. */
  const demoLearners = () =>
    server.demo.users
      .filter((user) => user.roles.includes(Role.learner))
      .map((user) => {
        const store = demoHierarchy.stores.find((one) => one.code === demoWorkplace(user.id).location);
        const district = demoHierarchy.districts.find((one) => one.id === store?.districtId);
        return { user, stats: demoUserStats(server.demo, user.id), store, district };
      });

  /**
   * The totals of some demo learners: the sums summed in TypeScript, the average and its level worked out by hand
   * (001 section 3: the average is rounded; every average below lies between 250 and 500 points, which is level 3
   * on the ladder of levels.ts).
   */
  const expectedTotals = (learners: ReturnType<typeof demoLearners>, averageScore: number) => {
    const score = learners.reduce((sum, one) => sum + one.stats.score, 0);
    return {
      learners: learners.length,
      score,
      average_score: averageScore,
      level: 3,
      gold: learners.reduce((sum, one) => sum + one.stats.gold_count, 0),
      silver: learners.reduce((sum, one) => sum + one.stats.silver_count, 0),
      bronze: learners.reduce((sum, one) => sum + one.stats.bronze_count, 0),
      badges: learners.reduce((sum, one) => sum + one.stats.badge_count, 0),
    };
  };

  /** The ledger summed per region, district or store by SQL of its own (not the report's aggregates). */
  const ledgerBy = async (column: 'region_id' | 'district_id' | 'store_id') => {
    const result = await server.db.orm.execute(sql`
      select ${sql.raw(column === 'store_id' ? 's.id' : column === 'district_id' ? 's.district_id' : 'd.region_id')}
        as place, coalesce(sum(p.points), 0)::int as points
      from app_user u
      join report_store s on s.code = u.location
      join report_district d on d.id = s.district_id
      left join point_award p on p.user_id = u.id
      where 1 = any(u.roles) and not u.is_disabled
      group by 1`);
    const rows = (result as unknown as { rows: { place: number; points: number }[] }).rows;
    return new Map(rows.map((row) => [row.place, Number(row.points)]));
  };

  const namesOf = (report: ReportList) => report.data.map((row) => row.name);

  describe('who may read', () => {
    it('asks for a session (401)', async () => {
      expect((await refusal('/report')).status).toBe(401);
    });

    it.each([
      '/report',
      '/report/region/1',
      '/report/region/1/district/1',
      '/report/region/1/district/1/store/1',
      '/report/manager/4',
      '/report/filter?kind=region',
      '/report/team',
      '/report/saved',
    ])('refuses a learner %s (403)', async (path) => {
      const { status, body } = await refusal(path, learner);
      expect(status).toBe(403);
      expect(body.error.message).toBe(texts.notAllowed);
    });

    it('lets a manager read the hierarchy and their own team, and refuses another team', async () => {
      expect((await list('/report', manager)).level).toBe('overview');
      expect((await list('/report/region/1/district/1/store/1', manager)).level).toBe('store');
      expect((await list('/report/manager/4', manager)).level).toBe('team');
      const { status, body } = await refusal('/report/manager/2', manager);
      expect(status).toBe(403);
      expect(body.error.message).toBe(texts.notAllowed);
    });

    it('refuses saving a view to a learner', async () => {
      const { status } = await refusal('/report/saved', learner, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Mine', url: '/report-dashboard/overview' }),
      });
      expect(status).toBe(403);
    });

    it('lets the legal admin read every report', async () => {
      expect((await list('/report', legal)).data.length).toBe(demoHierarchy.regions.length);
      expect((await list('/report/manager/4', legal)).level).toBe('team');
    });
  });

  describe('unknown places and bad queries', () => {
    it.each([
      ['/report/region/99', texts.regionNotFound],
      ['/report/region/2/district/1', texts.districtNotFound],
      ['/report/region/99/district/1', texts.regionNotFound],
      ['/report/region/1/district/1/store/4', texts.storeNotFound],
      ['/report/region/1/district/99/store/1', texts.districtNotFound],
      ['/report/manager/99999', texts.managerNotFound],
    ])('%s answers 404', async (path, message) => {
      const { status, body } = await refusal(path, admin);
      expect(status).toBe(404);
      expect(body.error.message).toBe(message);
    });

    it.each([
      ['/report?sort_column=rank-desc', 'sort_column', texts.validation.sortColumnInvalid],
      ['/report?sort_column=name', 'sort_column', texts.validation.sortColumnInvalid],
      ['/report?page_results=0', 'page_results', undefined],
      ['/report?page_results=101', 'page_results', undefined],
      ['/report?page_number=0', 'page_number', undefined],
      ['/report?type=table', 'type', undefined],
      ['/report?filter_subscription=manual', 'filter_subscription', undefined],
      ['/report?filter_region=north', 'filter_region', undefined],
      ['/report?seg=-1', 'seg', undefined],
      ['/report/region/abc', 'region_id', undefined],
      ['/report/filter?kind=country', 'kind', undefined],
    ])('%s answers 400 on %s', async (path, field, message) => {
      const { status, body } = await refusal(path, admin);
      expect(status).toBe(400);
      const issue = body.error.issues?.find((one) => one.path === field);
      expect(issue).toBeDefined();
      if (message) expect(issue?.message).toBe(message);
    });
  });

  describe('the hierarchy, level by level', () => {
    it('overview: a row per region, totals from the demo learners, sums equal to the ledger', async () => {
      const report = await list('/report?page_results=100');
      const ledger = await ledgerBy('region_id');
      expect(report.level).toBe('overview');
      expect(report.data.map((row) => row.region_id)).toEqual([1, 2]);
      // Northeast: 19,010 points / 47 learners = 404.47; West: 6,440 / 15 = 429.33.
      const averages = new Map([
        [1, 404],
        [2, 429],
      ]);
      for (const row of report.data) {
        const inRegion = demoLearners().filter((one) => one.district?.regionId === row.region_id);
        expect(row.totals).toEqual(expectedTotals(inRegion, averages.get(row.region_id ?? 0) ?? -1));
        expect(row.totals.score).toBe(ledger.get(row.region_id ?? 0));
        expect(row).toMatchObject({ district_id: null, store_id: null, user_id: null });
      }
      // 25,450 points / 62 learners = 410.48.
      expect(report.totals).toEqual(
        expectedTotals(
          demoLearners().filter((one) => one.store),
          410,
        ),
      );
      expect(report.totals.learners).toBeGreaterThanOrEqual(60);
    });

    it('region: a row per district, summing to the region’s row', async () => {
      const [overview, report] = await Promise.all([list('/report'), list('/report/region/1')]);
      const ledger = await ledgerBy('district_id');
      expect(report.scope.region).toEqual({ id: 1, name: 'Northeast' });
      expect(report.data.map((row) => [row.district_id, row.name])).toEqual([
        [1, 'Boston Metro'],
        [2, 'Connecticut'],
      ]);
      // Boston Metro: 12,290 points / 31 learners = 396.45; Connecticut: 6,720 / 16 = 420.
      const averages = new Map([
        [1, 396],
        [2, 420],
      ]);
      for (const row of report.data) {
        expect(row.totals).toEqual(
          expectedTotals(
            demoLearners().filter((one) => one.district?.id === row.district_id),
            averages.get(row.district_id ?? 0) ?? -1,
          ),
        );
        expect(row.totals.score).toBe(ledger.get(row.district_id ?? 0));
      }
      expect(report.totals).toEqual(overview.data.find((row) => row.region_id === 1)?.totals);
    });

    it('district: a row per store, the store nobody works in with zeros', async () => {
      const report = await list('/report/region/2/district/3');
      const ledger = await ledgerBy('store_id');
      expect(report.scope).toMatchObject({ region: { id: 2 }, district: { id: 3, name: 'Bay Area' } });
      expect(report.data.map((row) => row.name)).toEqual(['Oakland', 'San Jose']);
      const [oakland, sanJose] = report.data;
      expect(oakland?.totals).toEqual({
        learners: 0,
        score: 0,
        average_score: 0,
        level: 1,
        gold: 0,
        silver: 0,
        bronze: 0,
        badges: 0,
      });
      // 6,440 points / 15 learners = 429.33.
      expect(sanJose?.totals).toEqual(
        expectedTotals(
          demoLearners().filter((one) => one.store?.id === 4),
          429,
        ),
      );
      expect(sanJose?.totals.score).toBe(ledger.get(4));
      expect(sanJose).toMatchObject({ region_id: 2, district_id: 3, store_id: 4 });
    });

    it('store: a row per learner with the learner’s own stats', async () => {
      const report = await list('/report/region/1/district/1/store/1?page_results=100');
      const inStore = demoLearners().filter((one) => one.store?.id === 1);
      expect(report.scope.store).toEqual({ id: 1, name: 'Boston Downtown', code: 'S101' });
      expect(report.total).toBe(inStore.length);
      for (const { user, stats } of inStore) {
        const row = report.data.find((one) => one.user_id === user.id);
        expect(row?.name).toBe(`${user.firstName} ${user.lastName}`);
        expect(row?.totals).toEqual({
          learners: 1,
          score: stats.score,
          average_score: stats.score,
          level: stats.level,
          gold: stats.gold_count,
          silver: stats.silver_count,
          bronze: stats.bronze_count,
          badges: stats.badge_count,
        });
        expect(row).toMatchObject({ region_id: 1, district_id: 1, store_id: 1, manager_id: user.managerId });
      }
      // `learner` (Maya Chen, 550 points: past the 500 rung, level 4) works here; her manager is `manager`.
      expect(report.data.find((row) => row.user_id === 1)).toMatchObject({
        manager_name: 'Robert Hughes',
        totals: { score: 550, average_score: 550, level: 4 },
      });
    });

    it('team: a row per learner who reports to the manager', async () => {
      const report = await list('/report/manager/4?page_results=100', manager);
      const team = demoLearners().filter((one) => one.user.managerId === 4);
      expect(report.scope.manager).toEqual({ id: 4, name: 'Robert Hughes' });
      expect(report.data.map((row) => row.user_id).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
        team.map((one) => one.user.id).sort((a, b) => a - b),
      );
      // 8,720 points / 20 learners = 436.
      expect(report.totals).toEqual(expectedTotals(team, 436));
    });
  });

  describe('sorting and paging', () => {
    it('sorts learners by score, highest first, and pages 10 at a time by default', async () => {
      const all = await list('/report/region/1/district/1/store/1?sort_column=score-desc&page_results=100');
      const scores = all.data.map((row) => row.totals.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const first = await list('/report/region/1/district/1/store/1?sort_column=score-desc');
      expect(first.page_results).toBe(10);
      expect(first.data).toEqual(all.data.slice(0, 10));
      const second = await list(
        '/report/region/1/district/1/store/1?sort_column=score-desc&page_number=2&page_results=10',
      );
      expect(second.data).toEqual(all.data.slice(10, 20));
      expect(second.total).toBe(all.total);
      expect(second.totals).toEqual(all.totals);
    });

    it('sorts by name both ways', async () => {
      expect(namesOf(await list('/report/region/1?sort_column=name-desc'))).toEqual([
        'Connecticut',
        'Boston Metro',
      ]);
      expect(namesOf(await list('/report/region/1?sort_column=name-asc'))).toEqual([
        'Boston Metro',
        'Connecticut',
      ]);
      expect(namesOf(await list('/report'))).toEqual(['Northeast', 'West']);
    });

    it('answers an empty page past the end', async () => {
      const report = await list('/report?page_number=3');
      expect(report.data).toEqual([]);
      expect(report.total).toBe(2);
    });
  });

  describe('filters', () => {
    it('narrows the learners and the rows to a store', async () => {
      const report = await list('/report?filter_store=2');
      expect(report.data.map((row) => row.region_id)).toEqual([1]);
      // 6,880 points / 16 learners = 430.
      expect(report.totals).toEqual(
        expectedTotals(
          demoLearners().filter((one) => one.store?.id === 2),
          430,
        ),
      );
      const byDistrict = await list('/report/region/1?filter_district=2');
      expect(byDistrict.data.map((row) => row.district_id)).toEqual([2]);
      const byRegion = await list('/report?filter_region=2');
      expect(byRegion.data.map((row) => row.region_id)).toEqual([2]);
    });

    it('counts a segment’s points, medals and badges only with seg', async () => {
      const segmentId = server.demo.segments[0]?.id ?? 0;
      const report = await list(`/report?seg=${segmentId}&page_results=100`);
      const learners = demoLearners().filter((one) => one.store);
      const learnerIds = new Set(learners.map((one) => one.user.id));
      const points = server.demo.pointAwards
        .filter((award) => award.segmentId === segmentId && learnerIds.has(award.userId))
        .reduce((sum, award) => sum + award.points, 0);
      const medalIds = new Set(server.demo.medals.filter((m) => m.segmentId === segmentId).map((m) => m.id));
      const badgeIds = new Set(server.demo.badges.filter((b) => b.segmentId === segmentId).map((b) => b.id));
      const medalLevels = server.demo.userMedals
        .filter((earned) => medalIds.has(earned.medalId) && learnerIds.has(earned.userId))
        .map((earned) => server.demo.medals.find((m) => m.id === earned.medalId)?.level);
      expect(report.totals).toMatchObject({
        learners: learners.length,
        score: points,
        gold: medalLevels.filter((level) => level === 3).length,
        silver: medalLevels.filter((level) => level === 2).length,
        bronze: medalLevels.filter((level) => level === 1).length,
        badges: server.demo.userBadges.filter(
          (earned) => badgeIds.has(earned.badgeId) && learnerIds.has(earned.userId),
        ).length,
      });
      expect(points).toBeGreaterThan(0);
      expect(points).toBeLessThan((await list('/report')).totals.score);
    });

    it.each([
      ['self', 'isSubscribed'],
      ['auto', 'isAssigned'],
    ] as const)('keeps learners subscribed %s to the segment', async (subscription, flag) => {
      // A segment someone in `manager`'s team is linked to that way.
      const team = new Set(
        demoLearners()
          .filter((one) => one.user.managerId === 4)
          .map((one) => one.user.id),
      );
      const segmentId =
        server.demo.subscriptions.find((row) => row[flag] && team.has(row.userId))?.segmentId ?? 0;
      const subscribed = new Set(
        server.demo.subscriptions
          .filter((row) => row.segmentId === segmentId && row[flag])
          .map((row) => row.userId),
      );
      const report = await list(
        `/report/manager/4?filter_subscription=${subscription}&seg=${segmentId}&page_results=100`,
      );
      const expected = demoLearners().filter(
        (one) => one.user.managerId === 4 && subscribed.has(one.user.id),
      );
      expect(report.data.map((row) => row.user_id).sort()).toEqual(expected.map((one) => one.user.id).sort());
      expect(expected.length).toBeGreaterThan(0);
    });
  });

  describe('graphs', () => {
    it('draws the medal distribution, the score by row and 12 months of completions', async () => {
      const [table, chart] = await Promise.all([
        list('/report?page_results=100&sort_column=score-desc'),
        graph('/report?type=graph&sort_column=score-desc'),
      ]);
      expect(chart.totals).toEqual(table.totals);
      expect(chart.medals).toEqual({
        gold: table.totals.gold,
        silver: table.totals.silver,
        bronze: table.totals.bronze,
      });
      expect(chart.scores).toEqual(
        table.data.map((row) => ({
          id: row.region_id,
          name: row.name,
          learners: row.totals.learners,
          score: row.totals.score,
          average_score: row.totals.average_score,
        })),
      );
      // The 12 months up to the test clock's (2026-03-10), oldest first.
      const months = [
        '2025-04',
        '2025-05',
        '2025-06',
        '2025-07',
        '2025-08',
        '2025-09',
        '2025-10',
        '2025-11',
        '2025-12',
        '2026-01',
        '2026-02',
        '2026-03',
      ];
      expect(chart.completions.map((point) => point.month)).toEqual(months);
      const learnerIds = new Set(
        demoLearners()
          .filter((one) => one.store)
          .map((one) => one.user.id),
      );
      const monthOf = (at: Date) => at.toISOString().slice(0, 7);
      const expected = months.map(
        (month) =>
          server.demo.completions.filter(
            (completion) => learnerIds.has(completion.userId) && monthOf(completion.completedAt) === month,
          ).length,
      );
      expect(chart.completions.map((point) => point.completions)).toEqual(expected);
      expect(expected.reduce((sum, value) => sum + value, 0)).toBeGreaterThan(0);
    });

    it('follows new completions through the aggregate', async () => {
      const before = await graph('/report/manager/4?type=graph', manager);
      const contentId = server.demo.contents[0]?.id ?? 0;
      await server.db.orm.execute(
        sql`insert into completion (user_id, content_id, completed_at, points_awarded) values (1, ${contentId}, ${server.clock.now().toISOString()}, 0)`,
      );
      const after = await graph('/report/manager/4?type=graph', manager);
      const current = (report: ReportGraph) => report.completions.at(-1)?.completions ?? 0;
      expect(current(after)).toBe(current(before) + 1);
      await server.db.orm.execute(
        sql`delete from completion where user_id = 1 and points_awarded = 0 and content_id = ${contentId} and completed_at = ${server.clock.now().toISOString()}`,
      );
      expect(current(await graph('/report/manager/4?type=graph', manager))).toBe(current(before));
    });

    it('scores a store’s learners, one bar each', async () => {
      const chart = await graph('/report/region/1/district/1/store/1?type=graph&sort_column=name-asc');
      const table = await list('/report/region/1/district/1/store/1?sort_column=name-asc&page_results=100');
      expect(chart.scores.map((bar) => bar.id)).toEqual(table.data.map((row) => row.user_id));
    });
  });

  describe('filter and team lists', () => {
    it('lists a filter’s options by name, 25 at a time, within a parent', async () => {
      const regions = await server.readOk(
        '/report/filter?kind=region',
        z.strictObject(reportFilterListSchema.shape),
        admin,
      );
      expect(regions).toEqual({
        data: [
          { id: 1, name: 'Northeast', code: null, parent_id: null },
          { id: 2, name: 'West', code: null, parent_id: null },
        ],
        total: 2,
      });
      const stores = await server.readOk(
        '/report/filter?kind=store&filter_district=3&_limit=1&_offset=1',
        z.strictObject(reportFilterListSchema.shape),
        admin,
      );
      expect(stores).toEqual({ data: [{ id: 4, name: 'San Jose', code: 'S310', parent_id: 3 }], total: 2 });
      const districts = await server.readOk(
        '/report/filter?kind=district&filter_region=1',
        z.strictObject(reportFilterListSchema.shape),
        manager,
      );
      expect(districts.data.map((one) => one.name)).toEqual(['Boston Metro', 'Connecticut']);
      const northeastStores = await server.readOk(
        '/report/filter?kind=store&filter_region=1',
        z.strictObject(reportFilterListSchema.shape),
        admin,
      );
      expect(northeastStores.data.map((one) => one.code)).toEqual(['S101', 'S102', 'S205']);
    });

    it('lists every team to reporting users and only their own to a manager', async () => {
      const all = await server.readOk('/report/team', z.strictObject(reportTeamListSchema.shape), admin);
      const teamOf = (managerId: number) =>
        demoLearners().filter((one) => one.user.managerId === managerId).length;
      expect(all.data.find((team) => team.manager_id === 4)).toEqual({
        manager_id: 4,
        manager_name: 'Robert Hughes',
        learners: teamOf(4),
      });
      const managerIds = new Set(
        demoLearners()
          .map((one) => one.user.managerId)
          .filter((id) => id !== null),
      );
      expect(all.total).toBe(managerIds.size);
      const own = await server.readOk('/report/team', z.strictObject(reportTeamListSchema.shape), manager);
      expect(own).toEqual({
        data: [{ manager_id: 4, manager_name: 'Robert Hughes', learners: teamOf(4) }],
        total: 1,
      });
    });
  });

  describe('saved views', () => {
    const send = (method: string, path: string, body: unknown, as: SignedIn = admin) =>
      server.request(path, {
        method,
        as,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const view = (fields: Record<string, unknown> = {}) => ({
      name: 'Boston by score',
      url: '/report-dashboard/region/1/district/1?sort_column=score-desc',
      filters: { sort_column: 'score-desc' },
      breadcrumbs: [
        { label: 'Overview', url: '/report-dashboard/overview' },
        { label: 'Northeast', url: '/report-dashboard/region/1' },
      ],
      ...fields,
    });

    it('saves, lists, refuses a second save of the name (409) and replaces on request', async () => {
      const created = await send('POST', '/report/saved', view());
      expect(created.status).toBe(201);
      const saved = z.strictObject(reportViewSchema.shape).parse(await created.json().then(decode));
      expect(saved).toMatchObject({ name: 'Boston by score', filters: { sort_column: 'score-desc' } });

      const again = await send(
        'POST',
        '/report/saved',
        view({ name: 'BOSTON BY SCORE', url: '/report-dashboard/overview' }),
      );
      const { status, body } = await readErrorResponse(again);
      expect(status).toBe(409);
      expect(body.error.message).toBe(
        'You already have a report saved with this name.\nPress OK to replace it.',
      );

      const replaced = await send(
        'POST',
        '/report/saved',
        view({ name: 'Boston by score', url: '/report-dashboard/overview', replace: true }),
      );
      expect(replaced.status).toBe(200);
      const replacement = reportViewSchema.parse(decode(await replaced.json()));
      expect(replacement.view_id).toBe(saved.view_id);
      expect(replacement.url).toBe('/report-dashboard/overview');

      const views = await server.readOk('/report/saved', z.strictObject(reportViewListSchema.shape), admin);
      expect(views.data.filter((one) => one.name === 'Boston by score')).toHaveLength(1);
      // Views are the user's own.
      expect((await server.readOk('/report/saved', reportViewListSchema, manager)).data).toEqual([]);
    });

    it('edits a view with PUT, 409 onto another view’s name, 404 for a view not the user’s', async () => {
      const first = reportViewSchema.parse(
        decode(await (await send('POST', '/report/saved', view({ name: 'Team A' }), manager)).json()),
      );
      server.clock.advance(1_000);
      await send('POST', '/report/saved', view({ name: 'Team B' }), manager);
      server.clock.advance(1_000);
      const renamed = await send(
        'PUT',
        `/report/saved/${first.view_id}`,
        view({ name: 'Team A2', url: '/team-reporting/4' }),
        manager,
      );
      expect(renamed.status).toBe(200);
      expect(reportViewSchema.parse(decode(await renamed.json()))).toMatchObject({
        view_id: first.view_id,
        name: 'Team A2',
        url: '/team-reporting/4',
      });
      const clash = await send('PUT', `/report/saved/${first.view_id}`, view({ name: 'team b' }), manager);
      expect((await readErrorResponse(clash)).status).toBe(409);
      const someoneElses = await send('PUT', `/report/saved/${first.view_id}`, view(), admin);
      const missing = await readErrorResponse(someoneElses);
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toBe(texts.viewNotFound);
      // The newest save first.
      const names = (await server.readOk('/report/saved', reportViewListSchema, manager)).data.map(
        (one) => one.name,
      );
      expect(names).toEqual(['Team A2', 'Team B']);
    });

    it.each([
      [{ name: '  ' }, 'name', texts.validation.viewNameRequired],
      [{ name: 'x'.repeat(101) }, 'name', texts.validation.viewNameTooLong],
      [{ url: 'https://example.com/report' }, 'url', texts.validation.viewUrlInvalid],
      [{ url: '/segment-admin/home' }, 'url', texts.validation.viewUrlInvalid],
      [
        {
          breadcrumbs: Array.from({ length: 11 }, () => ({ label: 'A', url: '/report-dashboard/overview' })),
        },
        'breadcrumbs',
        texts.validation.tooManyBreadcrumbs,
      ],
    ])('refuses %o (400)', async (fields, path, message) => {
      const { status, body } = await readErrorResponse(await send('POST', '/report/saved', view(fields)));
      expect(status).toBe(400);
      expect(body.error.issues).toContainEqual({ path, message });
    });
  });
});
