/**
 * The Screens stories' seglet contents, system alert, assignment, badge, checklist, segnocode report and export
 * calls answer from demo-screens-fetch; these keep them equal to the real server on the same demo data: every
 * mocked call, read and save, sent to both. Left out: `updated_at` of admin contents and a seeded badge's
 * `created_at` and `updated_at` (the database stamps them with the wall clock when seeding), and an export job's
 * random file name.
 */
import { decodeDates } from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/src/testing/test-server';
import { currentDemoAdminWorld, demoAdminFetch } from './demo-admin-fetch';
import { demoRecordRedemption } from './demo-screens-responses';

/**
 * A copy without the content rows' `updated_at` and a seeded badge's `created_at` and `updated_at` (the seed's
 * wall clock: the mock shows the demo's `now`).
 */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  const isSeededBadge = 'badge_id' in value && Number(value.badge_id) <= 9;
  const entries = Object.entries(value).filter(
    ([key]) =>
      !(key === 'updated_at' && 'content_id' in value) &&
      !((key === 'updated_at' || key === 'created_at') && isSeededBadge),
  );
  return Object.fromEntries(entries.map(([key, field]) => [key, stable(field)]));
}

describe('the seglet contents, system alert, assignment, badge, checklist and segnocode report calls answer what the stories mock', () => {
  let server: TestServer;
  let admin: Awaited<ReturnType<TestServer['signIn']>>;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.signIn('admin');
  });
  afterAll(() => server.close());

  /** The same call to the mock and to the server, both answers decoded. */
  async function both(method: string, path: string, body?: unknown) {
    const init = {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    };
    const mocked = await demoAdminFetch(
      server.demo,
      new Request(`http://demo/api${path}`, init),
      admin.user_id,
    );
    const real = await server.request(path, { ...init, as: admin });
    return {
      mock: { status: mocked?.status, body: stable(decodeDates(await mocked?.json())) },
      real: { status: real.status, body: stable(decodeDates(await real.json())) },
    };
  }

  async function expectSame(method: string, path: string, body?: unknown) {
    const answers = await both(method, path, body);
    expect(answers.mock, `${method} ${path}`).toEqual(answers.real);
    return answers.real;
  }

  it("each seglet's contents, by name", async () => {
    for (const segletId of [1, 2, 3, 4, 9, 99]) await expectSame('GET', `/seglet/${segletId}/content`);
    const first = await expectSame('GET', '/seglet/1/content');
    expect((first.body as { total: number }).total).toBeGreaterThan(1);
  });

  it('the system alert: read, saved, refused empty, published over another, deleted', async () => {
    const seeded = await expectSame('GET', '/alert/admin');
    expect((seeded.body as { data: unknown[] }).data).toHaveLength(1);
    await expectSame('PUT', '/alert/1', { alert_text: '  Back at <b>noon</b>.  ', alert_status: 0 });
    await expectSame('PUT', '/alert/2', { alert_text: '', alert_status: 0 });
    await expectSame('PUT', '/alert/99', { alert_text: 'x', alert_status: 1 });
    await expectSame('PUT', '/alert/1', { alert_text: 'x'.repeat(201), alert_status: 1 });
    const created = await expectSame('POST', '/alert', {
      alert_text: 'Stores close early.',
      alert_status: 1,
    });
    expect(created.status).toBe(201);
    await expectSame('POST', '/alert', { alert_text: ' ', alert_status: 1 });
    // A published alert saved empty is deleted: the latest other one is current again.
    await expectSame('PUT', '/alert/3', { alert_text: '', alert_status: 1 });
    await expectSame('GET', '/alert/admin');
    await expectSame('DELETE', '/alert/2');
    await expectSame('DELETE', '/alert/2');
    await expectSame('DELETE', '/alert/1');
    await expectSame('GET', '/alert/admin');
  });

  it('each badge, the segments, its contents and their search', async () => {
    await expectSame('GET', '/badge/segment/list');
    for (const badgeId of [1, 2, 5, 8, 99]) {
      await expectSame('GET', `/badge/${badgeId}/admin`);
      await expectSame('GET', `/badge/${badgeId}/content`);
    }
    for (const [badgeId, term] of [
      [1, 'the'],
      [1, 'CUSTOMER'],
      [4, 'safe'],
      [8, 'the'],
      [1, 'ab'],
      [99, 'the'],
    ] as const)
      await expectSame('GET', `/badge/${badgeId}/content/search?term=${term}`);
    const found = await expectSame('GET', '/badge/1/content/search?term=e');
    expect(found.status).toBe(400);
  });

  it('manage badges: pages, term, statuses, segments and medals, and the filters offered', async () => {
    const filters = await expectSame('GET', '/badge/filters');
    expect((filters.body as { data: unknown[] }).data).toHaveLength(2);
    const all = await expectSame('GET', '/badge');
    expect((all.body as { total: number }).total).toBeGreaterThan(4);
    for (const query of [
      '_limit=4',
      '_limit=4&_offset=4',
      'term=STAR',
      'searchTerm=team',
      'filters[]=status:1',
      'filters[]=status:2&filters[]=status:3',
      'filters[]=segment:1',
      'filters[]=segment:1&filters[]=segment:2',
      'filters[]=medal:none',
      'filters[]=medal:3',
      'filters[]=medal:none&filters[]=medal:3&filters[]=segment:2',
      'filters=segment:2,medal:none',
      'segment_id=3',
    ])
      await expectSame('GET', `/badge?${query}`);
    for (const query of ['filters[]=medal:gold', 'filters[]=tag:1', '_limit=0'])
      expect((await expectSame('GET', `/badge?${query}`)).status).toBe(400);
  });

  it('badge saves: created, renamed, refused, notifications, published, contents, archived', async () => {
    const draft = {
      name: 'Store Hero',
      short_name: 'Hero',
      description: 'For helping out in every store.',
      image_file: '/api/uploads/hero.png',
      segment_id: 1,
      medal_type_id: 2,
    };
    const created = await expectSame('POST', '/badge', draft);
    expect(created.status).toBe(201);
    const id = (created.body as { badge_id: number }).badge_id;
    await expectSame('POST', '/badge', { ...draft, short_name: 'Other' });
    await expectSame('POST', '/badge', { ...draft, name: 'Star', short_name: 'Star', segment_id: 99 });
    expect(
      (await expectSame('PUT', `/badge/${id}`, { name: 'Service Star', short_name: 'Hero' })).status,
    ).toBe(409);
    await expectSame('PUT', `/badge/${id}`, { description: 'For helping out.', medal_type_id: null });
    await expectSame('PUT', `/badge/${id}`, {
      notify_on_earn: false,
      notification_text: ' Well <b>done</b> ',
    });
    await expectSame('PUT', `/badge/${id}`, { status: 2 });
    const moved = await expectSame('PUT', `/badge/${id}`, { segment_id: 2 });
    expect(moved.body).toMatchObject({
      segment_id: 2,
      status: 2,
      medal_type_id: null,
      notify_on_earn: false,
    });
    await expectSame('PUT', '/badge/99', { status: 2 });
    await expectSame('PUT', '/badge/1', { description: 'The first one.' });
    expect((await expectSame('POST', '/badge/1/content/15')).status).toBe(400);
    expect((await expectSame('POST', '/badge/1/content/1')).status).toBe(200);
    await expectSame('POST', '/badge/1/content/2');
    await expectSame('POST', '/badge/1/content/2');
    await expectSame('DELETE', '/badge/1/content/1');
    await expectSame('DELETE', '/badge/1/content/999');
    await expectSame('GET', '/badge/1/admin');
    await expectSame('DELETE', `/badge/${id}`);
    await expectSame('DELETE', `/badge/${id}`);
    await expectSame('GET', `/badge/${id}/admin`);
    const log = await expectSame('GET', '/badge/1/changelog');
    expect((log.body as { total: number }).total).toBe(3);
    // Each content added or taken out has its 'badges' line too (content 2's repeat wrote none).
    await expectSame('GET', '/content/1/changelog');
    const contentLog = await expectSame('GET', '/content/2/changelog');
    expect((contentLog.body as { data: { detail: string }[] }).data.map((line) => line.detail)).toEqual([
      'badges',
    ]);
  });

  it('checklists: listed, read, created, replaced (kept, renamed, moved, removed, new items), refused', async () => {
    await expectSame('GET', '/checklist');
    await expectSame('GET', '/checklist/1/admin');
    await expectSame('GET', '/checklist/99/admin');
    const created = await expectSame('POST', '/checklist', {
      name: 'a Closing checklist',
      items: [{ name: 'Lock the doors' }, { name: 'Count the till' }],
    });
    expect(created.status).toBe(201);
    await expectSame('POST', '/checklist', { name: 'Opening', items: [] });
    await expectSame('POST', '/checklist', { name: 'Opening', items: [{ item_id: 1, name: 'Unlock' }] });
    await expectSame('GET', '/checklist');
    await expectSame('PUT', '/checklist/1', {
      name: 'Service Recovery',
      items: [
        { item_id: 3, name: 'Agree what you will do, and by when' },
        { name: 'Say sorry' },
        { item_id: 1, name: 'Apologise and thank the customer for telling you' },
      ],
    });
    await expectSame('PUT', '/checklist/1', { name: 'Service Recovery', items: [{ item_id: 2, name: 'x' }] });
    await expectSame('PUT', '/checklist/1', {
      name: 'Service Recovery',
      items: [
        { item_id: 3, name: 'x' },
        { item_id: 3, name: 'y' },
      ],
    });
    await expectSame('PUT', '/checklist/99', { name: 'Nothing', items: [{ name: 'x' }] });
    await expectSame('GET', '/checklist/1/admin');
    await expectSame('GET', '/checklist');
  });

  it('the segnocode report: unknown codes, a code nobody redeemed, then learners redeem it, sorted and paged', async () => {
    for (const code of ['NOSUCH1', 'welcome1', ' ', 'SAFE2026'])
      await expectSame('GET', `/segnocode/${encodeURIComponent(code)}/redeemedusers`);
    await expectSame('GET', '/segnocode/WELCOME1/redeemedusers?order_by=nobody');
    const redeemers = server.demo.users.filter((user) => !user.isGenericUser).slice(0, 6);
    for (const user of redeemers) {
      const answer = await server.request('/segnocode/redeem', {
        method: 'POST',
        body: new URLSearchParams({ segnocode: 'welcome1' }),
        as: await server.signIn(user.username),
      });
      if (answer.status === 200)
        demoRecordRedemption(currentDemoAdminWorld(server.demo), user.id, 'welcome1');
    }
    const all = await expectSame('GET', '/segnocode/WELCOME1/redeemedusers');
    expect((all.body as { count: number }).count).toBeGreaterThan(2);
    for (const orderBy of ['externalId', 'firstName', 'lastName', 'location', 'managerId', 'createdDate'])
      for (const orderDir of ['asc', 'desc'])
        await expectSame(
          'GET',
          `/segnocode/WELCOME1/redeemedusers?order_by=${orderBy}&order_dir=${orderDir}&_limit=2&_offset=1`,
        );
  });

  it('the report export: refused, requested, polled to completion, downloaded (CSV), dismissed', async () => {
    for (const query of ['type=pdf&fields[]=firstName', 'type=csv', 'type=csv&fields[]=shoeSize'])
      await expectSame('GET', `/segnocode/WELCOME1/export?${query}`);
    await expectSame('GET', '/segnocode/NOSUCH1/export?type=csv&fields[]=firstName');
    const ask = '/segnocode/welcome1/export?type=csv&fields[]=lastName&fields[]=externalId,createdDate';
    const requested = await both('GET', ask);
    /** The job without its random file name (and the address made of it). */
    const job = (body: unknown) => {
      const { file, url, ...rest } = body as { file: string; url: string | null };
      return { ...rest, file: file.replace(/-[\w-]{22}\./, '-*.'), url: url?.replace(/-[\w-]{22}\./, '-*.') };
    };
    expect(requested.real.status).toBe(200);
    expect(job(requested.mock.body)).toEqual(job(requested.real.body));
    const realFile = (requested.real.body as { file: string }).file;
    const mockFile = (requested.mock.body as { file: string }).file;
    const poll = (file: string, init: RequestInit = {}) => ({
      mock: demoAdminFetch(server.demo, new Request(`http://demo/api/export/${file}`, init), admin.user_id),
      real: server.request(`/export/${file}`, { ...init, as: admin }),
    });
    let real: { completed: boolean } = { completed: false };
    for (let attempt = 0; attempt < 50 && !real.completed; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      real = decodeDates(await (await poll(realFile).real).json()) as { completed: boolean };
    }
    const mocked = decodeDates(await (await poll(mockFile).mock)?.json());
    expect(job(mocked)).toEqual(job(real));
    expect(real).toMatchObject({ completed: true });
    expect((real as unknown as { rows: number }).rows).toBeGreaterThan(2);
    const realCsv = await (await server.request(`/export/${realFile}/download`, { as: admin })).text();
    const mockCsv = await (
      await demoAdminFetch(
        server.demo,
        new Request(`http://demo/api/export/${mockFile}/download`),
        admin.user_id,
      )
    )?.text();
    expect(mockCsv).toBe(realCsv);
    const dismissed = {
      mock: decodeDates(await (await poll(mockFile, { method: 'DELETE' }).mock)?.json()),
      real: decodeDates(await (await poll(realFile, { method: 'DELETE' }).real).json()),
    };
    expect(job(dismissed.mock)).toEqual(job(dismissed.real));
    expect((await poll('segnocode-nosuchfile00000000000000.csv').real).status).toBe(
      (await poll('segnocode-nosuchfile00000000000000.csv').mock)?.status,
    );
  });

  it('assignments of a segment and a content: read, tally, create, replace, refusals, remove', async () => {
    await expectSame('GET', '/segment/1/assignment');
    await expectSame('GET', '/content/15/assignment');
    await expectSame('GET', '/segment/99/assignment');
    await expectSame('GET', '/plan/1/assignment');
    const rows = [
      { type: 1, operator: 1, value: 's101' },
      { type: 1, operator: 1, value: 'S205 ' },
      { type: 2, operator: 2, value: 'Photo' },
      { type: 3, operator: 0, value: '' },
    ];
    for (const data of [
      rows,
      [{ type: 0, operator: 0, value: '' }],
      [],
      [{ type: 4, operator: 1, value: '1' }],
    ]) {
      const tally = await expectSame('POST', '/segment/1/assignment/tally', { data });
      expect(tally.status).toBe(200);
    }
    const picked = await expectSame('POST', '/content/15/assignment/tally', { data: rows.slice(0, 3) });
    expect((picked.body as { tally_total: number }).tally_total).toBeGreaterThan(0);
    await expectSame('POST', '/segment/99/assignment/tally', { data: rows });
    await expectSame('PUT', '/segment/1/assignment', { data: rows.slice(0, 1) });
    await expectSame('POST', '/segment/1/assignment', { data: [] });
    await expectSame('POST', '/segment/1/assignment', { data: rows });
    const created = await expectSame('POST', '/segment/1/assignment', { data: rows.slice(0, 3) });
    expect(created.status).toBe(201);
    await expectSame('POST', '/segment/1/assignment', { data: rows.slice(0, 1) });
    await expectSame('PUT', '/segment/1/assignment', { data: rows.slice(2, 3) });
    await expectSame('GET', '/segment/1/assignment');
    await expectSame('POST', '/content/15/assignment', { data: rows.slice(0, 1) });
    await expectSame('POST', '/content/15/assignment', { data: rows.slice(0, 1), default_required: false });
    await expectSame('GET', '/content/15/assignment');
    await expectSame('DELETE', '/segment/1/assignment');
    await expectSame('DELETE', '/segment/1/assignment');
    await expectSame('GET', '/segment/1/changelog');
    await expectSame('GET', '/content/15/changelog');
  });
});
