/**
 * `npm run bench:reports`: the report dashboards at company scale on a real PostgreSQL (issue 10: "report the
 * median time of each report call at that size"). Loads the benchmark data set (load-scale-data.ts: 100,000
 * learners, 5,000,000 completions) into a fresh schema of its own, adds an org hierarchy (5 regions, 50
 * districts, 1,000 stores of about 100 learners), teams of 25 and segment subscriptions, then times every report
 * call through the service layer as a reporting user. Sizes: BENCH_LEARNERS, BENCH_COMPLETIONS, BENCH_REQUESTS;
 * BENCH_REUSE=1 times the data the previous run loaded. Needs DATABASE_URL; installs nothing.
 */
import { type ReportQuery, Role, reportQuerySchema, seededRandom } from '@segno/domain';
import type { Database } from '../src/db/database';
import { createReportService } from '../src/services/report-service';
import type { SignedInUser } from '../src/services/session-service';
import { runScaleBenchmark } from './bench-database';
import { describeTiming, printLine, timeCalls } from './timing';

const benchSchema = 'segno_bench_reports';
const regions = 5;
const districtsPerRegion = 10;
const storesPerDistrict = 20;
const teamSize = 25;

/** Regions, districts and stores; every learner in a store (store codes B0001...), teams, subscriptions. */
async function loadHierarchy(db: Database, learners: number): Promise<void> {
  const districts = regions * districtsPerRegion;
  const stores = districts * storesPerDistrict;
  const started = performance.now();
  await db.exec(`
    INSERT INTO report_region (id, name) SELECT r, 'Region ' || r FROM generate_series(1, ${regions}) r;
    INSERT INTO report_district (id, region_id, name)
      SELECT d, 1 + (d - 1) / ${districtsPerRegion}, 'District ' || d FROM generate_series(1, ${districts}) d;
    INSERT INTO report_store (id, district_id, code, name)
      SELECT s, 1 + (s - 1) / ${storesPerDistrict}, 'B' || lpad(s::text, 4, '0'), 'Store ' || s
      FROM generate_series(1, ${stores}) s;
    -- Stores scattered over ids; the first of every ${teamSize} users leads the next ${teamSize - 1}.
    UPDATE app_user SET location = 'B' || lpad((1 + (id * 7919) % ${stores})::text, 4, '0'),
      manager_id = CASE WHEN (id - 1) % ${teamSize} = 0 THEN NULL ELSE id - (id - 1) % ${teamSize} END;
    -- A quarter of the learner-segment pairs linked: two thirds self-subscribed, a third assigned.
    INSERT INTO user_segment (user_id, segment_id, is_subscribed, is_assigned)
      SELECT u, s, (u + s) % 3 <> 0, (u + s) % 3 = 0
      FROM generate_series(1, ${learners}) u, segment s(s)
      WHERE (u * 7 + s) % 4 = 0;`);
  // Alone: VACUUM cannot run in the multi-statement (implicit transaction) text above.
  await db.exec('VACUUM ANALYZE;');
  printLine(
    `  loaded the hierarchy, teams and subscriptions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

await runScaleBenchmark({
  script: 'bench:reports',
  schema: benchSchema,
  requests: 30,
  loadMore: (db, size) => loadHierarchy(db, size.learners),
  time: async (db, size, requests) => {
    const reports = createReportService({ orm: db.orm, now: () => new Date() });
    // A segment admin: reads every report. Its user id only matters for saved views, which are not timed.
    const reportingUser: SignedInUser = {
      userId: 1,
      username: 'bench',
      roles: [Role.segmentAdmin],
      tokenHash: '',
    };
    const random = seededRandom(20_261_123);
    const pick = (count: number) => 1 + Math.floor(random.next() * count);
    const query = (fields: Record<string, string> = {}): ReportQuery => reportQuerySchema.parse(fields);
    const districtsOf = (regionId: number) => (regionId - 1) * districtsPerRegion + pick(districtsPerRegion);
    const storesOf = (districtId: number) => (districtId - 1) * storesPerDistrict + pick(storesPerDistrict);
    const place = () => {
      const regionId = pick(regions);
      const districtId = districtsOf(regionId);
      return { regionId, districtId, storeId: storesOf(districtId) };
    };
    const managerId = () => 1 + (pick(size.learners) - 1 - ((pick(size.learners) - 1) % teamSize));
    const inputs = Array.from({ length: requests }, (_, index) => index);

    const calls: [string, () => Promise<unknown>][] = [
      ['GET /report', () => reports.overview(reportingUser, query({ sort_column: 'score-desc' }))],
      ['GET /report?type=graph', () => reports.overview(reportingUser, query({ type: 'graph' }))],
      ['GET /report?seg=', () => reports.overview(reportingUser, query({ seg: String(pick(20)) }))],
      [
        'GET /report?filter_subscription=self&seg=',
        () => reports.overview(reportingUser, query({ filter_subscription: 'self', seg: String(pick(20)) })),
      ],
      ['GET /report/region/{id}', () => reports.region(reportingUser, pick(regions), query())],
      [
        'GET /report/region/{id}?type=graph',
        () => reports.region(reportingUser, pick(regions), query({ type: 'graph' })),
      ],
      ['GET /report/region/{id}/district/{id}', () => reports.district(reportingUser, place(), query())],
      [
        'GET /report/region/{id}/district/{id}?type=graph',
        () => reports.district(reportingUser, place(), query({ type: 'graph' })),
      ],
      [
        'GET .../store/{id}',
        () => reports.store(reportingUser, place(), query({ sort_column: 'score-desc' })),
      ],
      [
        'GET .../store/{id}?type=graph',
        () => reports.store(reportingUser, place(), query({ type: 'graph' })),
      ],
      ['GET /report/manager/{id}', () => reports.team(reportingUser, managerId(), query())],
      [
        'GET /report/manager/{id}?type=graph',
        () => reports.team(reportingUser, managerId(), query({ type: 'graph' })),
      ],
      [
        'GET /report/filter?kind=store',
        () => reports.filters(reportingUser, { kind: 'store', _limit: 25, _offset: 25 * pick(10) }),
      ],
      ['GET /report/team', () => reports.teams(reportingUser, { _limit: 25, _offset: 25 * pick(100) })],
    ];
    // Warm the connection pool and the caches, as a running server would be.
    for (const [, call] of calls) await timeCalls([0, 1, 2], call);
    for (const [name, call] of calls) printLine(describeTiming(name, await timeCalls(inputs, call)));
  },
});
