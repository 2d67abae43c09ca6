import { describe, expect, it } from 'vitest';
import { demoAdminWorld } from './demo-admin-responses';
import { demoUnitEditorCall, demoUnitEditorWorld } from './demo-unit-editor-responses';
import { mockCheck } from './mock-check';

/** The seeded units (demo-plan-units): their created dates are the demo's. */
const seededUnitIds = [1, 2, 3, 4];

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  const isNew = 'unit_id' in value && !seededUnitIds.includes(value.unit_id as number);
  const entries = Object.entries(value).filter(([key]) => !(key === 'unit_created_date' && isNew));
  return Object.fromEntries(entries.map(([key, field]) => [key, stable(field)]));
}

type Answer = { status: number; body: Record<string, unknown> & { data?: { content_id: number }[] } };

describe('the unit editor calls answer what the stories mock', () => {
  const check = mockCheck({
    stable,
    mock: (server) => {
      const world = demoUnitEditorWorld(demoAdminWorld(server.demo));
      return async (request, userId) => demoUnitEditorCall(world, request, userId);
    },
  });
  const { expectSame } = check;

  it("reads each demo unit and its contents as an admin; 404 for an unknown one; a learner's read is left alone", async () => {
    for (const unitId of [1, 2, 3, 4, 99]) {
      await expectSame('GET', `/unit/${unitId}`);
      await expectSame('GET', `/unit/${unitId}/content`);
    }
    expect(await check.mock(new Request('http://demo/api/unit/1'), check.learner.user_id)).toBeUndefined();
    expect((await expectSame('PUT', '/unit/1', {}, check.learner)).status).toBe(403);
  });

  it('finds contents by name outside the units named, pages them and refuses a bad query', async () => {
    await expectSame('GET', '/content?search_term=safe');
    await expectSame('GET', '/content?search_term=SAFE&not_in_unit[]=2');
    await expectSame('GET', '/content?not_in_unit[]=1&not_in_unit[]=4&_limit=5&_offset=2');
    await expectSame('GET', '/content?filters[]=type:1');
    await expectSame('GET', '/content?_limit=10001');
  });

  it('looks up unit names without regard to case, the unit itself aside; refuses a bad query', async () => {
    await expectSame('GET', '/search/similar/type/unit?name=getting%20STARTED');
    await expectSame('GET', '/search/similar/type/unit?name=Getting%20Started&exclude_id=1');
    await expectSame('GET', '/search/similar/type/unit?name=Closing%20the%20Store');
    await expectSame('GET', '/search/similar/type/unit?exclude_id=x');
  });

  it('creates a unit alone or in a plan; refuses a taken name, an empty one and an unknown plan', async () => {
    const created = await expectSame('POST', '/unit', { unit_name: 'Mocked Unit', unit_plans: [] });
    expect(created.status).toBe(201);
    await expectSame('GET', `/unit/${created.body.unit_id}`);
    const inPlan = await expectSame('POST', '/unit', {
      unit_name: 'Mocked In Plan',
      unit_plans: [{ id: 2 }],
    });
    await expectSame('GET', `/unit/${inPlan.body.unit_id}`);
    await expectSame('POST', '/unit', { unit_name: 'getting started' });
    await expectSame('POST', '/unit', { unit_name: '  ' });
    await expectSame('POST', '/unit', { unit_name: 'Nowhere', unit_plans: [{ id: 999 }] });
  });

  it('adds contents to the sandbox, places them in two linked groups with a rule, and saves', async () => {
    const created = await expectSame('POST', '/unit', { unit_name: 'Mocked Tree', unit_plans: [] });
    const unitId = created.body.unit_id as number;
    const finds = await expectSame<Answer['body']>(
      'GET',
      `/content?search_term=e&not_in_unit[]=${unitId}&_limit=3`,
    );
    const [first, second, third] = (finds.body.data ?? []).map((found) => found.content_id);
    if (!first || !second || !third) throw new Error('The demo has fewer than three contents with an e');
    await expectSame('PUT', `/unit/${unitId}/contents`, { content_ids: [first, second] });
    await expectSame('PUT', `/unit/${unitId}/contents`, { content_ids: [third, first] });
    await expectSame('PUT', `/unit/${unitId}/contents`, { content_ids: [999_999] });
    await expectSame('PUT', `/unit/${unitId}/contents`, { content_ids: [] });
    await expectSame('PUT', '/unit/99/contents', { content_ids: [first] });
    await expectSame('GET', `/unit/${unitId}/content`);
    const group = (group_id: number, content_col: number[], parent_node: number[], row: number) => ({
      group_id,
      default_row: row,
      parent_node,
      rule_case: 0,
      content_col,
      order: row,
    });
    // New groups take ids the unit does not use: group 901 holds two contents, 'any 1 of 2'; 902 follows it.
    const saved = await expectSame('PUT', `/unit/${unitId}`, {
      unit_name: 'Mocked Tree',
      unit_data: [{ ...group(901, [first, second], [-1], 0), rule_case: 1 }, group(902, [third], [901], 1)],
      unit_contents: [first, second, third].map((id) => ({ id, is_sandbox: false })),
    });
    expect(saved.status).toBe(200);
    // Saved again with the ids the server gave: they stay; the status is published.
    const groups = (saved.body.unit_data as { group_id: number }[]).map((row) => row.group_id);
    const again = await expectSame('PUT', `/unit/${unitId}`, {
      unit_name: 'Mocked Tree Renamed',
      unit_data: [
        { ...group(groups[0] ?? 0, [first, second], [-1], 0), rule_case: 1 },
        group(groups[1] ?? 0, [third], [groups[0] ?? 0], 1),
      ],
      unit_contents: [first, second, third].map((id) => ({ id, is_sandbox: false })),
    });
    expect(again.body.unit_status_id).toBe(2);
    await expectSame('GET', `/unit/${unitId}/content`);
  });

  it('refuses a taken name, a tree that is not valid, unknown contents and an unknown unit', async () => {
    const empty = { unit_data: [], unit_contents: [] };
    await expectSame('PUT', '/unit/4', { unit_name: 'Getting Started', ...empty });
    await expectSame('PUT', '/unit/4', {
      unit_name: 'Handling Returns',
      unit_data: [
        { group_id: 7, default_row: 0, parent_node: [7], rule_case: 0, content_col: [4], order: 0 },
      ],
      unit_contents: [{ id: 4, is_sandbox: false }],
    });
    await expectSame('PUT', '/unit/4', {
      unit_name: 'Handling Returns',
      unit_data: [],
      unit_contents: [{ id: 999_999, is_sandbox: true }],
    });
    await expectSame('PUT', '/unit/4', { unit_name: '', ...empty });
    await expectSame('PUT', '/unit/99', { unit_name: 'Nobody', ...empty });
    await expectSame('GET', '/unit/4');
  });
});
