import { describe, expect, it } from 'vitest';
import { demoReportFetch } from './demo-report-responses';
import { mockCheck } from './mock-check';

/** A saved view's stamps are the server's clock and the mock's: compare everything else. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(([key]) => key !== 'created_at' && key !== 'updated_at');
  return Object.fromEntries(entries.map(([key, field]) => [key, stable(field)]));
}

type ReportPage = { data: { name: string }[]; total: number };

describe('the report calls answer what the stories mock', () => {
  const check = mockCheck({
    mock: (server) => (request, userId) => demoReportFetch(server.demo, request, userId),
    stable,
  });
  const { expectSame } = check;

  it('lists every level, sorted and paged, as lists and as graphs', async () => {
    for (const path of [
      '/report',
      '/report/region/1',
      '/report/region/2',
      '/report/region/1/district/1',
      '/report/region/2/district/3',
      '/report/region/1/district/1/store/1',
      '/report/region/1/district/1/store/2',
      '/report/region/2/district/3/store/5',
    ]) {
      await expectSame('GET', path);
      await expectSame('GET', `${path}?type=graph`);
    }
    const store = await expectSame<ReportPage>(
      'GET',
      '/report/region/1/district/1/store/1?sort_column=score-desc',
    );
    expect(store.body.data.length).toBeGreaterThan(1);
    await expectSame(
      'GET',
      '/report/region/1/district/1/store/1?sort_column=name-desc&page_number=2&page_results=2',
    );
    await expectSame('GET', '/report?sort_column=badges-desc&type=graph');
  });

  it('narrows by region, district, store and subscription', async () => {
    await expectSame('GET', '/report?filter_region=2');
    await expectSame('GET', '/report?filter_district=2');
    await expectSame('GET', '/report?filter_store=4&type=graph');
    await expectSame('GET', '/report/region/1?filter_store=2');
    await expectSame('GET', '/report?filter_subscription=self');
    await expectSame('GET', '/report/region/1/district/1?filter_subscription=auto');
  });

  it('shows a manager the hierarchy and their own team only, and refuses learners', async () => {
    const manager = await check.server.signIn('manager');
    const teams = await expectSame<{ data: { manager_id: number }[] }>(
      'GET',
      '/report/team',
      undefined,
      manager,
    );
    expect(teams.body.data.map((team) => team.manager_id)).toEqual([manager.user_id]);
    const team = await expectSame<ReportPage>(
      'GET',
      `/report/manager/${manager.user_id}`,
      undefined,
      manager,
    );
    expect(team.body.total).toBeGreaterThan(0);
    await expectSame(
      'GET',
      `/report/manager/${manager.user_id}?type=graph&sort_column=score-desc`,
      undefined,
      manager,
    );
    expect((await expectSame('GET', '/report', undefined, manager)).status).toBe(200);
    expect((await expectSame('GET', '/report/manager/1', undefined, manager)).status).toBe(403);
    expect((await expectSame('GET', '/report', undefined, check.learner)).status).toBe(403);
    expect((await expectSame('GET', '/report/saved', undefined, check.learner)).status).toBe(403);
    await expectSame('GET', '/report/team');
    await expectSame('GET', `/report/manager/${manager.user_id}`);
  });

  it('answers 404 for an unknown region, district, store or manager', async () => {
    for (const path of [
      '/report/region/99',
      '/report/region/2/district/1',
      '/report/region/1/district/1/store/4',
      '/report/manager/9999',
    ])
      expect((await expectSame('GET', path)).status).toBe(404);
  });

  it('lists the filter options, narrowed and paged', async () => {
    await expectSame('GET', '/report/filter?kind=region');
    await expectSame('GET', '/report/filter?kind=district&filter_region=1');
    await expectSame('GET', '/report/filter?kind=store');
    await expectSame('GET', '/report/filter?kind=store&filter_region=1&_limit=2&_offset=1');
    await expectSame('GET', '/report/filter?kind=store&filter_district=3');
  });

  it('saves views, asks before replacing one of the same name, and replaces it when told to', async () => {
    const view = {
      name: 'Stores by score',
      url: '/report-dashboard/region/1/district/1?sort_column=score-desc',
    };
    expect((await expectSame('POST', '/report/saved', view)).status).toBe(201);
    const taken = await expectSame('POST', '/report/saved', { ...view, name: 'stores BY score' });
    expect(taken.status).toBe(409);
    const replaced = await expectSame('POST', '/report/saved', {
      ...view,
      url: '/report-dashboard/overview',
      filters: { filter_region: '1' },
      breadcrumbs: [{ label: 'Reporting dashboard', url: '/report-dashboard/overview' }],
      replace: true,
    });
    expect(replaced.status).toBe(200);
    await expectSame('POST', '/report/saved', { name: 'Team', url: '/team-reporting/4' });
    await expectSame('GET', '/report/saved');
  });
});
